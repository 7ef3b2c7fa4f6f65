import Crypto
import Foundation
import TextEscaping

/// A page's offline list, `offline.json` beside its `index.html`: everything the page needs to be read with no
/// network — itself, its stylesheet and scripts, its images (each with every width it comes in, for the reader's
/// script to take the one the device shows), the files it offers for download (the calendar, the route) — each
/// with the version of its bytes, and the version of the whole.
///
/// The reader's script saves the page by the list, and when the site is rebuilt fetches again only the files
/// whose version changed: a file whose name holds a hash of its bytes (the theme's, the images' narrower copies)
/// has the version `""`, its name saying it all.
///
/// The list is made from the page as rendered: what its `<link rel="stylesheet">`, `<script src>`, `<img>`
/// (`src` and `srcset`) and download links name, relative to the page, in the site.
struct OfflineList: Sendable {
    /// One file of the page: its URL relative to the page, and the version of its bytes.
    struct File: Sendable, Equatable {
        let url: String
        let version: String
    }

    /// The page's title, as the saved page lists it.
    let title: String
    /// The page, its stylesheets, scripts and downloads.
    var files: [File]
    /// Each image as the widths it comes in: the `srcset` candidates and the `src`, with their widths (`0` when
    /// not known: the `src` alone).
    var images: [[(width: Int, file: File)]]

    /// The list of the rendered page `html` at `file`; `version(path)` gives the version of a file of the site
    /// by its path, or `nil` for one the list leaves out (a file not in the site). The page's own version is
    /// `pageVersion` when given (the digest of what it is made from), else a hash of its bytes.
    init(html: [UInt8], file: String, pageVersion: String? = nil, version: (String) -> String?) {
        // The page's own title, without the site's name: its share card's, else the document's.
        let shared = Self.text(in: html, after: Array(#"<meta property="og:title" content=""#.utf8), until: 34)
        title = Self.unescaped(shared ?? Self.text(in: html, after: Array("<title>".utf8), until: 60) ?? "")
        files = [File(url: "./", version: pageVersion ?? HexText.lowercase(SHA256.hash(data: html).prefix(8)))]
        images = []
        var seen: Set<String> = ["./"]
        func listed(_ reference: String) -> File? {
            guard let path = Self.resolve(reference, from: file), let version = version(path) else { return nil }
            return File(url: reference, version: version)
        }
        for (name, attributes) in Self.tags(in: html) {
            switch name {
            case "img":
                var candidates: [(Int, File)] = []
                for candidate in (attributes["srcset"] ?? "").split(separator: ",") {
                    let parts = candidate.split(whereSeparator: \.isWhitespace)
                    guard let url = parts.first, let found = listed(String(url)) else { continue }
                    let width = parts.dropFirst().first.flatMap { Int($0.dropLast()) } ?? 0
                    candidates.append((width, found))
                }
                if let src = attributes["src"], let found = listed(src), !candidates.contains(where: { $0.1 == found })
                {
                    candidates.append((0, found))
                }
                if !candidates.isEmpty, seen.insert(candidates.map(\.1.url).joined(separator: " ")).inserted {
                    images.append(candidates)
                }
            case "link" where attributes["rel"] == "stylesheet":
                if let href = attributes["href"], seen.insert(href).inserted, let found = listed(href) {
                    files.append(found)
                }
            case "script":
                if let src = attributes["src"], seen.insert(src).inserted, let found = listed(src) {
                    files.append(found)
                }
            case "a" where attributes["download"] != nil || attributes["type"] != nil:
                if let href = attributes["href"], seen.insert(href).inserted, let found = listed(href) {
                    files.append(found)
                }
            default:
                break
            }
        }
    }

    /// The list's JSON; its `version` is a hash of every file's URL and version, so it changes when any does.
    var json: [UInt8] {
        func entry(_ file: File) -> String {
            "{\"url\": \"\(jsonEscaped(file.url))\", \"version\": \"\(jsonEscaped(file.version))\"}"
        }
        var all = files.map { $0.url + " " + $0.version }
        for image in images { all += image.map { $0.file.url + " " + $0.file.version } }
        let version = HexText.lowercase(SHA256.hash(data: Array(all.joined(separator: "\n").utf8)).prefix(8))
        var json = "{\n  \"version\": \"\(version)\",\n  \"title\": \"\(jsonEscaped(title))\",\n  \"files\": [\n"
        json += files.map { "    " + entry($0) }.joined(separator: ",\n")
        json += "\n  ],\n  \"images\": [\n"
        json += images.map { image in
            "    ["
                + image.map {
                    "{\"width\": \($0.width), \"url\": \"\(jsonEscaped($0.file.url))\", "
                        + "\"version\": \"\(jsonEscaped($0.file.version))\"}"
                }.joined(separator: ", ") + "]"
        }.joined(separator: ",\n")
        json += images.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return Array(json.utf8)
    }

    /// Text as the build escapes it in HTML, unescaped.
    static func unescaped(_ text: String) -> String {
        var text = text
        for (reference, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: reference, with: character)
        }
        return text
    }

    /// The tags a page loads or offers files with (`img`, `link`, `script`, `a`), by lower-case name, with their
    /// attributes' values (double-quoted, as the build writes them; character references undone), in order. A
    /// scan of the bytes: the pages are the build's own, and a site's eleven thousand pages are scanned on every
    /// full build.
    static func tags(in html: [UInt8]) -> [(name: String, attributes: [String: String])] {
        let listedAttributes: Set<String> = ["src", "srcset", "href", "rel", "download", "type"]
        var tags: [(String, [String: String])] = []
        let count = html.count
        var index = 0
        func isLetter(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }
        while index < count {
            // To the next `<` at memchr's speed: most of a page's bytes are text and the maps' path data.
            let next = html.withUnsafeBufferPointer { buffer -> Int in
                guard let base = buffer.baseAddress, let found = memchr(base + index, 0x3C, count - index) else {
                    return count
                }
                return UnsafeRawPointer(found) - UnsafeRawPointer(base)
            }
            guard next < count else { break }
            index = next
            var end = index + 1
            while end < count && isLetter(html[end]) { end += 1 }
            let name = String(decoding: html[(index + 1)..<end], as: UTF8.self).lowercased()
            index = end
            guard ["img", "link", "script", "a"].contains(name), end < count,
                isSpace(html[end]) || html[end] == UInt8(ascii: ">")
            else { continue }
            var attributes: [String: String] = [:]
            while index < count && html[index] != UInt8(ascii: ">") {
                guard isLetter(html[index]) else {
                    index += 1
                    continue
                }
                var nameEnd = index
                while nameEnd < count && (isLetter(html[nameEnd]) || html[nameEnd] == UInt8(ascii: "-")) {
                    nameEnd += 1
                }
                let attribute = String(decoding: html[index..<nameEnd], as: UTF8.self).lowercased()
                index = nameEnd
                var value: ArraySlice<UInt8> = []
                if index + 1 < count && html[index] == UInt8(ascii: "=") && html[index + 1] == UInt8(ascii: "\"") {
                    var valueEnd = index + 2
                    while valueEnd < count && html[valueEnd] != UInt8(ascii: "\"") { valueEnd += 1 }
                    value = html[(index + 2)..<valueEnd]
                    index = valueEnd + 1
                }
                // Only the values the list reads are made text; character references only where there are any.
                guard listedAttributes.contains(attribute) else { continue }
                let text = String(decoding: value, as: UTF8.self)
                attributes[attribute] = value.contains(UInt8(ascii: "&")) ? unescaped(text) : text
            }
            tags.append((name, attributes))
        }
        return tags
    }

    /// The text between the first `start` in `html` and the next `"` or `<`, looking no farther than `within`
    /// times a thousand bytes in; `nil` when there is no `start` there.
    static func text(in html: [UInt8], after start: [UInt8], until within: Int) -> String? {
        let limit = min(html.count, within * 1000)
        guard let first = start.first, limit >= start.count else { return nil }
        var index = 0
        while index + start.count <= limit {
            if html[index] == first && html[index..<(index + start.count)].elementsEqual(start) {
                var end = index + start.count
                while end < html.count && html[end] != UInt8(ascii: "\"") && html[end] != UInt8(ascii: "<") { end += 1 }
                return String(decoding: html[(index + start.count)..<end], as: UTF8.self)
            }
            index += 1
        }
        return nil
    }

    /// The path in the site of `reference`, a URL relative to the page at `file`: `nil` for one that leaves
    /// the site (a scheme, `//host`, `/path`, more `..` than folders) or names a fragment only.
    static func resolve(_ reference: String, from file: String) -> String? {
        let withoutQuery = reference.prefix { $0 != "?" && $0 != "#" }
        guard !withoutQuery.isEmpty, !withoutQuery.hasPrefix("/"),
            withoutQuery.prefix(while: { $0 != "/" }).contains(":") == false,
            let decoded = String(withoutQuery).removingPercentEncoding
        else { return nil }
        var folders = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
        for part in decoded.split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case ".": continue
            case "..":
                guard !folders.isEmpty else { return nil }
                folders.removeLast()
            default: folders.append(String(part))
            }
        }
        let path = folders.joined(separator: "/")
        return path.hasSuffix("/") || path.isEmpty ? path + "index.html" : path
    }
}

/// `text` escaped for a JSON string, without its quotes.
private func jsonEscaped(_ text: String) -> String { String(JSONText.quote(text).dropFirst().dropLast()) }
