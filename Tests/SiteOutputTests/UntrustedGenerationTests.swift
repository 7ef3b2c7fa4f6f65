import Foundation
import Testing

@testable import SiteOutput

/// The generation store beside the output may come from a stranger's pull request: git checks out a committed
/// `.site.itineshary/` even where `.gitignore` names it. No link in it is ever followed, and a generation no
/// manifest of this store explains is made anew rather than brought up to date in place.
@Suite struct UntrustedGenerationTests {
    let marker = FolderTree.bytes(OutputMarker.contents)

    /// A folder outside the output, holding a file of its own, which a committed link points at.
    private func elsewhere(in base: URL) throws -> URL {
        let folder = base.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("kept".utf8).write(to: folder.appendingPathComponent("own.txt"))
        return folder
    }

    @Test func aCommittedOlderGenerationWithALinkedFolderIsMadeAnewAndNothingIsWrittenThroughTheLink() throws {
        try TemporaryFolder.with { base in
            let outside = try elsewhere(in: base)
            let previous = base.appendingPathComponent(".site.itineshary/previous")
            try FileManager.default.createDirectory(at: previous, withIntermediateDirectories: true)
            try Data(OutputMarker.contents.utf8).write(to: previous.appendingPathComponent(OutputMarker.fileName))
            try FileManager.default.createSymbolicLink(
                atPath: previous.appendingPathComponent("assets").path, withDestinationPath: "../../elsewhere")

            let site = base.appendingPathComponent("site")
            let build = try OutputFolder.prepare(output: site, protecting: [])
            try build.write("assets/zz-evil.pth", "import os\n")
            try build.write("index.html", "home")
            try build.commit()

            #expect(try FolderTree.snapshot(outside) == ["own.txt": FolderTree.bytes("kept")])
            #expect(
                try FolderTree.snapshot(site) == [
                    ".itineshary-output": marker, "index.html": FolderTree.bytes("home"), "assets/": Data(),
                    "assets/zz-evil.pth": FolderTree.bytes("import os\n"),
                ])
            #expect(build.changes.written == 2)
        }
    }

    @Test func aLinkPlantedInAGenerationABuildLeftIsRemovedNotFollowed() throws {
        try TemporaryFolder.with { base in
            let outside = try elsewhere(in: base)
            let site = base.appendingPathComponent("site")
            for text in ["one", "two"] {
                let build = try OutputFolder.prepare(output: site, protecting: [])
                try build.write("assets/photo.txt", text)
                try build.commit()
            }
            // The older generation has its manifest; its folder `assets` is swapped for a link.
            let previous = base.appendingPathComponent(".site.itineshary/previous")
            try FileManager.default.removeItem(at: previous.appendingPathComponent("assets"))
            try FileManager.default.createSymbolicLink(
                atPath: previous.appendingPathComponent("assets").path, withDestinationPath: "../../elsewhere")

            let build = try OutputFolder.prepare(output: site, protecting: [])
            try build.write("assets/new.txt", "three")
            try build.commit()

            #expect(try FolderTree.snapshot(outside) == ["own.txt": FolderTree.bytes("kept")])
            #expect(
                try FolderTree.snapshot(site) == [
                    ".itineshary-output": marker, "assets/": Data(), "assets/new.txt": FolderTree.bytes("three"),
                ])
        }
    }

    @Test func aCommittedOutputWithLinksIsNeitherFollowedWhenReplacedNorWhenRemoved() throws {
        try TemporaryFolder.with { base in
            let outside = try elsewhere(in: base)
            let site = base.appendingPathComponent("site")
            try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
            try Data(OutputMarker.contents.utf8).write(to: site.appendingPathComponent(OutputMarker.fileName))
            try FileManager.default.createSymbolicLink(
                atPath: site.appendingPathComponent("assets").path, withDestinationPath: "../elsewhere")

            for text in ["one", "two"] {
                let build = try OutputFolder.prepare(output: site, protecting: [])
                try build.write("assets/own.txt", text)
                try build.commit()
                #expect(
                    try FolderTree.snapshot(site) == [
                        ".itineshary-output": marker, "assets/": Data(), "assets/own.txt": FolderTree.bytes(text),
                    ])
            }
            #expect(try FolderTree.snapshot(outside) == ["own.txt": FolderTree.bytes("kept")])
        }
    }

    @Test func aCommittedFolderAsideIsNeverPutInPlaceOfTheOutput() throws {
        try TemporaryFolder.with { base in
            _ = try elsewhere(in: base)
            let aside = base.appendingPathComponent(".site.itineshary/aside")
            try FileManager.default.createDirectory(at: aside, withIntermediateDirectories: true)
            try Data(OutputMarker.contents.utf8).write(to: aside.appendingPathComponent(OutputMarker.fileName))
            try FileManager.default.createSymbolicLink(
                atPath: aside.appendingPathComponent("secrets").path, withDestinationPath: "../../elsewhere")

            let site = base.appendingPathComponent("site")
            let build = try OutputFolder.prepare(output: site, protecting: [])
            // Until the commit, there is no output: the committed folder was not put back as one.
            #expect(FileSystem.kind(site.path) == .missing)
            #expect(FileSystem.kind(aside.path) == .missing)
            try build.write("index.html", "home")
            try build.commit()
            #expect(
                try FolderTree.snapshot(site) == [".itineshary-output": marker, "index.html": FolderTree.bytes("home")])
        }
    }
}
