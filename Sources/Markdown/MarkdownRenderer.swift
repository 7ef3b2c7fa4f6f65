import CCmarkGFM
import Foundation

/// Renders GitHub-flavoured Markdown to HTML fragments for pages.
public struct MarkdownRenderer: Sendable {
    /// Whether raw HTML in Markdown reaches the page; off unless site.yml opts in.
    public var allowsRawHTML: Bool
    /// How many levels headings are pushed down, so a body's `#` sits under the page's own `<h1>`.
    public var headingOffset: Int
    /// Whether lists made only of task items are left out of the HTML (they are still in `tasks`), for
    /// pages that show them apart, as a trip's packing list.
    public var extractsTaskLists: Bool

    /// The version of the cmark-gfm library loaded, such as `0.29.0.gfm.6`, for `--version`.
    public static var libraryVersion: String { String(cString: cmark_version_string()) }

    /// Creates a renderer.
    public init(allowsRawHTML: Bool = false, headingOffset: Int = 1, extractsTaskLists: Bool = false) {
        self.allowsRawHTML = allowsRawHTML
        self.headingOffset = headingOffset
        self.extractsTaskLists = extractsTaskLists
    }

    /// Renders `markdown`, passing each link's and image's destination through `resolve`, which returns
    /// the URL to use instead, or `nil` to keep it (for `rec:`, `trip:` and `city:` links). Each image's
    /// destination is first given to `image`, which says how the page shows it, or `nil` to leave it to
    /// `resolve`.
    public func render(
        _ markdown: String, resolve: (String) -> String? = { _ in nil },
        image: (String) -> MarkdownImage? = { _ in nil }
    ) -> RenderedMarkdown {
        CommonMarkDocument.withDocument(markdown) { document, extensions in
            var tasks: [TaskItem] = []
            var firstParagraph: String?
            var images: [(node: OpaquePointer, image: MarkdownImage)] = []
            CommonMarkDocument.forEachNode(in: document) { node in
                let type = cmark_node_get_type(node)
                // An image inside another's description is text in the outer one's `alt`; replacing it too
                // would free it a second time, with the outer image.
                if type == CMARK_NODE_IMAGE, !Self.isInsideImage(node),
                    let url = cmark_node_get_url(node).map({ String(cString: $0) }), let shown = image(url)
                {
                    images.append((node, shown))
                } else if type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE {
                    let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
                    if let replacement = resolve(url) {
                        _ = cmark_node_set_url(node, replacement)
                    } else if !LinkScheme.isAllowed(url) {
                        // `ftp:`, `intent:`, `view-source:`…: the same rule as templates; `check` warns.
                        _ = cmark_node_set_url(node, "")
                    }
                } else if type == CMARK_NODE_HEADING {
                    let level = cmark_node_get_heading_level(node)
                    _ = cmark_node_set_heading_level(node, min(6, level + Int32(headingOffset)))
                } else if type == CMARK_NODE_PARAGRAPH, firstParagraph == nil,
                    cmark_node_get_type(cmark_node_parent(node)) == CMARK_NODE_DOCUMENT
                {
                    firstParagraph = Self.plainText(of: node)
                } else if type == CMARK_NODE_ITEM, let typeString = cmark_node_get_type_string(node),
                    String(cString: typeString) == "tasklist"
                {
                    tasks.append(
                        TaskItem(
                            text: Self.plainText(of: node, outside: CMARK_NODE_LIST).trimmingSpaces,
                            done: cmark_gfm_extensions_get_tasklist_item_checked(node)))
                }
            }
            for (node, shown) in images { Self.replace(node, with: shown) }
            if extractsTaskLists { Self.removeTaskLists(from: document) }
            var options = CommonMarkDocument.options & ~CMARK_OPT_SOURCEPOS
            if allowsRawHTML { options |= CMARK_OPT_UNSAFE }
            guard let rendered = cmark_render_html(document, options, extensions) else {
                return RenderedMarkdown(html: "", tasks: tasks, firstParagraph: firstParagraph ?? "")
            }
            defer { free(rendered) }
            return RenderedMarkdown(
                html: Self.accessibleTaskBoxes(String(cString: rendered)), tasks: tasks,
                firstParagraph: firstParagraph ?? "")
        }
    }

    /// cmark-gfm draws task items as disabled checkboxes with no label, which screen readers announce
    /// as unlabelled form fields; a symbol with a text alternative says the same thing properly.
    static func accessibleTaskBoxes(_ html: String) -> String {
        // Most fragments have no task box, and come back as they were after one look at their bytes.
        var html = html
        let checkbox = Array("<input type=\"checkbox\"".utf8)
        let hasBox = html.withUTF8 { bytes in
            var index = 0
            while index + checkbox.count <= bytes.count {
                if bytes[index] == UInt8(ascii: "<"), bytes[index..<index + checkbox.count].elementsEqual(checkbox) {
                    return true
                }
                index += 1
            }
            return false
        }
        guard hasBox else { return html }
        let boxes: [(input: [UInt8], span: [UInt8])] = [
            (
                Array("<input type=\"checkbox\" checked=\"\" disabled=\"\" />".utf8),
                Array("<span class=\"task-box task-done\" role=\"img\" aria-label=\"done\">☑</span>".utf8)
            ),
            (
                Array("<input type=\"checkbox\" disabled=\"\" />".utf8),
                Array("<span class=\"task-box\" role=\"img\" aria-label=\"to do\">☐</span>".utf8)
            ),
        ]
        let bytes = Array(html.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 256)
        var index = 0
        var replaced = false
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<"),
                let box = boxes.first(where: { bytes[index...].starts(with: $0.input) })
            {
                result += box.span
                index += box.input.count
                replaced = true
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return replaced ? String(decoding: result, as: UTF8.self) : html
    }

    /// Whether `node` lies in the description of an image.
    static func isInsideImage(_ node: OpaquePointer) -> Bool {
        var parent = cmark_node_parent(node)
        while let current = parent {
            if cmark_node_get_type(current) == CMARK_NODE_IMAGE { return true }
            parent = cmark_node_parent(current)
        }
        return false
    }

    /// Puts the build's `<img>` in the place of an image node: a custom node, which cmark writes as it is.
    static func replace(_ node: OpaquePointer, with image: MarkdownImage) {
        let title = cmark_node_get_title(node).map { String(cString: $0) }
        let html = image.html(alt: plainText(of: node), title: title)
        guard let element = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else { return }
        _ = cmark_node_set_on_enter(element, html)
        _ = cmark_node_set_on_exit(element, "")
        if cmark_node_replace(node, element) != 0 {
            cmark_node_free(node)
        } else {
            cmark_node_free(element)
        }
    }

    /// Unlinks and frees every list whose items are all task items.
    ///
    /// A task list inside another one goes with it: only the outermost is collected, since freeing it
    /// frees everything under it, and freeing an inner one afterwards would free it a second time.
    static func removeTaskLists(from document: OpaquePointer) {
        var lists: [OpaquePointer] = []
        var outermost: OpaquePointer?
        CommonMarkDocument.walk(document) { node, entering in
            guard cmark_node_get_type(node) == CMARK_NODE_LIST else { return }
            if !entering {
                if node == outermost { outermost = nil }
            } else if outermost == nil, isTaskList(node) {
                lists.append(node)
                outermost = node
            }
        }
        for list in lists {
            // A heading that introduced only this list ("## Packing list") would be left with nothing
            // under it: it goes too, when the list is all that stands between it and the next heading.
            if let heading = cmark_node_previous(list), cmark_node_get_type(heading) == CMARK_NODE_HEADING {
                let next = cmark_node_next(list)
                let level = cmark_node_get_heading_level(heading)
                if next == nil
                    || cmark_node_get_type(next) == CMARK_NODE_HEADING && cmark_node_get_heading_level(next) <= level
                {
                    cmark_node_unlink(heading)
                    cmark_node_free(heading)
                }
            }
            cmark_node_unlink(list)
            cmark_node_free(list)
        }
    }

    /// Whether every item of `list` is a task item (and it has one).
    static func isTaskList(_ list: OpaquePointer) -> Bool {
        var item = cmark_node_first_child(list)
        guard item != nil else { return false }
        while let current = item {
            guard let type = cmark_node_get_type_string(current), strcmp(type, "tasklist") == 0 else { return false }
            item = cmark_node_next(current)
        }
        return true
    }

    /// The text of a node and its descendants, without markup, leaving out what lies inside a descendant of
    /// type `excluded` (a task's sub-list is not part of the task's own words).
    static func plainText(of node: OpaquePointer, outside excluded: cmark_node_type? = nil) -> String {
        var text = ""
        var skipped: OpaquePointer?
        CommonMarkDocument.walk(node) { child, entering in
            if let skipping = skipped {
                if !entering, child == skipping { skipped = nil }
                return
            }
            guard entering else { return }
            switch cmark_node_get_type(child) {
            case excluded where child != node:
                skipped = child
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if let literal = cmark_node_get_literal(child) { text += String(cString: literal) }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text += " "
            default:
                break
            }
        }
        return text
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var slice = Substring(self)
        while slice.first?.isWhitespace == true { slice = slice.dropFirst() }
        while slice.last?.isWhitespace == true { slice = slice.dropLast() }
        return String(slice)
    }
}
