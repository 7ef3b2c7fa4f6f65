import TravelModel

/// Other generators' ways of keeping a page unpublished (Hugo's `draft: true`, Jekyll's `published: false`),
/// which a trip says with `visibility`. Read as an unknown key, `draft: true` would publish the trip it was
/// meant to hold back, so each is an error at its key, naming the line to write instead.
extension TripDecoder {
    /// The keys, each with the value that asks to hold the trip back, what such a trip is called, and the
    /// visibilities that say it.
    static let foreignVisibility: [(key: String, holdsBackWhen: String, trip: String, instead: [Visibility])] = [
        ("draft", "true", "a draft", [.draft]),
        ("private", "true", "a private trip", [.private]),
        ("published", "false", "a trip left out of the site", [.draft, .private]),
        ("public", "false", "a trip left out of the site", [.draft, .private]),
        ("unlisted", "true", "an unlisted trip", [.unlisted]),
        ("hidden", "true", "a trip kept from the listings", [.unlisted, .private]),
    ]

    /// Whether `name`, a key a trip does not know, is reported here rather than warned about: one of
    /// ``foreignVisibility``, or `visibility` misspelt or in other letter case (`Visibility`, `visiblity`), which
    /// read as an unknown key would publish the trip its author meant to hold back.
    static func isForeignVisibilityKey(_ name: String) -> Bool {
        foreignVisibility.contains { $0.key == name } || isMisspeltVisibility(name)
    }

    private static func isMisspeltVisibility(_ name: String) -> Bool {
        !Suggestions.closest(to: name, in: ["visibility"], limit: 1).isEmpty
    }

    /// Reports each of ``foreignVisibility`` the trip holds: an error when it asks to hold the trip back (or
    /// its value is not a boolean), a warning when it says the trip is public, as it is without it.
    func checkForeignVisibility(_ fields: MappingReader) {
        for (name, key, value) in fields.foreign {
            guard let rule = Self.foreignVisibility.first(where: { $0.key == name }) else {
                if Self.isMisspeltVisibility(name) { reportMisspeltVisibility(name, key: key, value: value) }
                continue
            }
            let written = value.scalar?.lowercased()
            if let written, written == "true" || written == "false", written != rule.holdsBackWhen {
                report.warning(
                    "unknown key '\(name)' in a trip: trips are public unless 'visibility' says otherwise", at: key,
                    note: "remove this line; 'visibility: public' is the default")
                continue
            }
            let lines = rule.instead.map { "'visibility: \($0.rawValue)'" }
            report.error(
                "unknown key '\(name)' in a trip: \(rule.trip) is written " + lines.joined(separator: " or "),
                at: key, note: "replace this line with " + rule.instead.map(Self.explained).joined(separator: ", or "))
        }
    }

    /// `Visibility: private` or `visiblity: private`: an error naming the line to write, since the trip would
    /// otherwise be public.
    private func reportMisspeltVisibility(_ name: String, key: YAMLNode, value: YAMLNode) {
        let words = Visibility.allCases.map(\.rawValue)
        let written = value.scalar?.trimmed.lowercased() ?? ""
        let meant =
            Visibility(rawValue: written)
            ?? Suggestions.closest(to: written, in: words, limit: 1).first
            .flatMap(Visibility.init(rawValue:))
        let instead =
            meant.map { "replace this line with " + Self.explained($0) }
            ?? "replace this line with 'visibility:' and one of " + Suggestions.list(words, quoted: false)
        report.error(
            "unknown key '\(name)' in a trip; did you mean 'visibility'? Read as written, it would leave the trip public",
            at: key, note: instead)
    }

    private static func explained(_ visibility: Visibility) -> String {
        switch visibility {
        case .draft: return "'visibility: draft' (built only with --drafts; serve shows it)"
        case .private: return "'visibility: private' (never built; serve shows it)"
        case .unlisted: return "'visibility: unlisted' (built at an address with a token, listed nowhere)"
        case .public: return "'visibility: public'"
        }
    }
}
