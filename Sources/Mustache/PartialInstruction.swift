/// A partial as compiled: either resolved to a compiled variant, or named by the data (`{{>*name}}`).
final class PartialInstruction: Sendable {
    /// What selects the template.
    enum Target: Sendable {
        /// The variant's index, found at compile time.
        case variant(Int)
        /// A dotted name looked up in the data, and the number of the HTML context the tag stands in,
        /// which selects the variant compiled for that context.
        case dynamic(path: [String], context: Int)
    }

    let target: Target
    /// How the partial's lines are indented.
    let indentation: Indentation
    /// Where the tag stands.
    let position: SourcePosition

    init(target: Target, indentation: Indentation, position: SourcePosition) {
        self.target = target
        self.indentation = indentation
        self.position = position
    }
}
