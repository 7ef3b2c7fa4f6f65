import Foundation

/// A scale bar: the longest round distance (1, 2 or 5 times a power of ten) that fits in
/// ``maximumLength`` `viewBox` units at the map's middle latitude.
struct MapScaleBar: Hashable {
    static let maximumLength = 100.0

    /// The distance the bar stands for, in metres.
    var metres: Double
    /// The bar's length in `viewBox` units.
    var length: Double

    init(kilometresPerUnit: Double) {
        let most = Self.maximumLength * kilometresPerUnit * 1000
        var magnitude = pow(10, (log10(max(most, 1))).rounded(.down))
        var best = magnitude
        for factor in [5.0, 2.0, 1.0] where factor * magnitude <= most {
            best = factor * magnitude
            break
        }
        if best > most {
            magnitude /= 10
            best = magnitude
        }
        metres = best
        length = best / 1000 / kilometresPerUnit
    }

    /// The bar's label: whole kilometres from 1 km, metres below.
    func label(_ words: MapWords) -> String {
        metres >= 1000
            ? words.kilometres.filling("{n}", with: String(Int((metres / 1000).rounded())))
            : words.metres.filling("{n}", with: String(Int(metres.rounded())))
    }
}

/// The words a map shows, from the theme's strings: each has `{n}` where the number goes.
public struct MapWords: Sendable, Hashable {
    /// A distance in kilometres, such as "{n} km".
    public var kilometres: String
    /// A distance in metres, such as "{n} m".
    public var metres: String
    /// The map's description for screen readers when it is given none, with `{places}` where the places' names
    /// go, such as "Map of {places}."
    public var description: String

    /// Creates the words.
    public init(kilometres: String, metres: String, description: String) {
        self.kilometres = kilometres
        self.metres = metres
        self.description = description
    }

    /// English, for tests and callers without a theme.
    public static let english = MapWords(kilometres: "{n} km", metres: "{n} m", description: "Map of {places}.")
}
