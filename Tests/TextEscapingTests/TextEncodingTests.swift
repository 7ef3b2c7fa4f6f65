import Testing
import TextEscaping

/// The one XML escaping (sitemap, feed, maps) and the one hexadecimal writer.
@Suite struct TextEncodingTests {
    @Test func xmlSpecialCharactersAreEscapedTheWayHTMLReadsThemToo() {
        #expect(
            XMLText.escape(#"<a href="x">Tom & 'Jerry'</a>"#)
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
    }

    @Test func charactersXMLForbidsAreDroppedAndLineBreaksKept() {
        #expect(XMLText.escape("a\u{0}b\u{1B}c\td\ne\rf\u{FFFE}\u{FFFF}é") == "abc\td\ne\rfé")
    }

    /// Text with nothing to escape is copied whole; anything else is escaped a character at a time, the same
    /// wherever in the text it is.
    @Test func jsonStringsEscapeWhatJSONAndJavaScriptForbidAndNothingElse() {
        #expect(JSONText.quote("") == #""""#)
        #expect(JSONText.quote("Café 東京 · 12 € … 🌊") == #""Café 東京 · 12 € … 🌊""#)
        #expect(JSONText.quote("a\"b\\c") == #""a\"b\\c""#)
        #expect(JSONText.quote("line\nbreak\r\ttab\u{1}\u{1F}\u{7F}") == #""line\nbreak\r\ttab\u0001\u001f\#u{7F}""#)
        #expect(JSONText.quote("a\u{2028}b\u{2029}c\u{2027}") == #""a\u2028b\u2029c\#u{2027}""#)
        #expect(JSONText.quote("€\"") == #""€\"""#)
        #expect(JSONText.quote("end\u{2028}") == #""end\u2028""#)
    }

    @Test func bytesAreTwoLowerCaseDigitsEach() {
        #expect(HexText.lowercase([0x00, 0x0f, 0xa0, 0xff]) == "000fa0ff")
        #expect(HexText.lowercase([UInt8]()) == "")
    }
}
