/// Makes the file names of cache entries.
///
/// A key is a slug of the request: lower-case ASCII letters and digits, with every other run of characters
/// turned into one `-`, except a `.` or `,` inside a number (`38.7139,-9.1334`). It never contains `/`,
/// never contains `..` and never starts with `.` or `-`, so no request, however odd, can name a file outside
/// its kind's folder.
enum CacheKey {
    /// The longest key; longer requests keep a prefix and a hash of the whole so they stay distinct.
    static let maximumLength = 120

    /// The key of a request made of `parts`, joined with `-`.
    static func make(_ parts: String...) -> String {
        let whole = parts.joined(separator: "-")
        return asciiKey(whole) ?? scalarKey(whole)
    }

    /// The key of any request, made scalar by scalar.
    static func scalarKey(_ whole: String) -> String {
        let scalars = Array(whole.lowercased().unicodeScalars)
        var key = String.UnicodeScalarView()
        var pendingHyphen = false
        var dropped = 0
        for (index, scalar) in scalars.enumerated() {
            let next = index + 1 < scalars.count ? scalars[index + 1] : " "
            let previousIsDigit = key.last.map { ("0"..."9").contains($0) } ?? false
            let keep: Bool
            switch scalar {
            case "a"..."z", "0"..."9": keep = true
            case ".": keep = previousIsDigit && ("0"..."9").contains(next)
            case ",": keep = previousIsDigit && (("0"..."9").contains(next) || next == "-")
            case "-": keep = key.last == "," && !pendingHyphen
            default: keep = false
            }
            if keep {
                if pendingHyphen, !key.isEmpty { key.append("-") }
                pendingHyphen = false
                key.append(scalar)
            } else {
                if scalar.value > 0x7F { dropped += 1 }
                pendingHyphen = true
            }
        }
        var text = String(key)
        if text.isEmpty || text.utf8.count > maximumLength || dropped * 2 > scalars.count {
            // Long requests, or mostly non-Latin ones (a Greek address), would collide; a hash keeps them apart.
            let digest = String(Digest.sha256Hex(Array(whole.utf8)).prefix(16))
            text = String(text.prefix(maximumLength - 17))
            while let last = text.unicodeScalars.last, !("a"..."z").contains(last), !("0"..."9").contains(last) {
                text.removeLast()
            }
            text += (text.isEmpty ? "" : "-") + digest
        }
        return text
    }

    /// The key of an ASCII request that needs no hash, made on bytes as `make` makes it on scalars; `nil` for
    /// any other request, which `make` keys the general way.
    static func asciiKey(_ whole: String) -> String? {
        var whole = whole
        return whole.withUTF8 { bytes -> String? in
            guard bytes.count <= 4 * maximumLength, bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
            var key: [UInt8] = []
            key.reserveCapacity(bytes.count)
            var pendingHyphen = false
            for index in bytes.indices {
                var byte = bytes[index]
                if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte += 32 }
                let next = index + 1 < bytes.count ? bytes[index + 1] : UInt8(ascii: " ")
                let previousIsDigit = key.last.map(isDigit) ?? false
                let keep: Bool
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): keep = true
                case UInt8(ascii: "."): keep = previousIsDigit && isDigit(next)
                case UInt8(ascii: ","): keep = previousIsDigit && (isDigit(next) || next == UInt8(ascii: "-"))
                case UInt8(ascii: "-"): keep = key.last == UInt8(ascii: ",") && !pendingHyphen
                default: keep = false
                }
                if keep {
                    if pendingHyphen, !key.isEmpty { key.append(UInt8(ascii: "-")) }
                    pendingHyphen = false
                    key.append(byte)
                } else {
                    pendingHyphen = true
                }
            }
            guard !key.isEmpty, key.count <= maximumLength else { return nil }
            return String(decoding: key, as: UTF8.self)
        }
    }
}
