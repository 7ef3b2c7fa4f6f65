/// Why an image has no copies.
public enum ImageProblem: Error, Sendable, Hashable, CustomStringConvertible, Codable {
    /// The bytes are not an image libvips reads, or its pixels cannot be decoded.
    case unreadable(String)
    /// More pixels than `ImageResizer.pixelLimit`.
    case tooLarge(width: Int, height: Int)
    /// A JPEG whose pixels come in more scans than `ImageResizer.scanLimit`: each scan is another pass over the
    /// whole image.
    case tooManyScans(Int)
    /// An image that is decoded whole, `format` (an interlaced PNG, a progressive JPEG), into more bytes of memory
    /// than `ImageResizer.memoryLimit`.
    case decodedWholeTooLarge(bytes: Int, format: String)

    public var description: String {
        switch self {
        case .unreadable(let why): return why
        case .tooLarge(let width, let height):
            let megapixels = (Double(width) * Double(height) / 1_000_000).rounded()
            return
                "the image is \(width) × \(height) pixels (\(Int(megapixels)) megapixels), over the limit of \(ImageResizer.pixelLimit / 1_000_000) megapixels"
        case .tooManyScans(let scans):
            return "the image is a JPEG in \(scans) scans, over the limit of \(ImageResizer.scanLimit) scans"
        case .decodedWholeTooLarge(let bytes, let format):
            let mebibytes = bytes / (1 << 20) + (bytes % (1 << 20) == 0 ? 0 : 1)
            return
                "the image takes \(mebibytes) MiB to decode (\(format) is decoded whole, not a few rows at a time), over the limit of \(ImageResizer.memoryLimit >> 20) MiB"
        }
    }
}
