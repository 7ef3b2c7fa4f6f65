/// Why an image has no copies.
public enum ImageProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes are not an image libvips reads, or its pixels cannot be decoded.
    case unreadable(String)
    /// More pixels than `ImageResizer.pixelLimit`.
    case tooLarge(width: Int, height: Int)

    public var description: String {
        switch self {
        case .unreadable(let why): return why
        case .tooLarge(let width, let height):
            let megapixels = (Double(width) * Double(height) / 1_000_000).rounded()
            return
                "the image is \(width) × \(height) pixels (\(Int(megapixels)) megapixels), over the limit of \(ImageResizer.pixelLimit / 1_000_000) megapixels"
        }
    }
}
