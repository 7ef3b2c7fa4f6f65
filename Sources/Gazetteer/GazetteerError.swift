/// A data file of the gazetteer that could not be read: a packaging fault, never the user's input.
public struct GazetteerError: Error, CustomStringConvertible, Sendable {
    /// The file that failed.
    public var file: String
    /// Why it failed.
    public var reason: String

    /// Creates an error for `file`.
    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    /// A one-line message naming the file.
    public var description: String { "cannot read gazetteer data file \(file): \(reason)" }
}
