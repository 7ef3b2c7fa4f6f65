/// What to check, at render time, for a value that may decide a URL attribute's scheme.
struct URLCheck: Sendable, Hashable {
    /// The attribute, for the error message.
    let attribute: String
    /// Literal text that stands before the value in the URL and is judged with it.
    let prefix: String
    /// Whether the value is a `srcset` list whose every candidate is checked.
    let sourceSet: Bool
}
