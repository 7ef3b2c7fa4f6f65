/// Collects an iCalendar object's content lines, folded and ended with CRLF, as UTF-8 bytes: a trip's calendar
/// is hundreds of short lines, which joined as strings would each be checked for where its characters begin
/// and end.
struct ICalendarWriter {
    /// The lines so far.
    private(set) var bytes: [UInt8] = []
    /// The line being written, folded into `bytes` when it is done.
    private var line: [UInt8] = []

    /// The lines so far, as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes `name`, its already-formatted `parameters` (each `NAME=value`) and `value`, which the caller
    /// has escaped as its value type needs.
    mutating func line(_ name: String, parameters: [String] = [], value: String) {
        line.removeAll(keepingCapacity: true)
        line.append(contentsOf: name.utf8)
        for parameter in parameters {
            line.append(UInt8(ascii: ";"))
            line.append(contentsOf: parameter.utf8)
        }
        line.append(UInt8(ascii: ":"))
        line.append(contentsOf: value.utf8)
        ICalendarText.fold(line, into: &bytes)
        bytes.append(contentsOf: [UInt8(ascii: "\r"), UInt8(ascii: "\n")])
    }

    /// Writes lines already folded and ended, such as a component made once and written in many calendars.
    mutating func lines(_ folded: String) { bytes.append(contentsOf: folded.utf8) }

    /// Writes a TEXT property, escaping `value`.
    mutating func text(_ name: String, _ value: String) {
        line(name, value: ICalendarText.escape(value))
    }

    /// Opens a component.
    mutating func begin(_ component: String) { line("BEGIN", value: component) }

    /// Closes a component.
    mutating func end(_ component: String) { line("END", value: component) }
}
