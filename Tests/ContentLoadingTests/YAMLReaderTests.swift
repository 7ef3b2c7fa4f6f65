import Diagnostics
import Testing

@testable import ContentLoading

/// The front matter checks that read bytes give what reading `Character`s and scalars gives.
@Suite struct YAMLReaderTests {
    @Test(arguments: [
        "a: 1\n\tb: 2", "a:\n  - x\n -\t- y", "a: 1\r\n\tb: 2", "a: 1\r\n b: 2\n\tc: 3", "a: \"\t\"\n \t", "é: 1\n\t",
        " \u{301}\tb", "-\u{301}\t", "🇵🇹: x\n  \t", "a\rb\n\t", "\t", "", "\n\n  \u{200D}\t", "a:\n- - -\tb",
    ])
    func findsTheSameIndentingTabAsCharactersDo(_ yaml: String) {
        let found = YAMLReader.firstIndentingTab(in: yaml)
        let expected = Self.characterIndentingTab(in: yaml)
        #expect(found?.line == expected?.line && found?.column == expected?.column)
    }

    /// Every text of up to six bytes from the ones that matter to indentation and line breaks, and a letter.
    @Test func findsTheSameIndentingTabAsCharactersDoInEveryShortText() {
        let pieces = [" ", "-", "\t", "\n", "\r", "a"]
        var texts = [""]
        var mismatches: [String] = []
        for _ in 1...6 {
            texts = texts.flatMap { text in pieces.map { text + $0 } }
            for yaml in texts {
                let found = YAMLReader.firstIndentingTab(in: yaml)
                let expected = Self.characterIndentingTab(in: yaml)
                if found?.line != expected?.line || found?.column != expected?.column {
                    mismatches.append(yaml.debugDescription)
                }
            }
        }
        #expect(mismatches.isEmpty)
    }

    @Test(arguments: [
        ("plain é 🇵🇹 ü\u{301}", nil), ("tab\tline\nreturn\r", nil), ("\u{A0}\u{BF}\u{C0}\u{100}", nil),
        ("bell\u{7}", "\\u{7}"), ("del\u{7F}", "\\u{7F}"), ("next line \u{85}", "\\u{85}"), ("c1 \u{9F}", "\\u{9F}"),
        ("\u{80}", "\\u{80}"), ("\u{1B}[31m", "\\u{1B}"),
    ] as [(String, String?)])
    func findsControlCharactersInScalars(_ text: String, _ escaped: String?) {
        let location = SourceLocation(file: "f.md", line: 2, column: 3)
        let root = YAMLNode(
            kind: .mapping([
                (
                    key: YAMLNode(kind: .scalar("k", quoted: false), location: location, length: 1),
                    value: YAMLNode(kind: .scalar(text, quoted: true), location: location, length: 4)
                )
            ]), location: location, length: 1)
        let diagnostic = YAMLReader.firstControlCharacter(in: root)
        #expect(
            diagnostic?.message
                == escaped.map {
                    "control character \($0) in a value; text may hold tabs and line breaks but no other control characters"
                })
    }

    /// The search as it was made on `Character`s, before it read bytes.
    static func characterIndentingTab(in yaml: String) -> (line: Int, column: Int)? {
        var line = 1
        var column = 1
        var inIndentation = true
        for character in yaml {
            if character == "\n" {
                line += 1
                column = 1
                inIndentation = true
                continue
            }
            if inIndentation {
                if character == "\t" { return (line, column) }
                if character != " " && character != "-" { inIndentation = false }
            }
            column += 1
        }
        return nil
    }
}

/// Front matter is read from libyaml's events in one pass that also keeps the limits; its errors, and which
/// of two comes first, are those of reading with Yams after a separate pass for the limits.
@Suite struct FrontMatterEventTests {
    static let recommendation = UntrustedContentTests.recommendation

    @Test(arguments: [
        (
            "address: *nope\nprice: [a\n",
            "Content/recommendations/hostile.md:6:10: error: malformed front matter: found undefined alias"
        ),
        (
            "extra: &a [1, *a]\n",
            "Content/recommendations/hostile.md:6:15: error: malformed front matter: found undefined alias"
        ),
        (
            "--- [a\n",
            "Content/recommendations/hostile.md:6:1: error: malformed front matter: but found another document (expected a single document in the stream on line 2)"
        ),
        (
            "--- " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "\n",
            "Content/recommendations/hostile.md:6:69: error: the front matter nests lists and mappings more than 64 deep"
        ),
        (
            "address: *nope\nx: " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "\n",
            "Content/recommendations/hostile.md:7:67: error: the front matter nests lists and mappings more than 64 deep"
        ),
        (
            "address: \"\\x01\"\nprice: [a\n",
            "Content/recommendations/hostile.md:8:1: error: malformed front matter: did not find expected ',' or ']' (while parsing a flow sequence on line 7)"
        ),
        (
            "address: &x \"\\x02\"\nprice: *x\n",
            "Content/recommendations/hostile.md:6:10: error: control character \\u{2} in a value; text may hold tabs and line breaks but no other control characters"
        ),
        (
            "address: a\u{7}b\n",
            "Content/recommendations/hostile.md:1:1: error: malformed front matter: control characters are not allowed"
        ),
    ])
    func errorsAndTheirOrder(_ extra: String, _ expected: String) async throws {
        let lines = try await UntrustedContentTests.diagnostics(frontMatter: Self.recommendation + extra)
        #expect(lines == [expected])
    }

    @Test func aliasesRepeatTheirAnchorsValue() async throws {
        let lines = try await UntrustedContentTests.diagnostics(
            frontMatter: "name: &n \"Café\"\ncity: Lisbon\ncountry: PT\nfeatures: &f [coffee]\naddress: *n\nprice: *f\n")
        // The repeated value is reported where it was written, at its anchor.
        #expect(lines == ["Content/recommendations/hostile.md:5:11: error: 'price' must be text, not a list"])
    }

    /// The first line longer than the limit, as found by counting every byte: the rule `longLine` keeps.
    static func referenceLongLine(in text: String) -> Int? {
        var line = 1
        var length = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") {
                line += 1
                length = 0
                continue
            }
            length += 1
            if length > ContentLimits.lineBytes { return line }
        }
        return nil
    }

    @Test func findsTheFirstLineOverTheLimitAsCountingEveryByteDoes() {
        let limit = ContentLimits.lineBytes
        let full = String(repeating: "x", count: limit)
        let over = full + "y"
        let texts = [
            "", "\n", "a\nb", full, over, "\n" + full, "\n" + over, full + "\n" + full, full + "\n" + over + "\n",
            over + "\r\n", full + "\r\n", String(repeating: "x", count: limit - 1) + "\r\n", "a\n\n" + over,
            full + "\n", "é" + String(repeating: "x", count: limit - 1), "\n\n\n" + full + "z\nshort",
        ]
        for text in texts {
            let found = ContentLimits.longLine(in: text, path: "f.md")
            #expect(found?.location?.line == Self.referenceLongLine(in: text), "\(text.utf8.count) bytes")
        }
    }
}
