/// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}` as compiled.
final class SectionInstruction: Sendable {
    /// The dotted name, split; empty for `{{#.}}`.
    let path: [String]
    /// Whether the body renders when the value is falsy (`{{^name}}`) rather than truthy.
    let inverted: Bool
    /// The body.
    let body: [Instruction]
    /// Where the section opens, for strict mode's error about a name that resolves to nothing.
    let position: SourcePosition

    init(path: [String], inverted: Bool, body: [Instruction], position: SourcePosition) {
        self.path = path
        self.inverted = inverted
        self.body = body
        self.position = position
    }
}
