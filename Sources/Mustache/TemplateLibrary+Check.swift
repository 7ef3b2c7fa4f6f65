extension TemplateLibrary {
    /// What a check of a template against a shape found.
    public enum CheckResult: Sendable, Equatable {
        /// Every name of the template and of every partial it includes resolves in the shape, each list and
        /// dictionary is opened by a section rather than printed: a strict render of data of the shape fails on no
        /// name, whatever the data holds.
        case checked
        /// The template includes a dynamic partial (`{{>*name}}`), whose template only the data names: only a
        /// render tells whether it fits.
        case needsRendering
    }

    /// Checks a template against the shape of the data it will be rendered with, without rendering it: each
    /// name is looked up as a strict render would look it up, the context stack made of shapes instead of
    /// values, every section entered (and every partial followed, in the context it stands in) whether or not
    /// the data would enter it.
    ///
    /// A name through a value that may be null (`stay.address` where `stay` may be null) counts as resolved only
    /// inside a section over that value (`{{#stay}}…{{stay.address}}…{{/stay}}`), where a render finds it.
    /// - Throws: the error a strict render would throw on the first name that fails, in the order of the
    ///   template: "no value named 'x'", with the names nearby, or "'x' is a list or dictionary, not a value to
    ///   print"; the error of a partial variant that did not compile.
    public func check(_ name: String, against shape: TemplateShape) throws(TemplateError) -> CheckResult {
        guard let root = storage.roots[name] else {
            throw TemplateError(
                kind: .unknownPartial, message: "unknown template '\(name)'", file: name, line: 0, column: 0,
                sourceLine: "")
        }
        var checker = ShapeChecker(storage: storage, context: shape)
        try checker.check(variant: root)

        return checker.sawDynamicPartial ? .needsRendering : .checked
    }
}

/// The static twin of ``Renderer``: walks compiled instructions with a stack of shapes.
struct ShapeChecker {
    let storage: LibraryStorage
    /// The context stack, innermost last, each shape at most once (its last place): a name resolves in the
    /// same level whether or not an earlier copy of that level sits further out, so a partial that includes
    /// itself inside a section reaches a stack seen before, and stops.
    var stack: [TemplateShape]
    /// The names of the sections over values that may be null that are open: inside them the value is not null.
    var present: Set<String> = []
    /// The variants already checked, each with the stack and the names present it was checked with.
    var seen: Set<Visit> = []
    /// How many instructions have been checked, to bound what a hostile theme can cost.
    var steps = 0
    /// How many partials are being checked inside each other: as deep as a render may go
    /// (``Renderer/maximumDepth``), since each level of the check is one a render of some data reaches.
    var depth = 0
    var sawDynamicPartial = false

    /// How many instructions the check of one template may go through, partials included each time they are
    /// checked: a partial that includes itself inside sections over many names is checked once for each order
    /// of those names on the stack. The default theme's largest, the trip page's, takes about 1,000.
    static let maximumSteps = 500_000

    struct Visit: Hashable {
        let variant: Int
        let stack: [ObjectIdentifier]
        let present: Set<String>
    }

    init(storage: LibraryStorage, context: TemplateShape) {
        self.storage = storage
        self.stack = [context]
    }

    mutating func check(variant index: Int) throws(TemplateError) {
        let visit = Visit(variant: index, stack: stack.map(ObjectIdentifier.init), present: present)
        guard seen.insert(visit).inserted else { return }
        switch storage.variants[index] {
        case .compiled(let instructions, _):
            try check(instructions)
        case .failed(let error): throw error
        case .pending: return
        }
    }

    mutating func check(_ instructions: [Instruction]) throws(TemplateError) {
        for instruction in instructions {
            steps += 1
            if steps > Self.maximumSteps, let position = Self.position(of: instruction) {
                throw storage.error(
                    .inheritanceLoop,
                    "checking the templates took more than \(Self.maximumSteps) steps: partials include each other"
                        + " inside too many different sections", at: position)
            }
            switch instruction {
            case .text: continue
            case .value(let slot): try checkValue(slot)
            case .section(let section): try checkSection(section)
            case .partial(let partial):
                switch partial.target {
                case .variant(let index):
                    guard depth < Renderer.maximumDepth else {
                        throw storage.error(
                            .inheritanceLoop, "partials nested more than \(Renderer.maximumDepth) deep",
                            at: partial.position)
                    }
                    depth += 1
                    try check(variant: index)
                    depth -= 1
                case .dynamic: sawDynamicPartial = true
                }
            case .indented(_, let body): try check(body)
            }
        }
    }

    private static func position(of instruction: Instruction) -> SourcePosition? {
        switch instruction {
        case .value(let slot): return slot.position
        case .section(let section): return section.position
        case .partial(let partial): return partial.position
        case .text, .indented: return nil
        }
    }

    private func checkValue(_ slot: ValueSlot) throws(TemplateError) {
        guard let shape = lookup(slot.path) else { throw missing(slot.path, named: slot.name, at: slot.position) }
        switch Self.unwrapped(shape).kind {
        case .value, .optional: return
        case .list, .dictionary:
            throw storage.error(
                .missingVariable, "'\(slot.name)' is a list or dictionary, not a value to print", at: slot.position)
        }
    }

    private mutating func checkSection(_ section: SectionInstruction) throws(TemplateError) {
        guard let shape = lookup(section.path) else { throw missing(section.path, at: section.position) }
        if section.inverted {
            try check(section.body)
            return
        }
        let name = section.path.joined(separator: ".")
        var opened = shape
        var addedPresent = false
        if case .optional(let wrapped) = shape.kind {
            opened = wrapped
            if !section.path.isEmpty { addedPresent = present.insert(name).inserted }
        }
        let inner: TemplateShape
        if case .list(let item) = opened.kind { inner = item } else { inner = opened }
        let saved = stack
        push(inner)
        try check(section.body)
        stack = saved
        if addedPresent { present.remove(name) }
    }

    private mutating func push(_ shape: TemplateShape) {
        stack.removeAll { $0 === shape }
        stack.append(shape)
    }

    private static func unwrapped(_ shape: TemplateShape) -> TemplateShape {
        if case .optional(let wrapped) = shape.kind { return unwrapped(wrapped) }
        return shape
    }

    /// The shape a strict render finds for a dotted name, as ``Renderer/lookup(_:)`` finds a value: the first part
    /// through the stack from the innermost level out, the others inside it; a part inside a value that may be
    /// null only where a section has opened that value. `nil` when a render may find nothing.
    func lookup(_ path: [String]) -> TemplateShape? {
        lookup(path, nullable: { present.contains($0) })
    }

    private func lookup(_ path: [String], nullable isPresent: (String) -> Bool) -> TemplateShape? {
        guard let first = path.first else { return stack.last }
        var found: TemplateShape?
        for level in stack.reversed() {
            if let shape = level.keys?[first] {
                found = shape
                break
            }
        }
        guard var current = found else { return nil }
        var index = 1
        while index < path.count {
            if case .optional(let wrapped) = current.kind {
                guard isPresent(path[..<index].joined(separator: ".")) else { return nil }
                current = wrapped
            }
            guard let next = current.keys?[path[index]] else { return nil }
            current = next
            index += 1
        }
        return current
    }

    /// The error a strict render throws for `path`, with the names that resolve there
    /// (``Renderer/missing(_:named:at:)``).
    func missing(_ path: [String], named written: String? = nil, at position: SourcePosition) -> TemplateError {
        let name = written ?? (path.isEmpty ? "." : path.joined(separator: "."))
        var message = "no value named '\(name)'"
        if let nullable = nullablePart(of: path) {
            message +=
                " on the pages where '\(nullable)' is null: write it inside {{#\(nullable)}}…{{/\(nullable)}}"
        }
        var error = storage.error(.missingVariable, message, at: position)
        error.missingName = TemplateError.MissingName(name: name, nearby: nearbyNames(path))
        return error
    }

    /// The first part of `path` that may be null, written as a path, when `path` resolves wherever it is not.
    private func nullablePart(of path: [String]) -> String? {
        var first: String?
        let found = lookup(path) { part in
            if present.contains(part) { return true }
            if first == nil { first = part }
            return true
        }
        return found == nil ? nil : first
    }

    /// The names that resolve where `path` does not (``NearbyNames``).
    private func nearbyNames(_ path: [String]) -> [String] {
        NearbyNames.of(
            path, resolves: { lookup($0) != nil }, contexts: { stack.reversed().compactMap { $0.keys?.names } },
            keys: { prefix in lookup(prefix).flatMap { Self.unwrapped($0).keys?.names } })
    }
}
