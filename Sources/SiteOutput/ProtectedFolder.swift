import Foundation

/// A folder the build reads from, which the output folder must neither be, contain, nor lie inside.
public struct ProtectedFolder: Sendable, Equatable {
    /// How an output folder overlaps a protected folder.
    public enum Overlap: Sendable, Equatable {
        /// Both resolve to the same folder.
        case same
        /// The output folder lies inside the protected folder.
        case inside
        /// The protected folder lies inside the output folder.
        case contains
    }

    /// What the folder is, for messages: "content folder", "templates folder".
    public var role: String
    /// The folder as the user gave it, for messages.
    public var path: String
    /// The folder itself.
    public var url: URL

    /// Creates a protected folder named by its `role` in messages.
    public init(_ url: URL, role: String) {
        self.url = url
        self.role = role
        self.path = url.relativePath
    }

    /// The content folder.
    public static func content(_ url: URL) -> ProtectedFolder { ProtectedFolder(url, role: "content folder") }

    /// A templates (theme) folder.
    public static func templates(_ url: URL) -> ProtectedFolder { ProtectedFolder(url, role: "templates folder") }
}
