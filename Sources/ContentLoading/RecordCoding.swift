import Synchronization
import TravelModel

/// A value kept in the decoded-content cache (``DecodedContentStore``): written field by field in a compact
/// binary form and read back in the same order. The form is private to one executable: the store is keyed by
/// the executable's identity, so a record never has to be read by a build that did not write it.
protocol CachedRecord {
    /// Appends the value's fields to `writer`.
    func write(to writer: inout RecordWriter)
    /// Reads the fields `write(to:)` wrote, in the same order.
    init(from reader: inout RecordReader) throws(RecordReader.Malformed)
}

/// Builds a record's bytes.
package struct RecordWriter {
    package private(set) var bytes: [UInt8] = []
    /// Whether every value was written whole: `false` once one could not be (`abandon()`), and the record is
    /// not to be kept.
    package private(set) var isWhole = true
    /// Where cities are written, once each, when records share a table of them; `nil` writes each city whole.
    let cities: CityRecords?

    init(cities: CityRecords?) { self.cities = cities }

    /// A writer of records that refer to no table of cities.
    package init() { self.cities = nil }

    /// Marks the record as not whole: a value in it could not be read to be written.
    mutating func abandon() { isWhole = false }

    /// A signed integer, zigzag then LEB128: small numbers of either sign take one byte.
    package mutating func write(_ value: Int) {
        var rest = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// Eight bytes, little-endian.
    package mutating func write(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ value: Double) { write(value.bitPattern) }

    /// The UTF-8 length, then the bytes.
    package mutating func write(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            write(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func write<Record: CachedRecord>(_ value: Record) { value.write(to: &self) }

    /// Raw bytes already in record form (a record written elsewhere).
    package mutating func append(contentsOf raw: some Collection<UInt8>) { bytes.append(contentsOf: raw) }
}

/// Reads a record's bytes back, checking every length against what is left: a damaged or truncated store
/// gives `Malformed`, never a crash or an allocation larger than the store.
package struct RecordReader: ~Copyable {
    /// The bytes do not hold what was asked for: the store is damaged, and is not used.
    package struct Malformed: Error {}

    private let base: UnsafeRawBufferPointer
    private(set) var offset: Int
    /// The cities the records refer to by number, when they were written with a table of them.
    let cities: [City]?

    /// Reads `bytes`, which must outlive the reader, from `offset`; records refer to `cities` by number.
    package init(_ bytes: UnsafeRawBufferPointer, from offset: Int = 0, cities: [City]? = nil) {
        self.base = bytes
        self.offset = offset
        self.cities = cities
    }

    /// How many bytes are left.
    package var remaining: Int { base.count - offset }

    package mutating func read() throws(Malformed) -> Int {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < base.count, shift < 64 else { throw Malformed() }
            let byte = base[offset]
            offset += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        return Int(Int64(bitPattern: result >> 1) ^ -Int64(bitPattern: result & 1))
    }

    /// A count of things that each take at least one byte: never more than what is left.
    package mutating func readCount() throws(Malformed) -> Int {
        let count: Int = try read()
        guard count >= 0, count <= remaining else { throw Malformed() }
        return count
    }

    mutating func read() throws(Malformed) -> Bool {
        guard offset < base.count else { throw Malformed() }
        defer { offset += 1 }
        switch base[offset] {
        case 0: return false
        case 1: return true
        default: throw Malformed()
        }
    }

    package mutating func read() throws(Malformed) -> UInt64 {
        guard remaining >= 8 else { throw Malformed() }
        defer { offset += 8 }
        return UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    mutating func read() throws(Malformed) -> Double { Double(bitPattern: try read()) }

    package mutating func read() throws(Malformed) -> String {
        let count = try readCount()
        defer { offset += count }
        return String(decoding: UnsafeRawBufferPointer(rebasing: base[offset..<offset + count]), as: UTF8.self)
    }

    mutating func read<Record: CachedRecord>() throws(Malformed) -> Record { try Record(from: &self) }

    /// The next `count` bytes, as they are.
    package mutating func bytes(_ count: Int) throws(Malformed) -> UnsafeRawBufferPointer {
        guard count >= 0, count <= remaining else { throw Malformed() }
        defer { offset += count }
        return UnsafeRawBufferPointer(rebasing: base[offset..<offset + count])
    }
}

extension Int: CachedRecord {
    func write(to writer: inout RecordWriter) { writer.write(self) }
    init(from reader: inout RecordReader) throws(RecordReader.Malformed) { self = try reader.read() }
}

extension Bool: CachedRecord {
    func write(to writer: inout RecordWriter) { writer.write(self) }
    init(from reader: inout RecordReader) throws(RecordReader.Malformed) { self = try reader.read() }
}

extension Double: CachedRecord {
    func write(to writer: inout RecordWriter) { writer.write(self) }
    init(from reader: inout RecordReader) throws(RecordReader.Malformed) { self = try reader.read() }
}

extension String: CachedRecord {
    func write(to writer: inout RecordWriter) { writer.write(self) }
    init(from reader: inout RecordReader) throws(RecordReader.Malformed) { self = try reader.read() }
}

extension Optional: CachedRecord where Wrapped: CachedRecord {
    func write(to writer: inout RecordWriter) {
        switch self {
        case .none:
            writer.write(false)
        case .some(let value):
            writer.write(true)
            value.write(to: &writer)
        }
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        let present: Bool = try reader.read()
        self = present ? .some(try Wrapped(from: &reader)) : .none
    }
}

extension Array: CachedRecord where Element: CachedRecord {
    func write(to writer: inout RecordWriter) {
        writer.write(count)
        for element in self { element.write(to: &writer) }
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        let count = try reader.readCount()
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count { elements.append(try Element(from: &reader)) }
        self = elements
    }
}

/// The cities of many records, each written once: a gazetteer city carries every alternate name it has, which
/// would otherwise be written again with each of the thousands of places in it. Numbers only grow, so a record
/// written against an earlier table still reads against a later one.
final class CityRecords: Sendable {
    private let table: Mutex<(cities: [City], numbers: [City: Int])>

    /// A table that starts with `cities`.
    init(_ cities: [City] = []) {
        var numbers: [City: Int] = [:]
        for (number, city) in cities.enumerated() where numbers[city] == nil { numbers[city] = number }
        table = Mutex((cities, numbers))
    }

    /// The number of `city`, added when new.
    func number(of city: City) -> Int {
        table.withLock { table in
            if let number = table.numbers[city] { return number }
            table.cities.append(city)
            table.numbers[city] = table.cities.count - 1
            return table.cities.count - 1
        }
    }

    /// Every city, by number.
    var cities: [City] { table.withLock { $0.cities } }
}
