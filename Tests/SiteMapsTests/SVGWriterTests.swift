import Testing

@testable import SiteMaps

@Suite struct SVGWriterTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (-0.04, "0"), (12.0, "12"), (12.34, "12.3"), (12.35, "12.4"),
        (-4.56, "-4.6"), (639.96, "640"), (0.05, "0.1"), (Double.nan, "0"), (Double.infinity, "0"),
    ])
    func numbersHaveOneDecimalAtMost(value: Double, expected: String) {
        var writer = SVGWriter()
        writer.add(number: value)
        #expect(writer.text == expected)
    }

    @Test func aWriterWritesLinesIntegersAndEscapedText() {
        var writer = SVGWriter()
        writer.line()
        writer.add("<text x=\"")
        writer.add(number: -4.56)
        writer.add("\">")
        writer.add(escaped: "Café & <bar>")
        writer.add("</text>")
        writer.line()
        for integer in [0, 7, 10, 99, 100, 12_345, -3] {
            writer.add(integer: integer)
            writer.add(" ")
        }
        #expect(writer.text == "<text x=\"-4.6\">Café &amp; &lt;bar&gt;</text>\n0 7 10 99 100 12345 -3 ")
    }

    @Test(arguments: [
        ("Map of {places}", "{places}", "Lisboa, Évora", "Map of Lisboa, Évora"),
        ("{n} km · {n}", "{n}", "5", "5 km · 5"),
        ("Carte de Lyon", "{places}", "x", "Carte de Lyon"),
        ("{place", "{places}", "x", "{place"),
    ])
    func placeholdersAreFilledEverywhere(text: String, placeholder: String, value: String, expected: String) {
        #expect(text.filling(placeholder, with: value) == expected)
    }
}
