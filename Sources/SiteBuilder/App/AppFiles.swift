import AppIcon
import ConfinedFiles
import Crypto
import Foundation
import Gazetteer
import ImageResizing
import SiteOutput
import SitePlan
import SiteTheme
import TextEscaping
import TravelModel

/// The files that make the site an app a phone installs and reads offline (`app:` in `site.yml`): the web app
/// manifest, its two icons, and the service worker that serves saved pages without a network.
///
/// The service worker does not decide what is saved: the page's script saves a page with everything its
/// offline list (``OfflineList``) names, each page in a cache of its own. The worker answers every request from
/// the network first and, when that fails, from those caches; a page that is in none of them gets the offline
/// page.
struct AppFiles: Sendable {
    /// The widths of the icons: what Chromium asks of an installable site, and what a splash screen uses.
    static let iconSizes = [192, 512]

    /// The icons' paths in the output, by size: fingerprinted, as they change with the title and the colour.
    let icons: [(size: Int, path: String, bytes: [UInt8])]
    /// Whether the icons fill their square, so a phone may cut them to its shape: the monogram does; a site's
    /// own icon may hold its picture to the edges, and is offered for any use only.
    let isMaskable: Bool

    /// The icons for `settings`: the site's own `icon`, resized, or else a monogram of its name. The site's icon
    /// was checked as the content was loaded (a square PNG, 512 pixels or more); when libvips cannot read it
    /// here, the monogram is drawn instead.
    init(settings: SiteSettings, contentDirectory: URL) {
        if let icon = settings.app.icon, let copies = Self.copies(of: contentDirectory.appendingPathComponent(icon)) {
            icons = copies.map { size, bytes in
                (size, "assets/icons/" + ThemeAssets.fingerprinted("icon-\(size).png", bytes), bytes)
            }
            isMaskable = false
            return
        }
        let name = settings.app.name ?? settings.title
        let letters = MonogramIcon.letters(of: TextFolding.fold(name))
        let colour = MonogramIcon.colour(hex: settings.app.themeColour) ?? (11, 93, 102)
        let icon = MonogramIcon(letters: letters, colour: colour)
        icons = Self.iconSizes.map { size in
            let bytes = icon.png(size: size).bytes
            return (size, "assets/icons/" + ThemeAssets.fingerprinted("icon-\(size).png", bytes), bytes)
        }
        isMaskable = true
    }

    /// The image at `file` as PNG at each of ``iconSizes``; `nil` when it cannot be read or resized.
    private static func copies(of file: URL) -> [(Int, [UInt8])]? {
        guard case .success(let bytes) = ConfinedRead.bytes(atPath: file.path, limit: 64 << 20),
            let info = try? ImageResizer.probe(bytes), info.width == info.height, info.width >= iconSizes.max()!,
            let copies = try? ImageResizer.copies(of: bytes, widths: iconSizes, info: info, asPNG: true)
        else { return nil }
        return zip(iconSizes, copies.map(\.bytes)).map { ($0, $1) }
    }

    /// The path of the icon pages link to (the smaller).
    var pageIcon: String { icons[0].path }

    /// Every file, for a site whose app is enabled.
    func files(settings: SiteSettings, assets: ThemeAssets) -> [OutputFile] {
        icons.map { OutputFile(path: $0.path, bytes: $0.bytes) } + [
            OutputFile(path: SitePaths.manifest, bytes: Array(manifest(settings: settings).utf8)),
            OutputFile(path: SitePaths.serviceWorker, bytes: Array(serviceWorker(assets: assets).utf8)),
        ]
    }

    /// The web app manifest: names, colours, icons (each for any use and for masking: the monogram fills the
    /// square), opening at the home page, full screen without the browser's bar.
    func manifest(settings: SiteSettings) -> String {
        let app = settings.app
        var icons: [String] = []
        for icon in self.icons {
            for purpose in isMaskable ? ["any", "maskable"] : ["any"] {
                icons.append(
                    "    {\"src\": \"\(jsonEscaped(icon.path))\", \"sizes\": \"\(icon.size)x\(icon.size)\", "
                        + "\"type\": \"image/png\", \"purpose\": \"\(purpose)\"}")
            }
        }
        return """
            {
              "name": "\(jsonEscaped(settings.title))",
              "short_name": "\(jsonEscaped(app.name ?? Self.shortName(settings.title)))",
              "id": "./",
              "start_url": "./",
              "scope": "./",
              "display": "standalone",
              "lang": "\(jsonEscaped(settings.language))",
              "theme_color": "\(app.themeColour)",
              "background_color": "\(app.backgroundColour)",
              "icons": [
            \(icons.joined(separator: ",\n"))
              ]
            }

            """
    }

    /// A home screen's name for a site that gives none: its title up to a dash, colon or bar
    /// (`Field Notes — trips and city picks` → `Field Notes`).
    static func shortName(_ title: String) -> String {
        var name = Substring(title)
        for separator in [" — ", " – ", " - ", ": ", " | ", " · "] {
            if let range = name.range(of: separator) { name = name[..<range.lowerBound] }
        }
        return name.trimmingCharacters(in: .whitespaces).isEmpty ? title : String(name)
    }

    /// The service worker: the shell (the offline and saved pages, with the stylesheet and script they need)
    /// cached when it is installed, under a name that changes with them, and every request answered from the
    /// network, or else from a saved page's cache, or else, for a page, with the offline page.
    ///
    /// Every cache it makes or removes is named by the site's scope, the folder the site is served from
    /// (`https://owner.github.io/a/`): sites on one origin (`/a/` and `/b/` of a GitHub Pages account) share
    /// that origin's Cache Storage, and each touches only its own caches, as the page's script does
    /// (`Templates/assets/site.js`, which names saved pages the same way).
    func serviceWorker(assets: ThemeAssets) -> String {
        let shell =
            [SitePaths.offline, SitePaths.saved, assets.stylesheet, assets.script, SitePaths.manifest]
            + icons.map(\.path)
        let list = shell.map { "\"" + jsonEscaped($0) + "\"" }.joined(separator: ", ")
        let version = HexText.lowercase(SHA256.hash(data: Array(shell.joined(separator: "\n").utf8)).prefix(8))
        return """
            // itineshary's service worker, written by the build: pages saved for offline, read without a network.
            "use strict";
            var SHELL = [\(list)];
            var SHELL_VERSION = "\(version)";

            """ + Self.serviceWorkerBody
    }

    /// What every site's service worker does; the build puts the shell's files and version above it.
    static let serviceWorkerBody = """
        // The site's folder. Sites on one origin share its caches: each names its own by its scope, which
        // a URL cannot hold unencoded spaces around, and removes none but those.
        var SCOPE = self.registration.scope;
        var SHELL_PREFIX = "itineshary-shell " + SCOPE + " ";
        var SHELL_CACHE = SHELL_PREFIX + SHELL_VERSION;
        var SAVED_PREFIX = "itineshary-saved " + SCOPE + " ";
        // Caches named by older versions, without a scope.
        var OLD_SHELL_PREFIX = "itineshary-shell-";
        var OLD_SAVED_PREFIX = "itineshary-saved:";

        function scoped(path) { return new URL(path, SCOPE).href; }

        // The page a saved page's cache of this site holds (its name: the prefix, the page, `#`, its version);
        // null for any other cache. One named without a scope is this site's when its page is in the folder.
        function savedPage(key) {
          var rest = key.indexOf(SAVED_PREFIX) === 0 ? key.slice(SAVED_PREFIX.length)
            : key.indexOf(OLD_SAVED_PREFIX) === 0 ? key.slice(OLD_SAVED_PREFIX.length) : null;
          var page = rest === null ? null : rest.split("#")[0];
          return page !== null && page.indexOf(SCOPE) === 0 ? page : null;
        }

        self.addEventListener("install", function (event) {
          event.waitUntil(caches.open(SHELL_CACHE).then(function (cache) {
            return cache.addAll(SHELL.map(scoped));
          }).then(function () { return self.skipWaiting(); }));
        });

        // The shells of this site's earlier builds go; another site's stay. A shell named without a scope is
        // this site's when it holds this site's offline page.
        self.addEventListener("activate", function (event) {
          event.waitUntil(caches.keys().then(function (keys) {
            return Promise.all(keys.map(function (key) {
              if (key.indexOf(SHELL_PREFIX) === 0) return key === SHELL_CACHE ? null : caches.delete(key);
              if (key.indexOf(OLD_SHELL_PREFIX) !== 0) return null;
              return caches.open(key).then(function (cache) { return cache.match(scoped(SHELL[0])); })
                .then(function (offline) { return offline ? caches.delete(key) : null; });
            }));
          }).then(function () { return self.clients.claim(); }));
        });

        // A page's folder and its index.html are one page.
        function alternative(url) {
          var parsed = new URL(url);
          parsed.search = "";
          parsed.hash = "";
          if (/\\/$/.test(parsed.pathname)) parsed.pathname += "index.html";
          else if (/\\/index\\.html$/.test(parsed.pathname)) parsed.pathname = parsed.pathname.slice(0, -10);
          else return null;
          return parsed.href;
        }

        // An image a saved page asks for at another width than the one saved (the window turned): the one saved.
        function savedAlias(url) {
          return caches.keys().then(function (keys) {
            return keys.filter(function (key) { return savedPage(key) !== null; }).reduce(function (found, key) {
              return found.then(function (response) {
                if (response) return response;
                var page = savedPage(key);
                return caches.open(key).then(function (cache) {
                  return cache.match(page + "?itineshary-saved").then(function (meta) {
                    return meta ? meta.json() : {};
                  }).then(function (meta) {
                    var alias = meta.aliases && meta.aliases[url];
                    return alias ? cache.match(alias) : undefined;
                  });
                });
              });
            }, Promise.resolve(undefined));
          });
        }

        // The request from the saved pages' caches and the shell, by its URL without its query.
        function fromCaches(request) {
          return caches.match(request, { ignoreSearch: true }).then(function (response) {
            var other = response ? null : alternative(request.url);
            return response || (other ? caches.match(other) : undefined);
          }).then(function (response) {
            return response || (request.destination === "image" ? savedAlias(request.url) : undefined);
          });
        }

        self.addEventListener("fetch", function (event) {
          var request = event.request;
          if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
          event.respondWith(fetch(request).catch(function (error) {
            return fromCaches(request).then(function (response) {
              if (response) return response;
              // To the offline page's own address: its links are relative to it.
              if (request.mode === "navigate") return Response.redirect(scoped(SHELL[0]), 302);
              throw error;
            });
          }));
        });

        """
}

/// `text` escaped for a JSON string, without its quotes.
private func jsonEscaped(_ text: String) -> String { String(JSONText.quote(text).dropFirst().dropLast()) }
