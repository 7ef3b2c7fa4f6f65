/// Collects an iCalendar object's content lines, folded and ended with CRLF.
struct ICalendarWriter {
    /// The text so far.
    private(set) var text = ""

    /// Writes `name`, its already-formatted `parameters` (each `NAME=value`) and `value`, which the caller
    /// has escaped as its value type needs.
    mutating func line(_ name: String, parameters: [String] = [], value: String) {
        let head = ([name] + parameters).joined(separator: ";")
        text += ICalendarText.fold(head + ":" + value) + "\r\n"
    }

    /// Writes a TEXT property, escaping `value`.
    mutating func text(_ name: String, _ value: String) {
        line(name, value: ICalendarText.escape(value))
    }

    /// Opens a component.
    mutating func begin(_ component: String) { line("BEGIN", value: component) }

    /// Closes a component.
    mutating func end(_ component: String) { line("END", value: component) }
}
