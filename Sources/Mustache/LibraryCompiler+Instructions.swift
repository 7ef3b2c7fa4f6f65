extension LibraryCompiler {
    /// Turns expanded syntax into instructions, following the HTML context through the literal text.
    /// - Parameter context: the context at the start, left at the context at the end; `nil` in plain mode.
    func compile(_ nodes: [Syntax], context: inout HTMLContext?) throws(TemplateError) -> [Instruction] {
        var instructions: [Instruction] = []
        var bytes: [UInt8] = []
        var lineStarts: [Int] = []

        func flush() {
            guard !bytes.isEmpty else { return }
            instructions.append(.text(StaticText(bytes: bytes, lineStarts: lineStarts)))
            bytes = []
            lineStarts = []
        }

        for node in nodes {
            switch node {
            case .text(let text, let lineStart):
                // A line that is only a line break is not indented.
                if lineStart && !(text.first?.isNewline ?? true) { lineStarts.append(bytes.count) }
                bytes.append(contentsOf: text.utf8)
                context?.consume(text)
            case .variable(let path, let raw, let lineStart, let position):
                flush()
                instructions.append(
                    try valueInstruction(path: path, raw: raw, lineStart: lineStart, at: position, context: &context))
            case .section(let path, let inverted, let body, let position):
                flush()
                instructions.append(
                    try sectionInstruction(path: path, inverted: inverted, body: body, at: position, context: &context))
            case .partial(let name, let dynamic, let indentation, let position):
                flush()
                context = context?.settledBetweenAttributes
                if dynamic {
                    instructions.append(
                        try dynamicPartialInstruction(name, indentation: indentation, at: position, context: context))
                } else if let partial = try partialInstruction(
                    name, indentation: indentation, at: position, context: &context)
                {
                    instructions.append(partial)
                }
            case .indented(let indentation, let body):
                flush()
                let compiled = try compile(body, context: &context)
                if case .keep = indentation {
                    instructions.append(contentsOf: compiled)
                } else {
                    instructions.append(.indented(indentation, compiled))
                }
            case .parent, .block:
                // Expansion has replaced these; nothing of them is left to compile.
                continue
            }
        }
        flush()
        return instructions
    }

    /// The instruction for a variable tag, checked against the HTML context it stands in.
    private func valueInstruction(
        path: [String], raw: Bool, lineStart: Bool, at position: SourcePosition, context: inout HTMLContext?
    ) throws(TemplateError) -> Instruction {
        let check = try urlCheck(for: context, at: position)
        if check != nil { context?.url = .afterValue }
        let name = path.isEmpty ? "." : path.joined(separator: ".")
        return .value(
            ValueSlot(path: path, name: name, raw: raw, lineStart: lineStart, urlCheck: check, position: position))
    }

    /// The instruction for a section with its body compiled; the body must end in the HTML context it began in.
    private func sectionInstruction(
        path: [String], inverted: Bool, body: [Syntax], at position: SourcePosition, context: inout HTMLContext?
    ) throws(TemplateError) -> Instruction {
        context = context?.settledBetweenAttributes
        let start = context
        let compiled = try compile(body, context: &context)
        context = context?.settledBetweenAttributes
        guard context == start else {
            let name = path.isEmpty ? "." : path.joined(separator: ".")
            throw error(
                .unsafeContext,
                "section '\(name)' ends in a different HTML context than it begins in"
                    + " (\(describe(start)) and \(describe(context)))", at: position)
        }
        return .section(SectionInstruction(path: path, inverted: inverted, body: compiled, position: position))
    }

    /// The instruction for a dynamic partial, whose template is chosen while rendering; its context is noted so
    /// that every template is compiled for it.
    private func dynamicPartialInstruction(
        _ name: String, indentation: Indentation, at position: SourcePosition, context: HTMLContext?
    ) throws(TemplateError) -> Instruction {
        let number = contextNumber(context)
        if !dynamicContexts.contains(number) {
            // Every template is compiled for each context a dynamic partial stands in; a
            // template included into its own attribute would make new contexts without end.
            guard dynamicContexts.count < LibraryCompiler.maximumDynamicContexts else {
                throw error(
                    .unsafeContext,
                    "dynamic partials stand in more than \(LibraryCompiler.maximumDynamicContexts)"
                        + " different HTML contexts", at: position)
            }
            dynamicContexts.append(number)
        }
        let path = name == "." ? [] : name.split(separator: ".").map(String.init)
        let target = PartialInstruction.Target.dynamic(path: path, context: number)
        return .partial(PartialInstruction(target: target, indentation: indentation, position: position))
    }

    /// The instruction for a partial named in the template, compiled for the HTML context it stands in, which it
    /// leaves `context` at; `nil` for a partial that does not exist when missing partials are allowed.
    private func partialInstruction(
        _ name: String, indentation: Indentation, at position: SourcePosition, context: inout HTMLContext?
    ) throws(TemplateError) -> Instruction? {
        let number = contextNumber(context)
        guard templates[name] != nil else {
            if options.missingPartials == .error {
                throw error(.unknownPartial, "unknown partial '\(name)'", at: position)
            }
            return nil
        }
        if variantIndex[VariantKey(name: name, context: number)] == nil {
            try checkRoomForVariant(of: name, at: position)
        }
        let index = try variant(name, context: number, required: true)
        // A partial may move on within a URL (a value then a path), but must end in the element
        // and attribute it began in; the text after it then continues from where it ended.
        if case .compiled(_, let ending) = variants[index] {
            let end = ending?.settledBetweenAttributes
            guard end?.ignoringURLPosition == context?.ignoringURLPosition else {
                throw error(
                    .unsafeContext,
                    "partial '\(name)' ends in a different HTML context than it begins in"
                        + " (\(describe(context)) and \(describe(end)))", at: position)
            }
            context = end
        }
        return .partial(PartialInstruction(target: .variant(index), indentation: indentation, position: position))
    }

    /// Checks that one more variant may be compiled, inside those being compiled, before a partial's is.
    private func checkRoomForVariant(of name: String, at position: SourcePosition) throws(TemplateError) {
        guard depth < Self.maximumDepth else {
            throw error(
                .inheritanceLoop,
                "partials nested more than \(Self.maximumDepth) deep, each in another HTML context,"
                    + " at '\(name)'", at: position)
        }
        guard variants.count < Self.maximumVariants else {
            throw error(
                .inheritanceLoop,
                "the templates need more than \(Self.maximumVariants) compiled variants (one for each"
                    + " HTML context a template is included in), at '\(name)'", at: position)
        }
    }

    /// Checks that a value may be interpolated at this place of the page, and says what to check at
    /// render time when the value may decide a URL's scheme.
    private func urlCheck(for context: HTMLContext?, at position: SourcePosition) throws(TemplateError) -> URLCheck? {
        guard let context else { return nil }
        func unsafe(_ message: String) -> TemplateError { error(.unsafeContext, message, at: position) }
        switch context.state {
        case .text, .comment, .commentEndBang, .bogusComment, .markupDeclaration:
            return nil
        case .unknown:
            throw unsafe(
                "cannot tell where a value stands after '<!--' inside <script>: browsers read the rest as"
                    + " escaped script data")
        case .tagOpen, .tagName, .endTag:
            throw unsafe("cannot interpolate into a tag name")
        case .beforeAttributeName, .attributeName, .afterAttributeName, .selfClosing:
            throw unsafe("cannot interpolate into an attribute name")
        case .beforeAttributeValue, .unquotedValue:
            throw unsafe("cannot interpolate into the unquoted value of attribute '\(context.attribute)': quote it")
        case .rawText:
            // The content of <title>, <textarea>, <xmp>… is text up to its end tag; an escaped value cannot end it.
            if HTMLContext.textElements.contains(context.element) { return nil }
            let what = context.element == "script" ? "script" : "CSS"
            throw unsafe("cannot interpolate inside <\(context.element)>: its content is \(what)")
        case .quotedValue:
            let attribute = context.attribute
            if attribute.hasPrefix("on") {
                throw unsafe("cannot interpolate into event handler attribute '\(attribute)': its value is script")
            }
            if attribute == "style" {
                throw unsafe("cannot interpolate into attribute 'style': its value is CSS")
            }
            if HTMLContext.documentAttributes.contains(attribute) {
                throw unsafe("cannot interpolate into attribute '\(attribute)': its value is an HTML document")
            }
            if HTMLContext.animationElements.contains(context.element),
                HTMLContext.animationAttributes.contains(attribute)
            {
                throw unsafe(
                    "cannot interpolate into attribute '\(attribute)' of <\(context.element)>: it sets another"
                        + " attribute, which may be a URL or a script")
            }
            switch context.url {
            case nil, .settled, .descriptor:
                return nil
            case .start:
                return URLCheck(attribute: attribute, prefix: "", sourceSet: attribute == "srcset")
            case .prefix(let prefix):
                return URLCheck(attribute: attribute, prefix: prefix, sourceSet: attribute == "srcset")
            case .afterValue:
                throw unsafe(
                    "cannot check the scheme of the URL in attribute '\(attribute)': two values are joined"
                        + " with no '/', '?' or '#' between them")
            }
        }
    }

    /// A context in words, for error messages.
    private func describe(_ context: HTMLContext?) -> String {
        guard let context else { return "plain text" }
        switch context.state {
        case .text: return "text"
        case .tagOpen, .tagName, .endTag, .beforeAttributeName, .attributeName, .afterAttributeName,
            .beforeAttributeValue, .selfClosing:
            return "inside a tag"
        case .quotedValue, .unquotedValue: return "inside attribute '\(context.attribute)'"
        case .comment, .commentEndBang, .markupDeclaration, .bogusComment: return "inside a comment"
        case .unknown: return "inside escaped script data"
        case .rawText: return "inside <\(context.element)>"
        }
    }
}
