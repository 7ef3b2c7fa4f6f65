import TravelModel

/// A city's IATA code for several airports (`LON`: LCY, LGW, LHR, LTN, STN), which content may write where one
/// airport's code belongs.
public struct MetropolitanArea: Sendable, Hashable {
    /// The city's code: `LON`.
    public let code: String
    /// The city: `London`.
    public let city: String
    /// The ISO 3166-1 alpha-2 code of its country.
    public let countryCode: String
    /// Its airports' codes, in code order.
    public let airports: [String]
}

/// The metropolitan codes of `metro-codes.tsv`, by code; none when the file cannot be read (a code is then
/// only an unknown airport).
final class MetropolitanAreaTable: Sendable {
    let byCode: [String: MetropolitanArea]

    init(source: GazetteerSource) {
        var byCode: [String: MetropolitanArea] = [:]
        if let bytes = try? source.bytes(of: "metro-codes.tsv") {
            TabSeparatedFile(bytes: bytes).forEachRow { row in
                let area = MetropolitanArea(
                    code: row.string(0), city: row.string(1), countryCode: row.string(2),
                    airports: row.list(3, separator: UInt8(ascii: ",")))
                byCode[area.code] = area
            }
        }
        self.byCode = byCode
    }
}

extension Gazetteer {
    /// The metropolitan area whose IATA code is `code`, in any case: `LON`, `rom`; `nil` for any other code.
    public func metropolitanArea(code: String) -> MetropolitanArea? {
        metropolitanAreaTable.value.byCode[code.trimmingWhitespace.uppercased()]
    }
}
