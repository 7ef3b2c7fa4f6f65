import Foundation
import Testing

@testable import SiteOutput

#if os(Linux)
    @Suite struct FolderSwapTests {
        /// Two folders, each holding a file that names it.
        func twoFolders(in base: URL) throws -> (URL, URL) {
            let a = base.appendingPathComponent("a ü")
            let b = base.appendingPathComponent("b")
            for folder in [a, b] {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
                try Data(folder.lastPathComponent.utf8).write(to: folder.appendingPathComponent("name"))
            }
            return (a, b)
        }

        func name(in folder: URL) throws -> String {
            try String(contentsOf: folder.appendingPathComponent("name"), encoding: .utf8)
        }

        @Test func theLibraryWrapperExchangesTwoFolders() throws {
            try TemporaryFolder.with { base in
                let (a, b) = try twoFolders(in: base)
                #expect(FolderSwap.exchange(a.path, b.path) == 0)
                #expect(try name(in: a) == "b")
                #expect(try name(in: b) == "a ü")
            }
        }

        @Test func theRawSystemCallExchangesTwoFolders() throws {
            try TemporaryFolder.with { base in
                let (a, b) = try twoFolders(in: base)
                #expect(FolderSwap.exchangeBySystemCall(a.path, b.path) == 0)
                #expect(try name(in: a) == "b")
                #expect(try name(in: b) == "a ü")
            }
        }

        @Test func aMissingPathIsReportedNotCreated() throws {
            try TemporaryFolder.with { base in
                let (a, _) = try twoFolders(in: base)
                let missing = base.appendingPathComponent("missing").path
                #expect(FolderSwap.exchange(a.path, missing) == ENOENT)
                #expect(FolderSwap.exchangeBySystemCall(a.path, missing) == ENOENT)
                #expect(try name(in: a) == "a ü")
            }
        }
    }
#endif
