import Diagnostics

/// A content file's text, decoded from UTF-8, with the path diagnostics name it by.
struct SourceText {
    /// The path as the user would name it: the content folder they gave, joined with the file's relative path.
    let path: String
    /// The decoded text, without a leading byte-order mark.
    let text: String

    /// Decodes `bytes` as UTF-8, or returns a diagnostic at the first byte that is not UTF-8.
    static func decode(_ bytes: [UInt8], path: String) -> Result<SourceText, Diagnostic> {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        if let text = String(validating: body, as: UTF8.self) {
            return .success(SourceText(path: path, text: text))
        }
        if let invalid = firstInvalidByte(in: body) {
            let before = String(decoding: body[body.startIndex..<invalid], as: UTF8.self)
            let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            let column = before.split(separator: "\n", omittingEmptySubsequences: false).last.map(\.count) ?? 0
            let byte = String(body[invalid], radix: 16, uppercase: true)
            let location = SourceLocation(file: path, line: line, column: column + 1)
            return .failure(
                .error(
                    "invalid UTF-8: byte 0x\(byte.count == 1 ? "0" + byte : byte) does not begin a valid UTF-8 sequence",
                    at: location, note: "save the file as UTF-8; this byte suggests Latin-1 or Windows-1252"))
        }
        return .success(SourceText(path: path, text: String(decoding: body, as: UTF8.self)))
    }

    /// The index of the first byte that is not part of a well-formed UTF-8 sequence.
    static func firstInvalidByte(in bytes: ArraySlice<UInt8>) -> Int? {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let lead = bytes[index]
            let length: Int
            var lowerBound: UInt8 = 0x80
            var upperBound: UInt8 = 0xBF
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lowerBound = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                upperBound = 0x9F
            case 0xF0:
                length = 4
                lowerBound = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                upperBound = 0x8F
            default: return index
            }
            for offset in 1..<length {
                let position = index + offset
                guard position < bytes.endIndex else { return index }
                let byte = bytes[position]
                let range = offset == 1 ? lowerBound...upperBound : 0x80...0xBF
                guard range.contains(byte) else { return index }
            }
            index += length
        }
        return nil
    }

    /// The lines of the text, for quoting in diagnostics; made only for files that have diagnostics.
    var lines: [Substring] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            let line = Substring($0)
            return line.last == "\r" ? line.dropLast() : line
        }
    }
}
