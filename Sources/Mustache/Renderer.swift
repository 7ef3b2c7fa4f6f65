/// Renders compiled instructions into one byte buffer: the state of one render, never shared.
struct Renderer {
    let storage: LibraryStorage
    /// The page so far.
    var output: [UInt8]
    /// The context stack: the data, then each section's value, innermost last.
    var stack: ContiguousArray<TemplateValue>
    /// The indentation standalone partials have put in force, inserted at each line start.
    var indent: [UInt8] = []
    /// How many partials are being rendered inside each other, to stop a partial including itself forever.
    var depth = 0

    /// How deeply partials may nest at render time.
    static let maximumDepth = 256

    init(storage: LibraryStorage, output: [UInt8], context: TemplateValue) {
        self.storage = storage
        self.output = output
        self.stack = [context]
        self.stack.reserveCapacity(16)
    }

    /// Renders one compiled variant.
    mutating func run(variant index: Int) throws(TemplateError) {
        switch storage.variants[index] {
        case .compiled(let instructions, _): try run(instructions)
        case .failed(let error): throw error
        case .pending: return
        }
    }

    mutating func run(_ instructions: [Instruction]) throws(TemplateError) {
        // Each instruction is read in place through its index: a loop variable would be a copy of it, a
        // reference count taken and given back for every instruction of every page.
        for index in instructions.indices {
            switch instructions[index] {
            case .text(let text):
                if indent.isEmpty || text.lineStarts.isEmpty {
                    output.append(contentsOf: text.bytes)
                } else {
                    writeIndented(text)
                }
            case .value(let slot):
                try write(slot)
            case .section(let section):
                try render(section)
            case .partial(let partial):
                try include(partial)
            case .indented(let indentation, let body):
                let saved = indent
                apply(indentation)
                try run(body)
                indent = saved
            }
        }
    }

    private mutating func render(_ section: SectionInstruction) throws(TemplateError) {
        let value = lookup(section.path)
        if value == nil && storage.options.strict {
            throw missing(section.path, at: section.position)
        }
        if section.inverted {
            if !(value?.isTruthy ?? false) { try run(section.body) }
            return
        }
        switch value {
        case .array(let items)?:
            for item in items {
                stack.append(item)
                try run(section.body)
                stack.removeLast()
            }
        case .bool(false)?, .null?, nil:
            return
        case let value?:
            stack.append(value)
            try run(section.body)
            stack.removeLast()
        }
    }

    private mutating func include(_ partial: PartialInstruction) throws(TemplateError) {
        let variant: Int
        switch partial.target {
        case .variant(let index):
            variant = index
        case .dynamic(let path, let context):
            guard case .string(let name)? = lookup(path) else { return }
            guard let index = storage.variantIndex[VariantKey(name: name, context: context)] else {
                if storage.options.missingPartials == .error {
                    throw storage.error(.unknownPartial, "unknown partial '\(name)'", at: partial.position)
                }
                return
            }
            variant = index
        }
        guard depth < Renderer.maximumDepth else {
            throw storage.error(
                .inheritanceLoop, "partials nested more than \(Renderer.maximumDepth) deep", at: partial.position)
        }
        let saved = indent
        apply(partial.indentation)
        depth += 1
        try run(variant: variant)
        depth -= 1
        indent = saved
    }

    private mutating func apply(_ indentation: Indentation) {
        switch indentation {
        case .add(let text): indent.append(contentsOf: text.utf8)
        case .reset: indent = []
        case .keep: break
        }
    }

    private mutating func writeIndented(_ text: StaticText) {
        var start = 0
        for lineStart in text.lineStarts {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: text.bytes[start..<lineStart]))
            output.append(contentsOf: indent)
            start = lineStart
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: text.bytes[start...]))
    }

    /// Looks a dotted name up: the first part through the context stack from the innermost value
    /// out, the other parts inside what the first found. `nil` when nothing answers.
    /// A strict render's error for `path`, which resolves to nothing, with the names that do resolve there.
    func missing(_ path: [String], named written: String? = nil, at position: SourcePosition) -> TemplateError {
        let name = written ?? (path.isEmpty ? "." : path.joined(separator: "."))
        var error = storage.error(.missingVariable, "no value named '\(name)'", at: position)
        error.missingName = TemplateError.MissingName(name: name, nearby: nearbyNames(path))
        return error
    }

    /// The names that resolve where `path` does not (``NearbyNames``).
    private func nearbyNames(_ path: [String]) -> [String] {
        NearbyNames.of(
            path, resolves: { lookup($0) != nil },
            contexts: {
                stack.reversed().compactMap { level in
                    if case .dictionary(let dictionary) = level { return dictionary.keys }
                    return nil
                }
            },
            keys: { prefix in
                if case .dictionary(let dictionary)? = lookup(prefix) { return dictionary.keys }
                return nil
            })
    }

    func lookup(_ path: [String]) -> TemplateValue? {
        guard let first = path.first else { return stack.last }
        var found: TemplateValue?
        var level = stack.count - 1
        while level >= 0 {
            if case .dictionary(let dictionary) = stack[level], let value = dictionary[first] {
                found = value
                break
            }
            level -= 1
        }
        guard var current = found else { return nil }
        var index = 1
        while index < path.count {
            guard case .dictionary(let dictionary) = current, let value = dictionary[path[index]] else { return nil }
            current = value
            index += 1
        }
        return current
    }
}
