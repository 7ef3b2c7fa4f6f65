extension NominatimGeocoder {
    /// Nominatim's answer: an array of places, of which only the first (`limit=1`) is read.
    struct Answer: Decodable {
        var first: Place?

        init(from decoder: any Decoder) throws {
            guard var places = try? decoder.unkeyedContainer() else {
                throw LookupFailure.malformed("not an array of places")
            }
            first = places.isAtEnd ? nil : try places.decode(Place.self)
        }
    }

    /// A place; its `lat` and `lon` are strings.
    struct Place: Decodable {
        var lat: Degrees
        var lon: Degrees
        var displayName: String?

        enum CodingKeys: String, CodingKey {
            case lat, lon
            case displayName = "display_name"
        }

        init(from decoder: any Decoder) throws {
            let container = try? decoder.container(keyedBy: CodingKeys.self)
            guard let lat = try? container?.decode(Degrees.self, forKey: .lat),
                let lon = try? container?.decode(Degrees.self, forKey: .lon)
            else { throw LookupFailure.malformed("no lat and lon in the first place") }
            self.lat = lat
            self.lon = lon
            displayName = try? container?.decode(String.self, forKey: .displayName)
        }
    }

    /// Degrees as Nominatim writes them (`"38.7105"`) or, leniently, as a number; a string is kept as it is.
    public struct Degrees: Decodable, Sendable, Hashable {
        /// The text of the degrees.
        public var text: String
        /// Whether the answer gave a number rather than a string.
        public var isNumber: Bool

        /// The degrees, if the text is a number.
        public var value: Double? { Double(text) }

        /// Reads a string that is a number, or a number.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                (self.text, isNumber) = (text, false)
            } else {
                (text, isNumber) = ("\(try container.decode(Double.self))", true)
            }
            guard value != nil else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not degrees")
            }
        }

        /// As it was given.
        var json: JSONValue { isNumber ? .number(text) : .string(text) }
    }

    /// The first place found, or that there was none.
    public struct Record: CacheRecord, Hashable {
        /// Whether Nominatim found the address.
        public var found: Bool
        /// The latitude, when found.
        public var lat: Degrees?
        /// The longitude, when found.
        public var lon: Degrees?
        /// Nominatim's name for the place, when it gave one.
        public var displayName: String?

        enum CodingKeys: String, CodingKey {
            case found, lat, lon
            case displayName = "display_name"
        }

        /// The record as the cache file holds it.
        public var json: JSONValue {
            var members: [String: JSONValue] = ["found": .bool(found)]
            if let lat { members["lat"] = lat.json }
            if let lon { members["lon"] = lon.json }
            if let displayName { members["display_name"] = .string(displayName) }
            return .object(members)
        }

        init(found: Bool, lat: Degrees? = nil, lon: Degrees? = nil, displayName: String? = nil) {
            self.found = found
            self.lat = lat
            self.lon = lon
            self.displayName = displayName
        }
    }
}
