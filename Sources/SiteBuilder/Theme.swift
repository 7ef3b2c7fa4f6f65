import DefaultTheme
import Foundation
import Mustache
import SiteOutput

/// A theme ready to render: its templates, compiled in strict mode so a name a template asks for and
/// the page does not have is an error at the template's line and column; its words for the site's
/// language; and its fingerprinted assets.
struct Theme: Sendable {
    let templates: TemplateLibrary
    let strings: ThemeStrings
    let assets: ThemeAssets
    /// A digest of every file of the theme, names and bytes: a page made with the same digest was made with the
    /// same theme.
    let digest: UInt64

    /// Compiles the built-in theme with the files of the site's theme folder, if any, over it.
    /// - Throws: the "compile templates" step's failure: a template error, a file that cannot be read,
    ///   or a strings file that lacks a key; the "copy assets" step's for a missing required asset.
    init(overriding folder: ThemeFolder?, language: String) throws(BuildFailure) {
        let files = try ThemeFiles(overriding: folder)
        let (sources, fileNames) = files.templates
        for name in PageTypes.all.map({ $0.template }) where sources[name] == nil {
            throw .step(.compileTemplates, "the theme has no \(name).mustache")
        }
        do {
            templates = try TemplateLibrary(
                sources: sources, fileNames: fileNames, options: TemplateOptions(strict: true))
        } catch {
            throw .template(.compileTemplates, error, page: nil)
        }
        let name = ThemeStrings.fileName(for: language, among: Set(files.files.keys))
        guard let file = files.files[name] else {
            throw .step(.compileTemplates, "the theme has no strings file for '\(language)' or English (\(name))")
        }
        do {
            strings = try ThemeStrings.decode(
                file.bytes, file: file.displayPath, over: DefaultTheme.files[ThemeStrings.englishFile] ?? [])
        } catch {
            throw .step(.compileTemplates, error.description)
        }
        assets = try ThemeAssets(files: files)
        var digest = ContentHash.State()
        for (name, file) in files.files.sorted(by: { $0.key < $1.key }) {
            digest.add(name)
            digest.add(UInt64(file.bytes.count))
            file.bytes.withUnsafeBytes { digest.add($0) }
        }
        self.digest = digest.finish()
    }
}
