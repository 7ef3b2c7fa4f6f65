/// A coding key for any member name, for objects whose members are data (Open-Meteo's daily variables).
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// A value that may have the wrong type in an answer, read as missing rather than failing the whole answer.
struct Lenient<Wrapped: Decodable>: Decodable {
    var value: Wrapped?

    init(from decoder: any Decoder) throws {
        value = try? decoder.singleValueContainer().decode(Wrapped.self)
    }
}
