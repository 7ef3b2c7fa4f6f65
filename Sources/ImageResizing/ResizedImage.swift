/// A narrower copy of an image, encoded.
public struct ResizedImage: Sendable, Hashable {
    /// Its width in pixels.
    public let width: Int
    /// Its height in pixels.
    public let height: Int
    /// `jpg` or `png`.
    public let fileExtension: String
    /// The encoded file, without metadata.
    public let bytes: [UInt8]
}
