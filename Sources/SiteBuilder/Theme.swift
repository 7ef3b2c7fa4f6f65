import ConfinedFiles
import Foundation
import Templates

/// A theme ready to render: its templates, compiled in strict mode so a name a template asks for and
/// the page does not have is an error at the template's line and column, and its words for the site's
/// language.
struct Theme: Sendable {
    let templates: TemplateLibrary
    let strings: ThemeStrings

    /// Compiles the theme in `directory`.
    /// - Throws: the "compile templates" step's failure: a template error, or a strings file that is
    ///   missing, unreadable or lacks a key.
    init(directory: URL, language: String) throws(BuildFailure) {
        do {
            templates = try TemplateLibrary(directory: directory, options: TemplateOptions(strict: true))
        } catch {
            throw .step(.compileTemplates, error.description)
        }
        let folder = directory.appendingPathComponent(ThemeStrings.folder)
        let names = Set(
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).map {
                "\(ThemeStrings.folder)/\($0)"
            })
        let name = ThemeStrings.fileName(for: language, among: names)
        let display = directory.lastPathComponent + "/" + name
        guard
            case .success(let data) = ConfinedRead.bytes(
                atPath: directory.appendingPathComponent(name).path, limit: ThemeAssets.maximumFileBytes)
        else {
            throw .step(.compileTemplates, "\(display): the theme has no strings file for '\(language)' or English")
        }
        do {
            strings = try ThemeStrings.decode(Array(data), file: display)
        } catch {
            throw .step(.compileTemplates, error.description)
        }
    }
}
