/// Collects an iCalendar object's content lines, folded and ended with CRLF.
struct ICalendarWriter {
    /// The text so far.
    private(set) var text = ""

    /// Writes `name`, its already-formatted `parameters` (each `NAME=value`) and `value`, which the caller
    /// has escaped as its value type needs.
    mutating func line(_ name: String, parameters: [String] = [], value: String) {
        var line = name
        for parameter in parameters {
            line += ";"
            line += parameter
        }
        line += ":"
        line += value
        text += ICalendarText.fold(line)
        text += "\r\n"
    }

    /// Writes lines already folded and ended, such as a component made once and written in many calendars.
    mutating func lines(_ folded: String) { text += folded }

    /// Writes a TEXT property, escaping `value`.
    mutating func text(_ name: String, _ value: String) {
        line(name, value: ICalendarText.escape(value))
    }

    /// Opens a component.
    mutating func begin(_ component: String) { line("BEGIN", value: component) }

    /// Closes a component.
    mutating func end(_ component: String) { line("END", value: component) }
}
