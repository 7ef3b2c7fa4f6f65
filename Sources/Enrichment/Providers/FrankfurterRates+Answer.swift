import Foundation

extension FrankfurterRates {
    /// Frankfurter's answer: `{"amount": 1.0, "base": "EUR", "date": "2027-04-08", "rates": {"USD": 1.0842}}`.
    /// `JSONDecoder` reads a `Decimal` from the number's digits, with no binary floating point in between.
    /// Members of the wrong type count as missing, so the warning names what is not there.
    struct Answer: Decodable {
        var date: Lenient<String>?
        var rates: Lenient<[String: Lenient<Decimal>]>?
    }

    /// The rate kept: the base, the date Frankfurter answered for, and the one rate asked for.
    public struct Record: CacheRecord, Hashable {
        /// The currency converted from.
        public var base: String
        /// The business day the rate is of, which may precede the date asked for.
        public var date: String
        /// The rate, by currency.
        public var rates: [String: Decimal]

        /// The record as the cache file holds it.
        public var json: JSONValue {
            .object([
                "base": .string(base), "date": .string(date), "rates": .object(rates.mapValues(JSONValue.decimal)),
            ])
        }
    }
}
