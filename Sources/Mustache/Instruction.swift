/// A compiled template: what rendering does, with every decision that does not depend on the data
/// already taken (names split, partials resolved to compiled variants, text merged, escaping chosen).
///
/// Payloads are immutable classes, so stepping through instructions costs one reference count each
/// rather than one per field.
enum Instruction: Sendable {
    /// Literal text, copied to the output.
    case text(StaticText)
    /// An interpolated value.
    case value(ValueSlot)
    /// `{{#name}}` or `{{^name}}` with its body.
    case section(SectionInstruction)
    /// A partial, resolved at compile time or named by the data.
    case partial(PartialInstruction)
    /// Content from a parent template or block, indented as a whole.
    case indented(Indentation, [Instruction])
}
