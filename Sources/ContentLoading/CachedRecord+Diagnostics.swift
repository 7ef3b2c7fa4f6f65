import Diagnostics
import Markdown

// What decoding a file reports beside its value, in record form: diagnostics, the body's links and the
// references checked once every file is read. Each type's writing and reading side by side.

extension Severity: CachedRecord {
    func write(to writer: inout RecordWriter) {
        switch self {
        case .error: writer.write(0)
        case .warning: writer.write(1)
        }
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        switch try reader.read() as Int {
        case 0: self = .error
        case 1: self = .warning
        default: throw RecordReader.Malformed()
        }
    }
}

extension SourceLocation: CachedRecord {
    func write(to writer: inout RecordWriter) {
        writer.write(file)
        writer.write(line)
        writer.write(column)
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        self.init(file: try reader.read(), line: try reader.read(), column: try reader.read())
    }
}

extension Diagnostic: CachedRecord {
    func write(to writer: inout RecordWriter) {
        writer.write(severity)
        writer.write(message)
        writer.write(location)
        writer.write(length)
        writer.write(note)
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        self.init(
            try reader.read(), try reader.read(), at: try reader.read(), length: try reader.read(),
            note: try reader.read())
    }
}

extension MarkdownLink: CachedRecord {
    func write(to writer: inout RecordWriter) {
        writer.write(destination)
        writer.write(line)
        writer.write(column)
        writer.write(isImage)
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        self.init(
            destination: try reader.read(), line: try reader.read(), column: try reader.read(),
            isImage: try reader.read())
    }
}

extension BodyLinks: CachedRecord {
    func write(to writer: inout RecordWriter) {
        writer.write(path)
        writer.write(firstLine)
        writer.write(links)
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        self.init(path: try reader.read(), firstLine: try reader.read(), links: try reader.read())
    }
}

extension PendingReference.Kind: CachedRecord {
    func write(to writer: inout RecordWriter) {
        switch self {
        case .recommendation: writer.write(0)
        }
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        switch try reader.read() as Int {
        case 0: self = .recommendation
        default: throw RecordReader.Malformed()
        }
    }
}

extension PendingReference: CachedRecord {
    func write(to writer: inout RecordWriter) {
        writer.write(kind)
        writer.write(slug)
        writer.write(location)
        writer.write(length)
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        self.init(
            kind: try reader.read(), slug: try reader.read(), location: try reader.read(), length: try reader.read())
    }
}
