/// The format of an image file, known from its bytes, never from its name: a browser draws a JPEG named `.gif` as
/// the JPEG it is, so a file is read, and its metadata removed, as what its bytes say, and a file whose bytes and
/// name disagree is not used at all.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
    case jpeg = "JPEG"
    case png = "PNG"
    case webp = "WebP"
    case gif = "GIF"
    case avif = "AVIF"
    case ico = "ICO"

    /// The format the bytes of `bytes` start as; `nil` when they are none of these.
    public init?(of bytes: some RandomAccessCollection<UInt8>) {
        let head = Array(bytes.prefix(64))
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + prefix.count && head[offset..<(offset + prefix.count)].elementsEqual(prefix)
        }
        if JPEGSegments.isJPEG(head) {
            self = .jpeg
        } else if starts(PNGMetadata.signature) {
            self = .png
        } else if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) {
            self = .webp
        } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            self = .gif
        } else if starts([0, 0, 1, 0]) {
            self = .ico
        } else if starts(Array("ftyp".utf8), at: 4),
            Self.brands(head).contains(where: { ["avif", "avis"].contains($0) })
        {
            self = .avif
        } else {
            return nil
        }
    }

    /// The format a file's extension names (`jpg`, `JPEG`, `png`…); `nil` for any other.
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "jpg", "jpeg": self = .jpeg
        case "png": self = .png
        case "webp": self = .webp
        case "gif": self = .gif
        case "avif": self = .avif
        case "ico": self = .ico
        default: return nil
        }
    }

    /// Why the image in `bytes`, named with `fileExtension`, is not to be used: its bytes are an image of another
    /// format than its name says. `nil` when they agree, when the name is not an image's, or when the bytes are no
    /// image this knows (which the reader of the file refuses in its own words).
    public static func mismatch(_ bytes: some RandomAccessCollection<UInt8>, fileExtension: String) -> ImageProblem? {
        guard let named = ImageFormat(fileExtension: fileExtension), let actual = ImageFormat(of: bytes),
            actual != named
        else { return nil }
        return .unreadable(
            "the file's bytes are \(actual.article) \(actual.rawValue) image, not the \(named.rawValue) image its name (.\(fileExtension)) says"
        )
    }

    private var article: String { self == .avif || self == .ico ? "an" : "a" }

    /// The brands an ISO base media file's `ftyp` box at the start of `head` names: its major brand and those it
    /// is compatible with.
    private static func brands(_ head: [UInt8]) -> [String] {
        guard head.count >= 12 else { return [] }
        let size = min(head.count, head[0..<4].reduce(0) { $0 << 8 | Int($1) })
        return stride(from: 8, to: size - 3, by: 4).filter { $0 != 12 }.map {
            String(decoding: head[$0..<($0 + 4)], as: UTF8.self)
        }
    }
}
