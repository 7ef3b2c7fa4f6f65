/// What `serve` adds to each page it sends, and only then: a script that listens to the server's
/// events and reloads the page when it changes or lays the build's errors over it, and a banner on the
/// pages `build` would leave out or list nowhere. The site's own files never contain any of it.
enum LiveReload {
    /// The prefix of the server's own addresses; no site file starts with it.
    static let prefix = "/_itineshary/"
    /// The script's address.
    static let scriptPath = prefix + "live.js"
    /// The Server-Sent Events stream's address.
    static let eventsPath = prefix + "events"

    /// `page` with the script (told the page's path and a digest of the bytes it was sent) before
    /// `</body>`, and `notice`, if any, as a banner at the top of the body.
    static func inject(into page: [UInt8], path: String, digest: String, notice: String?) -> [UInt8] {
        let tag = Array(
            "<script src=\"\(scriptPath)\" data-page=\"\(escaped(path))\" data-digest=\"\(digest)\" defer></script>\n"
                .utf8)
        var output = page
        if let close = lastRange(of: Array("</body>".utf8), in: output) {
            output.insert(contentsOf: tag, at: close)
        } else {
            output += tag
        }
        if let notice, let body = firstRange(of: Array("<body".utf8), in: output),
            let end = output[body...].firstIndex(of: UInt8(ascii: ">"))
        {
            let banner =
                "\n<div id=\"itineshary-serve-notice\" role=\"status\" style=\"background:#fff3bf;color:#3b2f00;"
                + "border-bottom:2px solid #f0c000;padding:.5em 1em;font:15px/1.4 system-ui,sans-serif\">"
                + escaped(notice) + "</div>"
            output.insert(contentsOf: Array(banner.utf8), at: end + 1)
        }
        return output
    }

    /// A digest of a page's bytes (64-bit FNV-1a, in hex): enough to tell whether a page changed.
    static func digest(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    private static func escaped(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            default: output.append(character)
            }
        }
        return output
    }

    private static func firstRange(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start..<start + needle.count].elementsEqual(needle) {
            return start
        }
        return nil
    }

    private static func lastRange(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        for start in stride(from: bytes.count - needle.count, through: 0, by: -1)
        where bytes[start..<start + needle.count].elementsEqual(needle) {
            return start
        }
        return nil
    }

    /// The script: one EventSource per open page. `reload` reloads the page; `errors` lays the build's
    /// errors, as `check` prints them, over the last good page; `clear` takes them away. The server
    /// compares the digest the page was sent with to the page as it is now when the stream opens, so a
    /// change made while the page was loading is not missed.
    static let script = #"""
        (() => {
          "use strict";
          const me = document.currentScript;
          const page = me.dataset.page, digest = me.dataset.digest;
          const url = "/_itineshary/events?page=" + encodeURIComponent(page) + "&digest=" + encodeURIComponent(digest);
          let overlay = null;
          function clear() { if (overlay) { overlay.remove(); overlay = null; } }
          function show(text) {
            clear();
            overlay = document.createElement("div");
            overlay.id = "itineshary-error-overlay";
            overlay.setAttribute("role", "alert");
            overlay.style.cssText = "position:fixed;inset:0;z-index:2147483647;overflow:auto;background:rgba(20,20,20,.93);" +
              "color:#f8f8f2;padding:2em;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace";
            const title = document.createElement("p");
            title.style.cssText = "margin:0 0 1em;color:#ff6b6b;font-weight:bold;font-family:system-ui,sans-serif";
            title.textContent = "The site has errors; this is the last good page. Fix the file and it updates by itself.";
            const pre = document.createElement("pre");
            pre.style.cssText = "margin:0;white-space:pre-wrap";
            pre.textContent = text;
            overlay.append(title, pre);
            document.body.append(overlay);
          }
          const source = new EventSource(url);
          source.addEventListener("reload", () => { source.close(); location.reload(); });
          source.addEventListener("errors", (event) => show(event.data));
          source.addEventListener("clear", clear);
        })();
        """#

    /// One Server-Sent Event: its name and its data, each line of the data a `data:` field.
    static func event(_ name: String, _ data: String) -> [UInt8] {
        var text = "event: \(name)\n"
        for line in data.split(separator: "\n", omittingEmptySubsequences: false) {
            text += "data: \(line)\n"
        }
        return Array((text + "\n").utf8)
    }
}
