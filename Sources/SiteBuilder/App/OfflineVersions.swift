import SiteOutput
import SiteTheme
import SiteViews
import TextEscaping

/// The version of each file a page's offline list can name (``OfflineList``), as the build knows it without
/// reading the file again: `""` for a file whose name holds a hash of its bytes, the hash of an image's bytes,
/// the digest of what a trip's calendar and route are made from.
struct OfflineVersions: Sendable {
    /// Files whose names change with their bytes: the theme's assets, the icons, the images' narrower copies.
    let named: Set<String>
    /// Images by their path in the output: the hash of their bytes.
    let images: [String: String]

    init(assets: ThemeAssets, icons: [String], images: PageImages) {
        var named = Set(assets.files.map(\.path))
        named.formUnion(icons)
        for case .shown(_, _, let copies) in images.entries.values { named.formUnion(copies.map(\.path)) }
        self.named = named
        self.images = images.hashes
    }

    /// The version of the file at `path`, for the list of the page at `page` whose digest is `digest`; `nil` for
    /// a file the list leaves out: one the build did not make, or a trip file of another page.
    func version(of path: String, page: String, digest: UInt64?, digests: PageInputs?) -> String? {
        if named.contains(path) { return "" }
        if let hash = images[path] { return hash }
        let folder = String(page.dropLast("index.html".count))
        for format in TripFileFormats.all where path == folder + format.fileName {
            guard let digest, let digests else { return nil }
            return HexText.lowercase(Self.bytes(digests.derived(digest, format.fileName)))
        }
        return nil
    }

    /// The eight bytes of a digest, most significant first.
    static func bytes(_ value: UInt64) -> [UInt8] { (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
}
