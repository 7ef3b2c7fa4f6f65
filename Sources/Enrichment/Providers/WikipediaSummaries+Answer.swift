extension WikipediaSummaries {
    /// The members of the page summary that are read (https://www.mediawiki.org/wiki/Specs/Summary).
    struct Answer: Decodable {
        var title: String?
        var extract: String?
        var thumbnail: Image?
        var originalImage: Image?
        var contentURLs: ContentURLs?

        enum CodingKeys: String, CodingKey {
            case title, extract, thumbnail
            case originalImage = "originalimage"
            case contentURLs = "content_urls"
        }
    }

    /// `thumbnail` and `originalimage`: optional, so a wrong one counts as none.
    struct Image: Decodable {
        var source: String?

        init(from decoder: any Decoder) throws {
            let container = try? decoder.container(keyedBy: AnyKey.self)
            source = try? container?.decode(String.self, forKey: AnyKey("source"))
        }
    }

    /// `content_urls`.
    struct ContentURLs: Decodable {
        var desktop: Desktop?
    }

    /// `content_urls.desktop`.
    struct Desktop: Decodable {
        var page: String?
    }

    /// The fields kept, under the answer's dotted member paths.
    public struct Record: CacheRecord, Hashable {
        /// The page title as Wikipedia normalised it.
        public var title: String
        /// The first sentences, plain text.
        public var extract: String
        /// The article's URL.
        public var page: String
        /// The thumbnail of the lead image.
        public var thumbnail: String?
        /// The lead image itself.
        public var original: String?

        enum CodingKeys: String, CodingKey {
            case title, extract
            case page = "content_urls.desktop.page"
            case thumbnail = "thumbnail.source"
            case original = "originalimage.source"
        }

        /// The record as the cache file holds it.
        public var json: JSONValue {
            var members: [String: JSONValue] = [
                "title": .string(title), "extract": .string(extract), "content_urls.desktop.page": .string(page),
            ]
            if let thumbnail { members["thumbnail.source"] = .string(thumbnail) }
            if let original { members["originalimage.source"] = .string(original) }
            return .object(members)
        }
    }
}
