/// Names a compiled variant: a template compiled for one HTML context.
struct VariantKey: Sendable, Hashable {
    /// The template's name.
    let name: String
    /// The HTML context's number among the contexts seen while compiling (0 is text, or plain mode).
    let context: Int
}
