/// What an image's header says.
public struct ImageInfo: Sendable, Hashable {
    /// The width in pixels, as the image is shown (upright).
    public let width: Int
    /// The height in pixels, as the image is shown.
    public let height: Int
    /// Whether narrower copies are made of it: JPEG, PNG and WebP; other formats are used as they are.
    public let isResizable: Bool
    /// Whether it has transparency, kept by making its copies PNG.
    public let hasAlpha: Bool
    /// When and where it was taken, from its EXIF; `nil` when it says neither.
    public let metadata: PhotoMetadata?

    /// Creates an image's description.
    public init(width: Int, height: Int, isResizable: Bool, hasAlpha: Bool, metadata: PhotoMetadata? = nil) {
        self.width = width
        self.height = height
        self.isResizable = isResizable
        self.hasAlpha = hasAlpha
        self.metadata = metadata
    }
}
