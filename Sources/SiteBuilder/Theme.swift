import DefaultTheme
import Foundation
import Mustache
import SiteOutput
import SiteTheme
import SiteViews

/// A theme ready to render: its templates, compiled in strict mode so a name a template asks for and
/// the page does not have is an error at the template's line and column; its words for the site's
/// language; and its fingerprinted assets.
struct Theme: Sendable {
    let templates: TemplateLibrary
    /// Whether a page type's template includes a dynamic partial (`{{>*name}}`), which only rendering its pages can
    /// check; every other name of every template has been checked against its page type's values already.
    let needsRendering: Bool
    let strings: ThemeStrings
    let assets: ThemeAssets
    /// A digest of every file of the theme, names and bytes: a page made with the same digest was made with the
    /// same theme.
    let digest: UInt64

    /// Compiles the built-in theme with the files of the site's theme folder, if any, over it.
    /// - Throws: the "compile templates" step's failure: a template error, a file that cannot be read,
    ///   or a strings file that lacks a key; the "copy assets" step's for a missing required asset.
    init(overriding folder: ThemeFolder?, language: String) throws(BuildFailure) {
        let files: ThemeFiles
        do { files = try ThemeFiles(overriding: folder) } catch { throw .step(.compileTemplates, error.description) }
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
        needsRendering = try Self.check(templates)
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
        do { assets = try ThemeAssets(files: files) } catch { throw .step(.copyAssets, error.description) }
        var digest = ContentHash.State()
        for (name, file) in files.files.sorted(by: { $0.key < $1.key }) {
            digest.add(name)
            digest.add(UInt64(file.bytes.count))
            file.bytes.withUnsafeBytes { digest.add($0) }
        }
        self.digest = digest.finish()
    }

    /// Checks each page type's template against the shape of its values (``PageType/templateShape``), with the
    /// partials it includes where it includes them, as a strict render of any page of the type would: a name no
    /// page has is an error at its line and column, whether or not a page of the site reaches it.
    /// - Returns: whether a template includes a dynamic partial, which only rendering can check.
    /// - Throws: the "compile templates" step's failure with the template's error, and the names nearby.
    static func check(_ templates: TemplateLibrary) throws(BuildFailure) -> Bool {
        var needsRendering = false
        for type in PageTypes.all {
            do throws(TemplateError) {
                if try templates.check(type.template, against: type.templateShape) == .needsRendering {
                    needsRendering = true
                }
            } catch {
                throw .template(.compileTemplates, error.suggestingNames, page: nil)
            }
        }
        return needsRendering
    }
}
