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

    /// The file name beside each saved page.
    static let fileName = "offline.json"

    /// Where the list of the page at `file` is written.
    static func path(ofPage file: String) -> String {
        (file.hasSuffix("index.html") ? String(file.dropLast("index.html".count)) : file + ".") + fileName
    }

    /// The list of the rendered page `html` at `file`; `version(path)` gives the version of a file of the site
    /// by its path, or `nil` for one the list leaves out (a file not in the site).
    init(html: [UInt8], file: String, version: (String) -> String?) {
        let text = String(decoding: html, as: UTF8.self)
        // The page's own title, without the site's name: its share card's, else the document's.
        let shared = text.firstMatch(of: /<meta property="og:title" content="([^"]*)">/)?.output.1
        let document = text.firstMatch(of: /<title>([^<]*)<\/title>/)?.output.1
        title = Self.unescaped(String(shared ?? document ?? ""))
        let pageVersion = HexText.lowercase(SHA256.hash(data: html).prefix(8))
        files = [File(url: "./", version: pageVersion)]
        images = []
        var seen: Set<String> = ["./"]
        func listed(_ reference: String) -> File? {
            guard let path = Self.resolve(reference, from: file), let version = version(path) else { return nil }
            return File(url: reference, version: version)
        }
        for tag in text.matches(of: Self.tag) {
            let attributes = Self.attributes(String(tag.output.1))
            switch tag.output.0.dropFirst().prefix(while: \.isLetter).lowercased() {
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

    /// The tags a page loads or offers files with, and their attributes.
    private static var tag: Regex<(Substring, Substring)> { /<(?:img|link|script|a)\b([^>]*)>/.ignoresCase() }

    /// Text as the build escapes it in HTML, unescaped.
    static func unescaped(_ text: String) -> String {
        var text = text
        for (reference, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: reference, with: character)
        }
        return text
    }

    /// An attribute list's values by name, double-quoted as the build writes them, character references undone
    /// for the few the build writes in URLs.
    static func attributes(_ text: String) -> [String: String] {
        var values: [String: String] = [:]
        for match in text.matches(of: /([a-zA-Z-]+)(?:="([^"]*)")?/) {
            let value = match.output.2.map(String.init) ?? ""
            values[match.output.1.lowercased()] = unescaped(value)
        }
        return values
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
