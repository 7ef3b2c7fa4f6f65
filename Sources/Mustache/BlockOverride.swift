/// The content a child template gives a block of its parent (`{{$name}}…{{/name}}` inside
/// `{{<parent}}`).
struct BlockOverride: Sendable {
    /// The content, read in the child template.
    let body: [Syntax]
    /// Where the block tag stands; also tells overrides apart when looking for inheritance loops.
    let position: SourcePosition
}
