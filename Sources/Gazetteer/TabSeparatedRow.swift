/// The fields of one row of a ``TabSeparatedFile``, as byte ranges decoded on demand.
struct TabSeparatedRow {
    /// The whole file.
    let buffer: UnsafeBufferPointer<UInt8>
    /// The byte range of each field.
    var fields: [Range<Int>] = []

    init(buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
        fields.reserveCapacity(16)
    }

    /// The number of fields.
    var count: Int { fields.count }

    /// The field at `index` as text; empty when the row is short.
    func string(_ index: Int) -> String {
        guard index < fields.count else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[fields[index]]), as: UTF8.self)
    }

    /// The field at `index` as a whole number; 0 when absent or malformed.
    func int(_ index: Int) -> Int {
        guard index < fields.count else { return 0 }
        var value = 0
        var negative = false
        for byte in buffer[fields[index]] {
            switch byte {
            case UInt8(ascii: "-"): negative = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value &* 10 &+ Int(byte - UInt8(ascii: "0"))
            default: return 0
            }
        }
        return negative ? -value : value
    }

    /// The field at `index` as a decimal number; 0 when absent or malformed.
    func double(_ index: Int) -> Double {
        Double(string(index)) ?? 0
    }

    /// The field at `index` split at `separator` (one byte); empty parts are left out.
    func list(_ index: Int, separator: UInt8) -> [String] {
        guard index < fields.count else { return [] }
        let range = fields[index]
        var parts: [String] = []
        var start = range.lowerBound
        for position in range where buffer[position] == separator {
            if position > start {
                parts.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<position]), as: UTF8.self))
            }
            start = position + 1
        }
        if range.upperBound > start {
            parts.append(
                String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<range.upperBound]), as: UTF8.self))
        }
        return parts
    }
}
