/// Who gets to see a trip.
public enum Visibility: String, Sendable, Hashable, CaseIterable {
    /// Built and listed everywhere.
    case `public`
    /// Built at a URL that cannot be guessed, listed nowhere, not indexed.
    case unlisted
    /// Not built.
    case `private`
    /// Not built unless drafts are asked for.
    case draft
}
