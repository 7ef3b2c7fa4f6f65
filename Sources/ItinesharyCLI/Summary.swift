import Diagnostics

/// The one line every command ends with.
enum Summary {
    /// `check: 42 files, 0 errors, 1 warning in 0.08 s`.
    static func line(command: String, files: Int, diagnostics: [Diagnostic], elapsed: Duration) -> String {
        let errors = diagnostics.errorCount
        let warnings = diagnostics.warningCount
        return "\(command): \(plural(files, "file")), \(plural(errors, "error")), \(plural(warnings, "warning"))"
            + " in \(seconds(elapsed)) s"
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// Seconds with two decimals, without Foundation's locale-dependent formatting.
    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let hundredths = Int(seconds) * 100 + Int(attoseconds / 10_000_000_000_000_000)
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
