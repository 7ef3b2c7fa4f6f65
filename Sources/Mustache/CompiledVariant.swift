/// A template compiled for the HTML context it is included in, or the error that compiling it gave.
///
/// Variants that are only reachable through dynamic partial names are compiled ahead too; when one
/// fails, the error is kept and reported if rendering ever selects it.
enum CompiledVariant: Sendable {
    /// Not compiled yet; only seen while compiling.
    case pending
    /// The instructions, and the HTML context the template ends in (`nil` in plain mode).
    case compiled([Instruction], endContext: HTMLContext?)
    /// Compiling failed with this error.
    case failed(TemplateError)
}
