/// One entry of the search index.
package struct SearchEntry: Sendable {
    /// What an entry is; its number is the one shards hold.
    package enum Kind: Int, Sendable {
        case trip, city, recommendation
    }

    package let title: String
    package let kind: Kind
    /// The page's folder, from the output root: `trips/lisbon/`.
    package let folder: String
    /// The line shown under the title: indexed as the title's words are, ranked below them.
    package let text: String
    /// Words not shown that find the entry as its line's do (a city's alternate names, a place's tags).
    package let keywords: String
    /// The rest of the page's words, ranked below the others: a trip's notes, its days' titles, visits and
    /// stays; a recommendation's text. Of Markdown, only the text its page shows.
    package var body: String = ""

    package init(title: String, kind: Kind, folder: String, text: String, keywords: String, body: String = "") {
        self.title = title
        self.kind = kind
        self.folder = folder
        self.text = text
        self.keywords = keywords
        self.body = body
    }
}
