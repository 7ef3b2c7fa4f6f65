extension LibraryCompiler {
    /// A template with every parent tag replaced by the parent's content and every block by the
    /// content that fills it, so that the HTML context of overriding content is known where it lands.
    func expanded(_ name: String) throws(TemplateError) -> [Syntax] {
        if let cached = expansions[name] { return try cached.get() }
        guard let template = templates[name] else { return [] }
        let result: Result<[Syntax], TemplateError>
        do {
            result = .success(try expand(template.syntax, overrides: [:], chain: []))
        } catch {
            result = .failure(error)
        }
        expansions[name] = result
        return try result.get()
    }

    /// One parent expansion under way: the parent's name and the overrides in force, by position.
    private struct Link: Hashable {
        let parent: String
        let overrides: [String: SourcePosition]
    }

    private func expand(
        _ nodes: [Syntax], overrides: [String: BlockOverride], chain: [Link]
    ) throws(TemplateError) -> [Syntax] {
        var result: [Syntax] = []
        result.reserveCapacity(nodes.count)
        for node in nodes {
            switch node {
            case .text, .variable, .partial:
                result.append(node)
            case .section(let path, let inverted, let body, let position):
                let body = try expand(body, overrides: overrides, chain: chain)
                result.append(.section(path: path, inverted: inverted, body: body, position: position))
            case .indented(let indentation, let body):
                result.append(.indented(indentation, try expand(body, overrides: overrides, chain: chain)))
            case .block(let name, let indentation, let body, _):
                // Overrides from the most derived template win: they were put in force first.
                let content = overrides[name]?.body ?? body
                result.append(.indented(indentation, try expand(content, overrides: overrides, chain: chain)))
            case .parent(let name, let indentation, let blocks, let position):
                guard let parent = templates[name] else {
                    if options.missingPartials == .error {
                        throw error(.unknownPartial, "unknown parent template '\(name)'", at: position)
                    }
                    continue
                }
                let inForce = overrides.merging(blocks) { outer, _ in outer }
                let link = Link(parent: name, overrides: inForce.mapValues(\.position))
                if chain.contains(link) {
                    let names = (chain.map(\.parent) + [name]).map { "'\($0)'" }.joined(separator: " → ")
                    throw error(.inheritanceLoop, "inheritance loop: \(names)", at: position)
                }
                guard chain.count < options.maximumInheritanceDepth else {
                    throw error(
                        .inheritanceLoop,
                        "parent templates nested more than \(options.maximumInheritanceDepth) deep at '\(name)'",
                        at: position)
                }
                let body = try expand(parent.syntax, overrides: inForce, chain: chain + [link])
                result.append(.indented(indentation, body))
            }
        }
        return result
    }
}
