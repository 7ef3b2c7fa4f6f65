/// Where in an HTML document a position is, as far as escaping cares: the state of a small HTML
/// tokenizer fed with the template's literal text at compile time.
///
/// The compiler feeds every piece of static text through ``consume(_:)`` and asks, at each
/// interpolation, whether a value can be escaped safely there and how. Only the states the
/// decision needs are told apart; it is not a validating parser.
struct HTMLContext: Sendable, Hashable {
    /// The tokenizer's state.
    enum State: Sendable, Hashable {
        /// Between tags.
        case text
        /// Just after `<`.
        case tagOpen
        /// Reading a start tag's name.
        case tagName
        /// Inside an end tag (`</…>`).
        case endTag
        /// Inside a start tag, between attributes.
        case beforeAttributeName
        /// Reading an attribute name.
        case attributeName
        /// After an attribute name, before `=` or the next attribute.
        case afterAttributeName
        /// After `=`, before the value.
        case beforeAttributeValue
        /// Inside an attribute value quoted with this character (`"` or `'`).
        case quotedValue(Character)
        /// Inside an attribute value without quotes.
        case unquotedValue
        /// After `/` in a start tag.
        case selfClosing
        /// After `<!`, counting the dashes of a possible `<!--`.
        case markupDeclaration(dashes: Int)
        /// Inside `<!-- … -->`, counting the dashes just read.
        case comment(dashes: Int)
        /// Inside `<!…>` or `<?…>` that is not a comment.
        case bogusComment
        /// Inside `<!-- … --!`, where a `>` ends the comment as `-->` does.
        case commentEndBang
        /// Inside `<script>` or `<style>` (named in `element`), or the text of an element whose content is
        /// not markup (`<title>`, `<textarea>`, `<xmp>`, `<iframe>`, `<noscript>`…), counting the characters of
        /// the end tag matched so far; `escape` counts the characters of `<!--` matched in a script.
        case rawText(matched: Int, escape: Int = 0)
        /// After a `<!--` inside `<script>`: the script data escaped states, where `<script` inside and
        /// `</script>` do not mean what they seem. The compiler cannot follow them and refuses any value
        /// from here to the end of the template.
        case unknown
    }

    /// Elements whose content is text up to their end tag, however it looks (RCDATA and RAWTEXT in the
    /// HTML tokenizer), besides `script` and `style`. Values are escaped as text there, which is safe; what
    /// matters is that a `"` or `<b` inside is not mistaken for markup.
    static let textElements: Set<String> = [
        "title", "textarea", "xmp", "iframe", "noembed", "noframes", "noscript",
    ]

    /// Attributes whose value is a document (`srcdoc`) or, on SVG animation elements, a value set on
    /// another attribute (`to`, `values`…, which can set `href` to a script): no escaping makes a value
    /// safe there.
    static let documentAttributes: Set<String> = ["srcdoc"]

    /// SVG animation elements, whose `to`, `from`, `by` and `values` (and `attributename`) set another
    /// attribute.
    static let animationElements: Set<String> = ["set", "animate", "animatemotion", "animatetransform"]

    /// The attributes of an animation element that set the animated attribute's value, or name it.
    static let animationAttributes: Set<String> = ["to", "from", "by", "values", "attributename"]

    /// Where an interpolation stands inside a URL attribute's value, which decides what is checked.
    enum URLPosition: Sendable, Hashable {
        /// At the start of the URL (for `srcset`, of a candidate): the value decides the scheme.
        case start
        /// After literal text that does not yet decide the scheme: the text and value together do.
        case prefix(String)
        /// After a scheme or a path, query or fragment has begun: nothing can change the scheme.
        case settled
        /// Just after an interpolated value that did not have to settle the scheme.
        case afterValue
        /// In a `srcset` candidate's descriptors (`2x`, `480w`), after the URL.
        case descriptor
    }

    /// The attributes whose values are URLs and are checked for their scheme.
    static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "poster", "cite", "srcset", "xlink:href", "data", "codebase",
        "background", "ping", "longdesc", "manifest",
    ]

    /// The state of the tokenizer.
    private(set) var state: State = .text
    /// The element whose tag is being read, or whose raw text this is, lowercased.
    private(set) var element = ""
    /// The attribute whose name or value is being read, lowercased.
    private(set) var attribute = ""
    /// Inside a quoted value of a URL attribute: where in the URL.
    var url: URLPosition?

    /// The context with an attribute name just read counted as between attributes, so that a section
    /// holding a whole attribute (`{{#on}}disabled{{/on}}`) begins and ends in the same context.
    var settledBetweenAttributes: HTMLContext {
        guard state == .attributeName || state == .afterAttributeName else { return self }
        var copy = self
        copy.state = .beforeAttributeName
        copy.attribute = ""
        return copy
    }

    /// The context without regard to where in a URL it stands.
    var ignoringURLPosition: HTMLContext {
        var copy = self
        if copy.url != nil { copy.url = .settled }
        return copy
    }

    /// Advances the tokenizer over literal template text.
    mutating func consume(_ text: String) {
        for character in text { consume(character) }
    }

    private mutating func consume(_ character: Character) {
        let isSpace = character == " " || character == "\t" || character.isNewline || character == "\u{0C}"
        switch state {
        case .text:
            if character == "<" { state = .tagOpen }
        case .tagOpen:
            if character.isLetter {
                state = .tagName
                element = character.lowercased()
            } else if character == "/" {
                state = .endTag
            } else if character == "!" {
                state = .markupDeclaration(dashes: 0)
            } else if character == "?" {
                state = .bogusComment
            } else {
                state = .text
            }
        case .tagName:
            if isSpace {
                state = .beforeAttributeName
            } else if character == "/" {
                state = .selfClosing
            } else if character == ">" {
                endStartTag()
            } else {
                element += character.lowercased()
            }
        case .endTag:
            if character == ">" { enterText() }
        case .beforeAttributeName, .afterAttributeName:
            if isSpace { break }
            if character == "/" {
                state = .selfClosing
            } else if character == ">" {
                endStartTag()
            } else if character == "=" && state == .afterAttributeName {
                state = .beforeAttributeValue
            } else {
                state = .attributeName
                attribute = character.lowercased()
            }
        case .attributeName:
            if isSpace {
                state = .afterAttributeName
            } else if character == "/" {
                state = .selfClosing
            } else if character == "=" {
                state = .beforeAttributeValue
            } else if character == ">" {
                endStartTag()
            } else {
                attribute += character.lowercased()
            }
        case .beforeAttributeValue:
            if isSpace { break }
            if character == "\"" || character == "'" {
                state = .quotedValue(character)
                url = HTMLContext.urlAttributes.contains(attribute) ? .start : nil
            } else if character == ">" {
                endStartTag()
            } else {
                state = .unquotedValue
            }
        case .quotedValue(let quote):
            if character == quote {
                state = .beforeAttributeName
                attribute = ""
                url = nil
            } else if let position = url {
                url = advance(position, over: character, isSpace: isSpace)
            }
        case .unquotedValue:
            if isSpace {
                state = .beforeAttributeName
                attribute = ""
            } else if character == ">" {
                endStartTag()
            }
        case .selfClosing:
            if character == ">" {
                enterText()
            } else {
                state = .beforeAttributeName
                consume(character)
            }
        case .markupDeclaration(let dashes):
            if character == "-" && dashes == 1 {
                // As if `--` had just been read: `<!-->` and `<!--->` end at once (abrupt closing of an
                // empty comment), as browsers read them.
                state = .comment(dashes: 2)
            } else if character == "-" && dashes == 0 {
                state = .markupDeclaration(dashes: 1)
            } else if character == ">" {
                enterText()
            } else {
                state = .bogusComment
            }
        case .comment(let dashes):
            if character == ">" && dashes >= 2 {
                enterText()
            } else if character == "!" && dashes >= 2 {
                state = .commentEndBang
            } else {
                state = .comment(dashes: character == "-" ? dashes + 1 : 0)
            }
        case .commentEndBang:
            if character == ">" {
                enterText()
            } else {
                state = .comment(dashes: character == "-" ? 1 : 0)
            }
        case .unknown:
            break
        case .bogusComment:
            if character == ">" { enterText() }
        case .rawText(let matched, let escape):
            let lowered = Character(character.lowercased())
            // `<!--` in a script enters the escaped states, which this tokenizer does not follow.
            let escapeStart = Array("<!--")
            var nextEscape = lowered == escapeStart[escape] ? escape + 1 : (lowered == "<" ? 1 : 0)
            if element == "script" && nextEscape == escapeStart.count {
                state = .unknown
                return
            }
            if element != "script" { nextEscape = 0 }
            // Looks for "</" followed by the element's name, case-insensitively, then a character that
            // ends the name: `</scriptx>` does not end a script.
            let expected = Array("</" + element)
            if matched == expected.count {
                if isSpace || character == "/" || character == ">" {
                    state = .endTag
                    element = ""
                    if character == ">" { enterText() }
                } else {
                    state = .rawText(matched: lowered == "<" ? 1 : 0, escape: nextEscape)
                }
            } else if lowered == expected[matched] {
                state = .rawText(matched: matched + 1, escape: nextEscape)
            } else {
                state = .rawText(matched: lowered == "<" ? 1 : 0, escape: nextEscape)
            }
        }
    }

    private mutating func endStartTag() {
        attribute = ""
        url = nil
        if element == "script" || element == "style" || HTMLContext.textElements.contains(element) {
            state = .rawText(matched: 0)
        } else {
            enterText()
        }
    }

    private mutating func enterText() {
        state = .text
        element = ""
        attribute = ""
        url = nil
    }

    /// Moves through a URL attribute's literal text: a scheme or the first `/`, `?` or `#` settles the
    /// URL; in `srcset`, white space ends a candidate's URL and a comma starts the next candidate.
    private func advance(_ position: URLPosition, over character: Character, isSpace: Bool) -> URLPosition {
        let srcset = attribute == "srcset"
        if srcset && character == "," { return .start }
        switch position {
        case .start:
            if isSpace { return .start }
            return settles(character) ? .settled : .prefix(String(character))
        case .prefix(let text):
            if isSpace { return srcset ? .descriptor : .prefix(text) }
            return settles(character) ? .settled : .prefix(text + String(character))
        case .settled, .descriptor:
            return isSpace && srcset ? .descriptor : position
        case .afterValue:
            if isSpace && srcset { return .descriptor }
            return character == "/" || character == "?" || character == "#" ? .settled : .afterValue
        }
    }

    private func settles(_ character: Character) -> Bool {
        character == ":" || character == "/" || character == "?" || character == "#"
    }
}
