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

    /// Whether a file name read from a sidecar is a plain name in its folder (a hand-edited sidecar could say
    /// `../x`).
    static func isFileName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\\") && !name.contains("..")
    }
}
