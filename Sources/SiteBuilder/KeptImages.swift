import ContentLoading
import ImageResizing
import SiteOutput

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
    struct Entry: Sendable, Hashable {
        let entry: PageImages.Entry
        let problem: ImageProblem?
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
        state.add("itineshary kept images 1")
        state.add(PageInputs.executableIdentity)
        state.add(output.storeIdentity)
        state.add(library)
        for width in ResizeImages.widths { state.add(UInt64(width)) }
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
            return ResizeImages.Outcome(entry: kept.entry, files: [], problem: kept.problem, hash: hash)
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
            entry: .shown(width: width, height: height, copies: placed), files: [], problem: nil, hash: hash)
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
            current[hash] = Entry(entry: entry, problem: outcome.problem)
        }
        guard current != entries else { return }
        var writer = RecordWriter()
        writer.write(key)
        writer.write(current.count)
        // In the order of the hashes: the same images give the same file.
        for (hash, entry) in current.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
            writer.append(contentsOf: hash)
            Self.write(entry, to: &writer)
        }
        output.keep(as: Self.fileName) { write in
            writer.bytes.withUnsafeBytes(write)
            return true
        }
    }

    private static func write(_ kept: Entry, to writer: inout RecordWriter) {
        switch kept.entry {
        case .omitted:
            writer.write(0)
        case .shown(let width, let height, let copies):
            writer.write(1)
            writer.write(width ?? -1)
            writer.write(height ?? -1)
            writer.write(copies.count)
            for copy in copies {
                writer.write(copy.width)
                writer.write(copy.path)
            }
        }
        switch kept.problem {
        case nil: writer.write(0)
        case .unreadable(let why):
            writer.write(1)
            writer.write(why)
        case .tooLarge(let width, let height):
            writer.write(2)
            writer.write(width)
            writer.write(height)
        case .tooManyScans(let scans):
            writer.write(3)
            writer.write(scans)
        case .decodedWholeTooLarge(let bytes, let format):
            writer.write(4)
            writer.write(bytes)
            writer.write(format)
        }
    }

    /// The entries of a kept file made under `key`, read whole; `nil` otherwise.
    private static func entries(of bytes: [UInt8], key: UInt64) -> [[UInt8]: Entry]? {
        bytes.withUnsafeBytes { buffer -> [[UInt8]: Entry]? in
            var reader = RecordReader(buffer)
            do throws(RecordReader.Malformed) {
                guard try reader.read() == key else { return nil }
                var entries: [[UInt8]: Entry] = [:]
                for _ in 0..<(try reader.readCount()) {
                    let hash = Array(try reader.bytes(32))
                    guard let entry = try read(&reader) else { return nil }
                    entries[hash] = entry
                }
                return reader.remaining == 0 ? entries : nil
            } catch {
                return nil
            }
        }
    }

    /// The entry `write(_:to:)` wrote; `nil` for one of a kind it does not write.
    private static func read(_ reader: inout RecordReader) throws(RecordReader.Malformed) -> Entry? {
        let entry: PageImages.Entry
        switch try reader.read() as Int {
        case 0: entry = .omitted
        case 1:
            let width: Int = try reader.read()
            let height: Int = try reader.read()
            var copies: [PageImages.Copy] = []
            for _ in 0..<(try reader.readCount()) {
                let copyWidth: Int = try reader.read()
                copies.append(PageImages.Copy(path: try reader.read(), width: copyWidth))
            }
            entry = .shown(width: width < 0 ? nil : width, height: height < 0 ? nil : height, copies: copies)
        default: return nil
        }
        let problem: ImageProblem?
        switch try reader.read() as Int {
        case 0: problem = nil
        case 1: problem = .unreadable(try reader.read())
        case 2: problem = .tooLarge(width: try reader.read(), height: try reader.read())
        case 3: problem = .tooManyScans(try reader.read())
        case 4: problem = .decodedWholeTooLarge(bytes: try reader.read(), format: try reader.read())
        default: return nil
        }
        return Entry(entry: entry, problem: problem)
    }
}
