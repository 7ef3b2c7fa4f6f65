import Foundation

/// One of the gazetteer's tab-separated data files, read whole and cut into fields by scanning bytes,
/// so that no intermediate line strings are built.
struct TabSeparatedFile {
    /// The file's bytes.
    let bytes: TableBytes

    /// Wraps a file's bytes.
    init(bytes: TableBytes) {
        self.bytes = bytes
    }

    /// Calls `body` with the fields of each row, in file order; lines starting with `#` and empty
    /// lines are skipped.
    func forEachRow(_ body: (TabSeparatedRow) throws -> Void) rethrows {
        try withExtendedLifetime(bytes) {
            let buffer = bytes.buffer
            var row = TabSeparatedRow(buffer: buffer)
            var lineStart = 0
            let end = buffer.count
            while lineStart < end {
                var lineEnd = lineStart
                while lineEnd < end && buffer[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                if lineEnd > lineStart && buffer[lineStart] != UInt8(ascii: "#") {
                    row.fields.removeAll(keepingCapacity: true)
                    var fieldStart = lineStart
                    for index in lineStart..<lineEnd where buffer[index] == UInt8(ascii: "\t") {
                        row.fields.append(fieldStart..<index)
                        fieldStart = index + 1
                    }
                    row.fields.append(fieldStart..<lineEnd)
                    try body(row)
                }
                lineStart = lineEnd + 1
            }
        }
    }
}
