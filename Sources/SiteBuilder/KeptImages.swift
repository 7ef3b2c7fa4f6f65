import Foundation
import ImageResizing
import SiteOutput
import SiteViews

/// What the last build made of each image, kept for the next in the output's generation store (never published),
/// by the SHA-256 of the image's bytes: its size, and its copies or why it has none. An image read before is not
/// looked at by libvips again: a refused one gives its warning at once, and an accepted one whose copies the
/// previous generation still holds takes them as they are (``OutputFolder/reuse(_:inputs:)``).
///
/// What an image becomes depends on more than its bytes, all in the store's key: the executable (the limits, the
/// widths, how copies are encoded), the libvips that read it, and the store's folder
/// (``OutputFolder/storeIdentity``), so a kept file copied in from elsewhere, say committed beside the output, is
/// not taken for one this machine made.
final class KeptImages: Sendable {
    /// The kept file in the generation store.
    static let fileName = "images"
    /// The largest kept file read back: about 200 bytes an image.
    static let limit = 1 << 24

    /// An image's outcome as kept. Each copy's path is kept as what follows ``ResizeImages/copyPrefix(of:)`` of
    /// the image's path: the same bytes under another name have copies of another name.
    struct Entry: Sendable, Hashable, Codable {
        let entry: PageImages.Entry
        let problem: ImageProblem?
        let metadata: PhotoMetadata?
    }

    private let output: OutputFolder
    private let key: UInt64
    private let library: String
    /// The images the last build kept, by their bytes' hash; empty when there was no store, or one of another key.
    private let entries: [[UInt8]: Entry]

    /// The images kept in `output`'s store for builds with this executable and `library`.
    init(in output: OutputFolder, library: String) {
        self.output = output
        self.library = library
        var state = ContentHash.State()
        state.add("itineshary kept images 2")
        state.add(PageInputs.executableIdentity)
        state.add(output.storeIdentity)
        state.add(library)
        for width in PageImages.widths { state.add(UInt64(width)) }
        let key = state.finish()
        self.key = key
        entries = output.keptFile(Self.fileName, limit: Self.limit).flatMap { Self.entries(of: $0, key: key) } ?? [:]
    }

    /// The outcome the last build kept for the image whose bytes hash to `hash`, at `source`, when it needs nothing
    /// decoded: an image with no copies, or one whose every copy was taken from the previous generation. Copies
    /// taken are added to `reused` even when others could not be, and are not to be written again.
    func outcome(of hash: [UInt8], at source: ResizeImages.Source, reused: inout Set<String>)
        -> ResizeImages.Outcome?
    {
        guard let kept = entries[hash] else { return nil }
        guard case .shown(let width, let height, let copies) = kept.entry, !copies.isEmpty else {
            return ResizeImages.Outcome(
                entry: kept.entry, files: [], problem: kept.problem, hash: hash, metadata: kept.metadata)
        }
        let prefix = ResizeImages.copyPrefix(of: source.path)
        var placed: [PageImages.Copy] = []
        for copy in copies {
            let path = prefix + copy.path
            // A copy the previous generation no longer holds, or cannot be placed, is made again with the rest.
            guard (try? output.reuse(path, inputs: inputs(of: hash, width: copy.width))) == true else { continue }
            reused.insert(path)
            placed.append(PageImages.Copy(path: path, width: copy.width))
        }
        guard placed.count == copies.count else { return nil }
        return ResizeImages.Outcome(
            entry: .shown(width: width, height: height, copies: placed), files: [], problem: nil, hash: hash,
            metadata: kept.metadata)
    }

    /// What the copy `width` pixels wide of the image whose bytes hash to `hash` is made from, for
    /// ``OutputFolder/reuse(_:inputs:)``: its bytes, the width, and the key's executable and libvips.
    func inputs(of hash: [UInt8], width: Int) -> UInt64 {
        var inputs = ContentHash.State()
        inputs.add("itineshary image copy 1")
        inputs.add(PageInputs.executableIdentity)
        inputs.add(library)
        hash.withUnsafeBytes { inputs.add($0) }
        inputs.add(UInt64(width))
        return inputs.finish()
    }

    /// Keeps the outcome of each image of `sources` read now, in place of the last build's, unless they are the same.
    func keep(_ outcomes: [ResizeImages.Outcome], of sources: [ResizeImages.Source]) {
        var current: [[UInt8]: Entry] = [:]
        for (source, outcome) in zip(sources, outcomes) {
            guard let hash = outcome.hash else { continue }
            var entry = outcome.entry
            if case .shown(let width, let height, let copies) = entry {
                let prefix = ResizeImages.copyPrefix(of: source.path)
                entry = .shown(
                    width: width, height: height,
                    copies: copies.map {
                        PageImages.Copy(path: String($0.path.dropFirst(prefix.count)), width: $0.width)
                    })
            }
            current[hash] = Entry(entry: entry, problem: outcome.problem, metadata: outcome.metadata)
        }
        guard current != entries else { return }
        // In the order of the hashes: the same images give the same file.
        let stored = Stored(
            key: key,
            images: current.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map {
                Stored.Image(hash: Data($0.key), kept: $0.value)
            })
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        guard let bytes = try? encoder.encode(stored) else { return }
        output.keep(as: Self.fileName) { write in
            bytes.withUnsafeBytes(write)
            return true
        }
    }

    /// The kept file, a binary property list: the key it was made under, then each image's hash and outcome.
    private struct Stored: Codable {
        struct Image: Codable {
            let hash: Data
            let kept: Entry
        }
        let key: UInt64
        let images: [Image]
    }

    /// The entries of a kept file made under `key`, read whole; `nil` otherwise.
    private static func entries(of bytes: [UInt8], key: UInt64) -> [[UInt8]: Entry]? {
        guard let stored = try? PropertyListDecoder().decode(Stored.self, from: Data(bytes)), stored.key == key else {
            return nil
        }
        return Dictionary(stored.images.map { (Array($0.hash), $0.kept) }) { first, _ in first }
    }
}
