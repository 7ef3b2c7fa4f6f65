/// An email address as written in content (`desk@example.com`), with the `mailto:` URI that writes to it.
public struct EmailAddress: Sendable, Hashable, CustomStringConvertible {
    /// The address as written.
    public var text: String

    /// Reads `local@domain.tld`: one `@`, a local part and a dotted domain of printable ASCII with no space
    /// and none of `<>()[]\,;:"`, which would need quoting; returns `nil` for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, text.utf8.count <= 254 else { return nil }
        let domainLabels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        guard domainLabels.count >= 2, domainLabels.allSatisfy({ !$0.isEmpty }) else { return nil }
        let forbidden = Set("<>()[]\\,;:\"%?#&/")
        guard text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }),
            !text.contains(where: forbidden.contains)
        else { return nil }
        self.text = text
    }

    /// `mailto:desk@example.com`.
    public var uri: String { "mailto:" + text }

    /// The address as written.
    public var description: String { text }
}
