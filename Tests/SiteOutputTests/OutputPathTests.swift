import Foundation
import Testing

@testable import SiteOutput

@Suite struct OutputPathTests {
    @Test(arguments: [
        ("../x", "cannot write '../x' into the output folder: the path has a '..' segment"),
        ("trips/../../x", "cannot write 'trips/../../x' into the output folder: the path has a '..' segment"),
        (
            "/abs",
            "cannot write '/abs' into the output folder: the path is absolute; only paths relative to the output folder are allowed"
        ),
        ("a//b", "cannot write 'a//b' into the output folder: the path has an empty segment"),
        ("a/", "cannot write 'a/' into the output folder: the path has an empty segment"),
        ("a/./b", "cannot write 'a/./b' into the output folder: the path has a '.' segment"),
        ("", "cannot write '' into the output folder: the path is empty"),
        ("a\0b", "cannot write 'a\\0b' into the output folder: the path has a NUL character"),
        (
            ".itineshary-output",
            "cannot write '.itineshary-output' into the output folder: the path is reserved for the marker that identifies the output folder"
        ),
    ])
    func badPathsAreRefused(path: String, message: String) throws {
        try TemporaryFolder.with { base in
            let build = try OutputFolder.prepare(output: base.appendingPathComponent("site"), protecting: [])
            defer { build.discard() }
            do {
                try build.write(path, "x")
                Issue.record("'\(path)' was accepted")
            } catch let error as OutputFolderError {
                #expect(error.description == message)
            }
            #expect(
                try FolderTree.snapshot(build.stagingLocation) == [
                    ".itineshary-output": FolderTree.bytes(OutputMarker.contents)
                ])
        }
    }

    @Test func goodPathsKeepTheirSpelling() throws {
        try TemporaryFolder.with { base in
            let site = base.appendingPathComponent("site")
            let build = try OutputFolder.prepare(output: site, protecting: [])
            try build.write("cities/pt/lisboa/café ü/index.html", "ü")
            try build.write("..hidden/.well-known/x", "x")
            try build.write("assets/.itineshary-output", "not the marker")
            try build.commit()
            #expect(FileManager.default.fileExists(atPath: site.path + "/cities/pt/lisboa/café ü/index.html"))
            #expect(FileManager.default.fileExists(atPath: site.path + "/..hidden/.well-known/x"))
        }
    }

    @Test func aPathLongerThanTheSystemTakesIsRefusedAsTheFileSystemWouldRefuseIt() throws {
        try TemporaryFolder.with { base in
            let build = try OutputFolder.prepare(output: base.appendingPathComponent("site"), protecting: [])
            defer { build.discard() }
            let path = String(repeating: "a/", count: 40_000) + "index.html"
            #expect(
                throws: OutputFolderError.fileSystem(
                    action: "write '\(path)' into the output folder",
                    reason: SystemCallError(code: ENAMETOOLONG).message)
            ) {
                try build.write(path, "deep")
            }
        }
    }

    @Test func writingAPathTwiceIsRefused() throws {
        try TemporaryFolder.with { base in
            let build = try OutputFolder.prepare(output: base.appendingPathComponent("site"), protecting: [])
            defer { build.discard() }
            try build.write("trips/lisbon/index.html", "first")
            #expect(throws: OutputFolderError.alreadyWritten("trips/lisbon/index.html", isFolder: false)) {
                try build.write("trips/lisbon/index.html", "second")
            }
            #expect(throws: OutputFolderError.alreadyWritten("trips/lisbon", isFolder: true)) {
                try build.write("trips/lisbon", "a file over a folder")
            }
            #expect(
                OutputFolderError.alreadyWritten("trips/lisbon/index.html", isFolder: false).description
                    == "cannot write 'trips/lisbon/index.html' into the output folder: it was already written in this build"
            )
            #expect(
                try String(
                    contentsOf: build.stagingLocation.appendingPathComponent("trips/lisbon/index.html"), encoding: .utf8
                )
                    == "first")
        }
    }
}
