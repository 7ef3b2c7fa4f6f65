import Foundation

/// Copies of remote images in the cache, so the site serves its own. Never expires.
///
/// Stored as `images/<first 16 hex digits of the SHA-256 of the URL>.<ext>` beside a JSON sidecar of the
/// same name; at most 10 MiB, and only JPEG, PNG, WebP, GIF or AVIF.
public struct RemoteImages: LookupProvider {
    /// The image types a site can serve, with the extension each is stored under.
    static let imageTypes: [String: String] = [
        "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "image/gif": "gif", "image/avif": "avif",
    ]

    /// Creates the provider.
    public init() {}

    /// Entries live in `images/`, beside the images.
    public var kind: String { "images" }

    /// `image https://example.org/photo.jpg`.
    public func name(of request: String) -> String { "image \(request)" }

    /// Only http and https URLs with a host.
    public func shortcut(for request: String) -> Shortcut<CachedImage>? {
        Self.url(request) == nil ? .invalid("not an http or https URL") : nil
    }

    /// The first 16 hex digits of the SHA-256 of the URL.
    public func key(for request: String) -> String { String(Digest.sha256Hex(Array(request.utf8)).prefix(16)) }

    /// Never.
    public func maxAge(of entry: CacheEntry<Record>, for request: String, in enricher: Enricher) -> TimeInterval? {
        nil
    }

    /// Downloads the image and stores it; the entry is its sidecar.
    public func fetch(_ request: String, in enricher: Enricher) async -> Result<CacheEntry<Record>, LookupFailure> {
        guard let url = Self.url(request) else { return .failure(.network("invalid URL for \(request)")) }
        let accept = Self.imageTypes.keys.sorted().joined(separator: ", ")
        let response = await enricher.fetch(
            url, acceptHeader: accept, maximumBytes: Enricher.maximumImageBytes, accept: { Self.imageTypes[$0] != nil })
        switch response {
        case .failure(let failure):
            return .failure(failure)
        case .success(let response):
            let type = response.mediaType ?? ""
            let file = "\(key(for: request)).\(Self.imageTypes[type] ?? "bin")"
            if let problem = await enricher.cache.storeFile(response.body, at: "images/\(file)") {
                return .failure(.network(problem))
            }
            let record = Record(
                bytes: response.body.count, contentType: type, file: file,
                sha256: Digest.sha256Hex(Array(response.body)))
            return .success(
                enricher.entry(
                    request: .object(["url": .string(request)]), response: record, source: "remote image",
                    attribution: attribution(for: request, record: record)))
        }
    }

    /// The image's host, whose terms the site's author has to know.
    public func attribution(for request: String, record: Record) -> Attribution {
        let host = Self.url(request)?.host ?? request
        return Attribution(
            name: host, licence: "see its source", url: request,
            text: "Image from \(host); see its source for the licence")
    }

    /// The image, if its file is there with the size the sidecar records.
    public func value(
        of entry: CacheEntry<Record>, for request: String, attribution: Attribution, in enricher: Enricher
    ) async -> Result<CachedImage, LookupFailure> {
        let record = entry.response
        // Only a raster type a download keeps, under the name a download gives it: the copy is published as
        // it is, and a type a browser runs as a document (SVG, HTML) would run its script on the site's origin.
        guard let fileExtension = Self.imageTypes[record.contentType] else {
            return .failure(.malformed("contentType \(record.contentType) is not an image type a download keeps"))
        }
        guard record.file == "\(key(for: request)).\(fileExtension)" else {
            return .failure(.malformed("file \(record.file) is not the name a download of this URL is stored under"))
        }
        guard await enricher.cache.fileSize(at: "images/\(record.file)") == record.bytes
        else { return .failure(.malformed("the image file is missing or its size differs")) }
        return .success(
            CachedImage(cachePath: "images/\(record.file)", contentType: record.contentType, byteCount: record.bytes))
    }

    /// The URL, if it is http or https with a host.
    static func url(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            url.host != nil
        else { return nil }
        return url
    }
}

extension RemoteImages {
    /// The sidecar of a stored image.
    public struct Record: CacheRecord, Hashable {
        /// The file's size.
        public var bytes: Int
        /// The media type the server sent.
        public var contentType: String
        /// The file's name in `images/`.
        public var file: String
        /// The SHA-256 of the file, hex.
        public var sha256: String

        /// The record as the sidecar holds it.
        public var json: JSONValue {
            .object([
                "bytes": .integer(bytes), "contentType": .string(contentType), "file": .string(file),
                "sha256": .string(sha256),
            ])
        }
    }
}
