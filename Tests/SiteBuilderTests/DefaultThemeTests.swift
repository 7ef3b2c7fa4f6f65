import DefaultTheme
import Foundation
import Testing

/// The theme compiled into the executable is the repository's Templates/, byte for byte: a file added,
/// removed or renamed there without running `make theme` fails here.
@Suite struct DefaultThemeTests {
    @Test func theBuiltInThemeIsTemplatesFolderByteForByte() throws {
        var files: [String: [UInt8]] = [:]
        let root = BuildFixture.theme.standardizedFileURL
        let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))] = [UInt8](
                try Data(contentsOf: url))
        }
        #expect(
            DefaultTheme.files.keys.sorted() == files.keys.sorted(),
            "run `make theme` after adding or removing a file of Templates/")
        for (path, bytes) in files {
            #expect(DefaultTheme.files[path] == bytes, "\(path) differs from the built-in copy")
        }
    }
}
