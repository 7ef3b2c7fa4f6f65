/// A remote image stored in the cache.
public struct CachedImage: Sendable, Hashable {
    /// The file's path relative to the cache folder: `images/<16 hex digits>.<ext>`.
    public var cachePath: String
    /// The media type the server sent, such as `image/jpeg`.
    public var contentType: String
    /// The file's size in bytes.
    public var byteCount: Int

    /// Creates a cached image.
    public init(cachePath: String, contentType: String, byteCount: Int) {
        self.cachePath = cachePath
        self.contentType = contentType
        self.byteCount = byteCount
    }
}
