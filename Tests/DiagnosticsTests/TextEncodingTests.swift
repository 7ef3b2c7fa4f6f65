import Testing

@testable import Diagnostics

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

    @Test func bytesAreTwoLowerCaseDigitsEach() {
        #expect(HexText.lowercase([0x00, 0x0f, 0xa0, 0xff]) == "000fa0ff")
        #expect(HexText.lowercase([UInt8]()) == "")
    }
}
