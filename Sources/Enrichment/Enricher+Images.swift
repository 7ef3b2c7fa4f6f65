import Foundation

extension Enricher {
    /// The image types a site can serve, with the extension each is stored under.
    static let imageTypes: [String: String] = [
        "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "image/gif": "gif", "image/avif": "avif",
    ]

    /// Downloads a remote image into the cache, so the site serves its own copy. Never expires.
    ///
    /// Stored as `images/<first 16 hex digits of the SHA-256 of the URL>.<ext>` beside a JSON sidecar of the
    /// same name; at most 10 MiB, and only JPEG, PNG, WebP, GIF or AVIF.
    public func image(url text: String) async -> Lookup<CachedImage> {
        let name = "image \(text)"
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            url.host != nil
        else {
            return Lookup(
                value: nil, warning: .warning("\(name): not an http or https URL", at: nil), fromNetwork: false,
                attribution: nil)
        }
        let stem = String(Digest.sha256Hex(Array(text.utf8)).prefix(16))
        let licence = "Image from \(url.host ?? text); see its source for the licence"
        let plan = Plan<CachedImage>(
            name: name, kind: "images", key: stem,
            maxAge: { _ in nil },
            fetch: { [self] in
                let accept = Self.imageTypes.keys.sorted().joined(separator: ", ")
                let response = await fetch(
                    url, acceptHeader: accept, maximumBytes: Self.maximumImageBytes,
                    accept: { Self.imageTypes[$0] != nil })
                switch response {
                case .failure(let failure):
                    return .failure(failure)
                case .success(let response):
                    let type = response.mediaType ?? ""
                    let file = "\(stem).\(Self.imageTypes[type] ?? "bin")"
                    if let problem = await cache.storeFile(response.body, at: "images/\(file)") {
                        return .failure(.network(problem))
                    }
                    let fields: [String: JSONValue] = [
                        "bytes": .integer(response.body.count), "contentType": .string(type), "file": .string(file),
                        "sha256": .string(Digest.sha256Hex(Array(response.body))),
                    ]
                    return .success(
                        entry(
                            request: .object(["url": .string(text)]), response: .object(fields),
                            source: "remote image", licence: licence))
                }
            },
            decode: { [cache] entry in
                guard let file = entry.response["file"]?.stringValue, CacheKey.isFileName(file),
                    let type = entry.response["contentType"]?.stringValue,
                    let bytes = entry.response["bytes"]?.numberToken.flatMap({ Int($0) }),
                    await cache.fileSize(at: "images/\(file)") == bytes
                else { return .failure(.malformed("the image file is missing or its size differs")) }
                return .success(CachedImage(cachePath: "images/\(file)", contentType: type, byteCount: bytes))
            })
        return await run(plan)
    }
}
