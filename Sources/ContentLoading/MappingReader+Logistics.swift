import TravelModel

extension MappingReader {
    /// A date written `YYYY-MM-DD`, or a date and a 24-hour time written `YYYY-MM-DD HH:MM`
    /// (`check_in: 2027-04-09 15:00`).
    func dateWithOptionalTime(_ key: String, required: Bool = false) -> (LocalDate, LocalTime?, YAMLNode)? {
        guard let node = required ? self.required(key) : value(key) else { return nil }
        if let text = node.scalar {
            if let date = LocalDate(parsing: text) { return (date, nil, node) }
            if let value = LocalDateTime(parsing: text) { return (value.date, value.time, node) }
            if let missing = Self.missingDay(text) {
                report.error("'\(key)' is \(missing)", at: node)
                return nil
            }
        }
        report.error(
            "'\(key)' must be a date written YYYY-MM-DD, or a date and time written YYYY-MM-DD HH:MM, such as 2027-04-09 15:00, not \(node.kindDescription)",
            at: node)
        return nil
    }

    /// A phone number: digits, spaces and `+ - . ( ) /`, with 3 to 20 digits.
    func phone(_ key: String) -> PhoneNumber? {
        guard let node = value(key), let text = text(key) else { return nil }
        guard let phone = PhoneNumber(parsing: text) else {
            report.error(
                "'\(key)' must be a phone number of digits, spaces and + - . ( ), such as +351 21 362 0034, not '\(text)'",
                at: node)
            return nil
        }
        return phone
    }

    /// An email address: `desk@example.com`.
    func email(_ key: String) -> EmailAddress? {
        guard let node = value(key), let text = text(key) else { return nil }
        guard let email = EmailAddress(parsing: text) else {
            report.error("'\(key)' must be an email address such as desk@example.com, not '\(text)'", at: node)
            return nil
        }
        return email
    }
}
