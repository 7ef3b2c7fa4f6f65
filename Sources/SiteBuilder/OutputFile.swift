import Foundation

/// A file of the output.
struct OutputFile: Sendable {
    /// The path from the output root: `trips/lisbon/index.html`.
    let path: String
    /// The content.
    let bytes: [UInt8]
    /// Or, for a file copied through unchanged, where it comes from.
    let source: URL?

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.source = nil
    }

    init(path: String, copying source: URL) {
        self.path = path
        self.bytes = []
        self.source = source
    }
}
