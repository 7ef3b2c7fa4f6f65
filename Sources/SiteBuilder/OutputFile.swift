import Foundation
import SiteViews
import TravelModel

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
    /// For a file copied, whether it is an image published without its metadata (``ContentAssets``): read and
    /// stripped when it is written, rather than held from the step that chose it.
    let removesMetadata: Bool

    init(path: String, bytes: [UInt8], inputs: UInt64? = nil) {
        self.path = path
        self.bytes = bytes
        self.source = nil
        self.inputs = inputs
        self.removesMetadata = false
    }

    init(path: String, copying source: URL, removingMetadata: Bool = false) {
        self.path = path
        self.bytes = []
        self.source = source
        self.inputs = nil
        self.removesMetadata = removingMetadata
    }

    /// The bytes of a file copied, as it is published; `nil` when they cannot be read.
    var copiedBytes: [UInt8]? {
        guard let source else { return bytes }
        guard removesMetadata else { return (try? Data(contentsOf: source)).map { [UInt8]($0) } }
        return try? ContentAssets.publishedBytes(of: source).get()
    }
}

extension LiveMapAssets {
    /// The files a site with `settings` needs: none without tiles.
    static func files(for settings: SiteSettings) -> [OutputFile] {
        guard settings.map.tiles != nil else { return [] }
        return embedded.files.map { OutputFile(path: $0.path, bytes: $0.bytes) }
    }
}
