import Foundation
import Testing

@testable import SiteOutput

/// Every folder `prepare` refuses, with the exact message; and nothing is created or deleted around it.
@Suite struct RefusalTests {
    /// Makes a site folder with content and templates, runs `setUp` in it, and expects `prepare` to refuse
    /// `output` (relative to the site folder) with `message`, in which `<base>` stands for the site folder.
    func expectRefusal(
        of output: String, home: String = "/nonexistent home", _ message: String,
        setUp: (URL) throws -> Void = { _ in }
    ) throws {
        try TemporaryFolder.with { base in
            let content = URL(fileURLWithPath: "Content", relativeTo: base)
            let templates = URL(fileURLWithPath: "Templates", relativeTo: base)
            try FileManager.default.createDirectory(
                at: content.appendingPathComponent("trips"), withIntermediateDirectories: true)
            try Data("---\ntitle: Lisbon\n---\n".utf8).write(to: content.appendingPathComponent("trips/lisbon.md"))
            try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
            try setUp(base)
            let before = try FolderTree.snapshot(base)
            do {
                let writer = try OutputFolder.prepare(
                    output: URL(fileURLWithPath: output, relativeTo: base),
                    protecting: [.content(content), .templates(templates)],
                    homeFolders: [URL(fileURLWithPath: home, relativeTo: base)])
                writer.discard()
                Issue.record("'\(output)' was accepted")
            } catch let error as OutputFolderError {
                #expect(error.description == message.replacing("<base>", with: base.path))
            }
            #expect(try FolderTree.snapshot(base) == before)
        }
    }

    @Test func theContentFolder() throws {
        try expectRefusal(of: "Content", "refusing to use 'Content' as the output folder: it is the content folder")
    }

    @Test func theTemplatesFolder() throws {
        try expectRefusal(
            of: "Templates/", "refusing to use 'Templates' as the output folder: it is the templates folder")
    }

    @Test func aFolderInsideTheContentFolder() throws {
        try expectRefusal(
            of: "Content/trips/site",
            "refusing to use 'Content/trips/site' as the output folder: it is inside the content folder 'Content'")
    }

    @Test func aFolderContainingTheContentFolder() throws {
        try expectRefusal(
            of: ".", "refusing to use '.' as the output folder: it contains the content folder 'Content'")
    }

    @Test func aDotDotPathThatLeadsBackToTheContentFolder() throws {
        try expectRefusal(
            of: "Templates/../Content",
            "refusing to use 'Templates/../Content' as the output folder: it is the content folder")
    }

    @Test func theFileSystemRoot() throws {
        try expectRefusal(of: "/", "refusing to use '/' as the output folder: it is the file system root")
    }

    @Test func theHomeFolder() throws {
        try expectRefusal(
            of: "home/", home: "home", "refusing to use 'home' as the output folder: it is the home folder"
        ) { base in
            try FileManager.default.createDirectory(
                at: base.appendingPathComponent("home"), withIntermediateDirectories: false)
        }
    }

    @Test func theHomeFolderThroughALink() throws {
        try expectRefusal(
            of: "me", home: "home",
            "refusing to use 'me' (which resolves to '<base>/home') as the output folder: it is the home folder"
        ) { base in
            try FileManager.default.createDirectory(
                at: base.appendingPathComponent("home"), withIntermediateDirectories: false)
            try FileManager.default.createSymbolicLink(
                atPath: base.appendingPathComponent("me").path, withDestinationPath: "home")
        }
    }

    @Test func aNonEmptyFolderWithoutTheMarker() throws {
        try expectRefusal(
            of: "Documents",
            "refusing to use 'Documents' as the output folder: it is not empty and itineshary did not create it "
                + "(it has no .itineshary-output file); empty it, remove it, or choose another output folder"
        ) { base in
            let documents = base.appendingPathComponent("Documents")
            try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: false)
            try Data("taxes".utf8).write(to: documents.appendingPathComponent("taxes.txt"))
        }
    }

    @Test func aFile() throws {
        try expectRefusal(
            of: "page.html", "refusing to use 'page.html' as the output folder: it is a file, not a folder"
        ) { base in
            try Data("<p>hi</p>".utf8).write(to: base.appendingPathComponent("page.html"))
        }
    }

    @Test func aSymlinkToTheContentFolder() throws {
        try expectRefusal(
            of: "site",
            "refusing to use 'site' (which resolves to '<base>/Content') as the output folder: it is the content folder"
        ) { base in
            try FileManager.default.createSymbolicLink(
                atPath: base.appendingPathComponent("site").path, withDestinationPath: "Content")
        }
    }

    @Test func aDanglingSymlink() throws {
        try expectRefusal(
            of: "site", "refusing to use 'site' as the output folder: it is a symbolic link that leads nowhere"
        ) { base in
            try FileManager.default.createSymbolicLink(
                atPath: base.appendingPathComponent("site").path, withDestinationPath: "gone")
        }
    }

    @Test func theUsersHomeFoldersIncludeHOME() throws {
        let home = try #require(ProcessInfo.processInfo.environment["HOME"])
        #expect(OutputFolder.userHomeFolders().map(\.path).contains(URL(fileURLWithPath: home).path))
    }
}
