import Synchronization
import Testing
import TravelModel

/// A body put on a shelf reads back as it was, and is the same value as the body held in memory.
@Suite struct MarkdownBodyTests {
    /// A shelf in memory that counts its reads, and can be told to refuse texts or fail to read them back.
    final class TestShelf: TextShelf {
        private let state = Mutex((texts: [String](), reads: 0))
        let refuses: Bool
        let losesTexts: Bool

        init(refuses: Bool = false, losesTexts: Bool = false) {
            self.refuses = refuses
            self.losesTexts = losesTexts
        }

        var reads: Int { state.withLock { $0.reads } }

        func put(_ text: String) -> Range<Int>? {
            guard !refuses else { return nil }
            return state.withLock {
                $0.texts.append(text)
                return $0.texts.count - 1..<$0.texts.count
            }
        }

        func text(at range: Range<Int>) -> String? {
            state.withLock {
                $0.reads += 1
                return losesTexts ? nil : $0.texts[range.lowerBound]
            }
        }
    }

    static let markdown = "Grilled *carabineiros*, café and 東京 notes.\n"

    @Test func aShelvedBodyReadsBackItsTextAndEqualsTheHeldOne() {
        let held = MarkdownBody(text: Self.markdown, firstLine: 7, images: [.asset("assets/photos/x.jpg")])
        let shelf = TestShelf()
        var shelved = held
        shelved.shelve(on: shelf)
        #expect(shelved.isShelved)
        #expect(!held.isShelved)
        #expect(shelved.text == Self.markdown)
        #expect(shelved == held)
        #expect(shelved.hashValue == held.hashValue)
        #expect(shelved.firstLine == 7)
        #expect(shelved.images == [.asset("assets/photos/x.jpg")])

        var other = MarkdownBody(text: "Something else.", firstLine: 7, images: [.asset("assets/photos/x.jpg")])
        other.shelve(on: shelf)
        #expect(shelved != other)
    }

    @Test func copiesOfOneShelvedBodyCompareWithoutReadingTheShelf() {
        let shelf = TestShelf()
        var body = MarkdownBody(text: Self.markdown, firstLine: 1)
        body.shelve(on: shelf)
        let copy = body
        #expect(body == copy)
        #expect(shelf.reads == 0)
    }

    @Test func aBodyStaysHeldWhenTheShelfRefusesIt() {
        var body = MarkdownBody(text: Self.markdown, firstLine: 1)
        body.shelve(on: TestShelf(refuses: true))
        #expect(!body.isShelved)
        #expect(body.text == Self.markdown)

        var empty = MarkdownBody(text: "", firstLine: 1)
        empty.shelve(on: TestShelf())
        #expect(!empty.isShelved)
        #expect(empty.text == "")
    }

    @Test func aShelfThatCannotBeReadGivesNoText() {
        var body = MarkdownBody(text: Self.markdown, firstLine: 1)
        body.shelve(on: TestShelf(losesTexts: true))
        #expect(body.text == nil)
        #expect(body != MarkdownBody(text: Self.markdown, firstLine: 1))
        // Lost texts are equal to none but themselves.
        #expect(body == body)
        var other = MarkdownBody(text: "Another text.", firstLine: 1)
        other.shelve(on: TestShelf(losesTexts: true))
        #expect(body != other)
    }
}
