import Foundation

/// A file of the output.
struct OutputFile: Sendable {
    /// The path from the output root: `trips/lisbon/index.html`.
    let path: String
    /// The content.
    let bytes: [UInt8]
    /// Or, for a file copied through unchanged, where it comes from.
    let source: URL?
    /// The digest of what the file was made from, when known (``PageInputs``), so a later build can reuse it.
    let inputs: UInt64?

    init(path: String, bytes: [UInt8], inputs: UInt64? = nil) {
        self.path = path
        self.bytes = bytes
        self.source = nil
        self.inputs = inputs
    }

    init(path: String, copying source: URL) {
        self.path = path
        self.bytes = []
        self.source = source
        self.inputs = nil
    }
}
