import Foundation
import Mustache
import SwiftParser
import SwiftSyntax

// Writes Sources/SiteViews/Generated/TemplateFields+Properties.swift: for every struct that conforms to
// TemplateFields, its `add(to:)`, one `fields.add` a stored property, in the order they are declared, each under
// its name in snake case, and its `addShape(to:)`, the same keys with each property's key path, whose type gives
// the shape. A page struct's values and their shape are then declared once, as its properties.
//   swift run --package-path Tools template-fields            writes the file (make template-fields)
//   swift run --package-path Tools template-fields --check    fails when the file is not what it would write

let sources = "Sources/SiteViews"
let output = "Sources/SiteViews/Generated/TemplateFields+Properties.swift"

/// A struct that conforms to TemplateFields: its name as written outside it (`TripView.WaypointView`) and its
/// stored properties.
struct PageStruct {
    let name: String
    let properties: [String]
}

final class StructFinder: SyntaxVisitor {
    /// The names of the types around the one being read.
    private var outer: [String] = []
    /// Every struct, by its full name, with its stored properties and whether it writes its own `add(to:)`.
    private(set) var structs: [(name: String, properties: [String], writesItsOwn: Bool)] = []
    /// The types declared to conform to TemplateFields, on the struct or in an extension.
    private(set) var conforming: Set<String> = []
    /// Types whose extensions write an `add(to:)`.
    private(set) var writtenInExtensions: Set<String> = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        outer.append(node.name.text)
        let name = outer.joined(separator: ".")
        if conformsToTemplateFields(node.inheritanceClause) { conforming.insert(name) }
        var properties: [String] = []
        var writesItsOwn = false
        for member in node.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self), isStored(variable) {
                for binding in variable.bindings {
                    if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
                        properties.append(pattern.identifier.text)
                    }
                }
            }
            if let function = member.decl.as(FunctionDeclSyntax.self), isAddTo(function) { writesItsOwn = true }
        }
        // A struct that names its coding keys leaves out the properties it does not name, as `Encodable` does.
        if let keys = codingKeys(of: node) { properties = properties.filter(keys.contains) }
        structs.append((name, properties, writesItsOwn))
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { outer.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        outer.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { outer.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        if conformsToTemplateFields(node.inheritanceClause) { conforming.insert(name) }
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), isAddTo(function) {
                writtenInExtensions.insert(name)
            }
        }
        outer.append(name)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { outer.removeLast() }

    // Types declared in a function are not page structs; their properties are not read.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// The cases of the struct's `CodingKeys` enum, when it declares one.
    private func codingKeys(of node: StructDeclSyntax) -> Set<String>? {
        for member in node.memberBlock.members {
            guard let keys = member.decl.as(EnumDeclSyntax.self), keys.name.text == "CodingKeys" else { continue }
            let cases = keys.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
            return Set(cases.flatMap { $0.elements.map(\.name.text) })
        }
        return nil
    }

    private func conformsToTemplateFields(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { $0.type.trimmedDescription == "TemplateFields" } ?? false
    }

    private func isAddTo(_ function: FunctionDeclSyntax) -> Bool {
        function.name.text == "add" && function.signature.parameterClause.parameters.first?.firstName.text == "to"
    }

    /// A `let` or `var` of the instance that holds its value: not static, not computed.
    private func isStored(_ variable: VariableDeclSyntax) -> Bool {
        let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
        let isComputed = variable.bindings.contains { binding in
            guard let accessors = binding.accessorBlock?.accessors else { return false }
            if case .accessors(let list) = accessors {
                return list.contains { !["willSet", "didSet"].contains($0.accessorSpecifier.text) }
            }
            return true
        }
        return !isStatic && !isComputed
    }
}

func pageStructs() throws -> [PageStruct] {
    let finder = StructFinder(viewMode: .sourceAccurate)
    let files = FileManager.default.enumerator(atPath: sources)?.compactMap { $0 as? String } ?? []
    for file in files.sorted() where file.hasSuffix(".swift") && !file.hasPrefix("Generated/") {
        let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
        finder.walk(Parser.parse(source: text))
    }
    return finder.structs.filter { item in
        // A struct is named by its full name, or by its last part in an extension at the top level.
        let names = [item.name, String(item.name.split(separator: ".").last!)]
        let conforms = names.contains { finder.conforming.contains($0) }
        let writesItsOwn = item.writesItsOwn || names.contains { finder.writtenInExtensions.contains($0) }
        return conforms && !writesItsOwn
    }
    .sorted { $0.name < $1.name }
    .map { PageStruct(name: $0.name, properties: $0.properties) }
}

func generated(_ structs: [PageStruct]) -> String {
    var text = """
        // Written by `make template-fields` (Tools/Sources/template-fields) from the stored properties of the page
        // structs, in the order they are declared: do not edit. CI runs it with --check, which fails when this file is
        // not what they declare.

        """
    for page in structs {
        text += "\nextension \(page.name) {\n"
        if page.properties.isEmpty {
            text += "    package func add(to fields: inout TemplateFieldList) {}\n\n"
            text += "    package static func addShape(to shape: inout TemplateShapeList<Self>) {}\n"
        } else {
            text += "    package func add(to fields: inout TemplateFieldList) {\n"
            for property in page.properties {
                text += "        fields.add(\"\(TemplateKey.ofProperty(property))\", \(property))\n"
            }
            text += "    }\n\n"
            text += "    package static func addShape(to shape: inout TemplateShapeList<Self>) {\n"
            for property in page.properties {
                text += "        shape.add(\"\(TemplateKey.ofProperty(property))\", \\\(page.name).\(property))\n"
            }
            text += "    }\n"
        }
        text += "}\n"
    }
    return text
}

let text = generated(try pageStructs())
if CommandLine.arguments.dropFirst().first == "--check" {
    let current = try? String(contentsOfFile: output, encoding: .utf8)
    guard current == text else {
        FileHandle.standardError.write(
            Data("error: \(output) is not what the page structs declare: run `make template-fields`\n".utf8))
        exit(1)
    }
} else {
    try FileManager.default.createDirectory(atPath: "Sources/SiteViews/Generated", withIntermediateDirectories: true)
    try text.write(toFile: output, atomically: true, encoding: .utf8)
    print("wrote \(output)")
}
