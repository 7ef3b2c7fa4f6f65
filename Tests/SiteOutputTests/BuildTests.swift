import Foundation
import Testing

@testable import SiteOutput

@Suite struct BuildTests {
    let marker = FolderTree.bytes(OutputMarker.contents)

    @Test func theFirstBuildCreatesTheFolderAndARebuildReplacesItsContents() throws {
        try TemporaryFolder.with { base in
            let site = URL(fileURLWithPath: "sïte out", relativeTo: base)
            let first = try OutputFolder.prepare(output: site, protecting: [])
            try first.write("index.html", "<h1>one</h1>\n")
            try first.write("trips/lisbon/index.html", Data("lisbon".utf8))
            try first.write("old/gone.html", [UInt8]("old".utf8))
            #expect(try first.commit() == .rename)
            #expect(
                try FolderTree.snapshot(site) == [
                    ".itineshary-output": marker, "index.html": FolderTree.bytes("<h1>one</h1>\n"),
                    "trips/": Data(), "trips/lisbon/": Data(), "trips/lisbon/index.html": FolderTree.bytes("lisbon"),
                    "old/": Data(), "old/gone.html": FolderTree.bytes("old"),
                ])

            let second = try OutputFolder.prepare(output: site, protecting: [])
            try second.write("index.html", "<h1>two</h1>\n")
            try second.write("trips/porto/index.html", "porto")
            #expect(try second.commit() == .exchange)
            #expect(
                try FolderTree.snapshot(site) == [
                    ".itineshary-output": marker, "index.html": FolderTree.bytes("<h1>two</h1>\n"),
                    "trips/": Data(), "trips/porto/": Data(), "trips/porto/index.html": FolderTree.bytes("porto"),
                ])
            #expect(try FolderTree.names(in: base) == [".sïte out.itineshary", "sïte out"])
            // The generation before the live one waits beside it, in the store, for the next build.
            #expect(
                try FolderTree.snapshot(base.appendingPathComponent(".sïte out.itineshary/previous")) == [
                    ".itineshary-output": marker, "index.html": FolderTree.bytes("<h1>one</h1>\n"),
                    "trips/": Data(), "trips/lisbon/": Data(), "trips/lisbon/index.html": FolderTree.bytes("lisbon"),
                    "old/": Data(), "old/gone.html": FolderTree.bytes("old"),
                ])
        }
    }

    @Test func theCommitExchangesTheStagedFolderIntoPlace() throws {
        try TemporaryFolder.with { base in
            let site = base.appendingPathComponent("site")
            try OutputFolder.prepare(output: site, protecting: []).commit()
            let build = try OutputFolder.prepare(output: site, protecting: [])
            try build.write("index.html", "new")
            let staged = try inode(build.stagingLocation)
            #expect(try build.commit() == .exchange)
            // The very folder that was staged is now the output: it was moved, not copied.
            #expect(try inode(site) == staged)
            #expect(try FolderTree.names(in: base) == [".site.itineshary", "site"])
        }
    }

    @Test func withoutExchangeTheCommitRenamesThePreviousOutputAside() throws {
        try TemporaryFolder.with { base in
            let site = base.appendingPathComponent("site")
            let first = try OutputFolder.prepare(output: site, protecting: [])
            try first.write("a.html", "a")
            try first.commit()
            let second = try OutputFolder.prepare(output: site, protecting: [])
            try second.write("b.html", "b")
            #expect(try second.commit(allowingExchange: false) == .renameAside)
            #expect(try FolderTree.snapshot(site) == [".itineshary-output": marker, "b.html": FolderTree.bytes("b")])
            // The previous output, set aside for the swap, is the older generation now.
            #expect(
                try FolderTree.snapshot(base.appendingPathComponent(".site.itineshary/previous"))
                    == [".itineshary-output": marker, "a.html": FolderTree.bytes("a")])
            #expect(
                try FolderTree.names(in: base.appendingPathComponent(".site.itineshary")).filter {
                    !$0.hasPrefix("manifest-")
                }
                    == ["lock", "previous"])
        }
    }

    @Test func aDiscardedBuildLeavesThePreviousOutputByteIdentical() throws {
        try TemporaryFolder.with { base in
            let site = base.appendingPathComponent("site")
            let first = try OutputFolder.prepare(output: site, protecting: [])
            try first.write("index.html", "kept")
            try first.write("trips/a/index.html", "kept too")
            try first.commit()
            let before = try FolderTree.snapshot(site)

            let failed = try OutputFolder.prepare(output: site, protecting: [])
            try failed.write("index.html", "never seen")
            try failed.write("trips/b/index.html", "never seen")
            failed.discard()
            #expect(try FolderTree.snapshot(site) == before)
            #expect(throws: OutputFolderError.finished) { try failed.write("late.html", "late") }
            #expect(throws: OutputFolderError.finished) { try failed.commit() }
            #expect(OutputFolderError.finished.description == "the output folder was already committed or discarded")
        }
    }

    @Test func aBuildAfterADiscardedOneWritesExactlyItsOwnFiles() throws {
        try TemporaryFolder.with { base in
            let site = base.appendingPathComponent("site")
            for round in 0..<2 {
                let build = try OutputFolder.prepare(output: site, protecting: [])
                try build.write("index.html", "round \(round)")
                try build.write("trips/a/index.html", "a")
                try build.commit()
            }
            // This one leaves the older generation half changed, with files no build committed.
            let failed = try OutputFolder.prepare(output: site, protecting: [])
            try failed.write("index.html", "never seen")
            try failed.write("trips/b/index.html", "never seen")
            try failed.write("stray.html", "never seen")
            failed.discard()

            let next = try OutputFolder.prepare(output: site, protecting: [])
            try next.write("index.html", "round 2")
            try next.write("trips/a/index.html", "a")
            try next.commit()
            #expect(
                try FolderTree.snapshot(site) == [
                    ".itineshary-output": marker, "index.html": FolderTree.bytes("round 2"), "trips/": Data(),
                    "trips/a/": Data(), "trips/a/index.html": FolderTree.bytes("a"),
                ])
        }
    }

    /// A child process started by another thread shares the last build's lock until it runs its own program; the
    /// next build waits for that rather than taking the lock as another build's. The child's share is stood for
    /// here by a second descriptor of the lock's open file, closed once the next build has found the lock held.
    @Test func aLockSharedForAMomentAfterItsBuildDoesNotRefuseTheNext() throws {
        try TemporaryFolder.with { base in
            let site = base.appendingPathComponent("site")
            let first = try OutputFolder.prepare(output: site, protecting: [])
            // Closed on exec, as the child's copies are: a program another test starts meanwhile does not keep it.
            let shared = fcntl(first.lockDescriptor, F_DUPFD_CLOEXEC, 0)
            #expect(shared >= 0)
            try first.commit()
            var waits = 0
            let next = try OutputFolder.prepare(
                output: site, protecting: [],
                whileTheLockIsHeld: {
                    waits += 1
                    if waits == 1 { close(shared) }
                })
            // At least once: a child that another test starts meanwhile may hold the lock a moment longer.
            #expect(waits >= 1)
            try next.commit()
        }
    }

    @Test func aSecondBuildIntoTheSameOutputIsRefusedWhileTheFirstRuns() throws {
        try TemporaryFolder.with { base in
            let site = base.appendingPathComponent("site")
            let first = try OutputFolder.prepare(output: site, protecting: [])
            #expect(throws: OutputFolderError.busy(FolderName(given: site.relativePath))) {
                try OutputFolder.prepare(output: site, protecting: [])
            }
            #expect(
                OutputFolderError.busy(FolderName(given: "site")).description
                    == "cannot build into 'site': another itineshary build is writing it; try again when it has finished"
            )
            first.discard()
            try OutputFolder.prepare(output: site, protecting: []).commit()
        }
    }

    @Test func anEmptyFolderAndAMarkedFolderAreAccepted() throws {
        try TemporaryFolder.with { base in
            let empty = base.appendingPathComponent("empty")
            try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
            let build = try OutputFolder.prepare(output: empty, protecting: [])
            try build.write("index.html", "x")
            #expect(try build.commit() == .exchange)
            #expect(
                try FolderTree.snapshot(empty) == [".itineshary-output": marker, "index.html": FolderTree.bytes("x")])
        }
    }

    @Test func theParentFoldersOfANewOutputAreCreated() throws {
        try TemporaryFolder.with { base in
            let site = base.appendingPathComponent("build/public/site")
            let build = try OutputFolder.prepare(output: site, protecting: [])
            try build.write("index.html", "x")
            try build.commit()
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path))
        }
    }

    @Test func aSymlinkedOutputReplacesTheFolderItLeadsToAndStaysALink() throws {
        try TemporaryFolder.with { base in
            let real = base.appendingPathComponent("real site")
            let link = base.appendingPathComponent("site")
            let first = try OutputFolder.prepare(output: real, protecting: [])
            try first.write("old.html", "old")
            try first.commit()
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real site")

            let build = try OutputFolder.prepare(output: link, protecting: [])
            #expect(build.location.path == real.path)
            try build.write("new.html", "new")
            try build.commit()
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real site")
            #expect(
                try FolderTree.snapshot(real) == [".itineshary-output": marker, "new.html": FolderTree.bytes("new")])
        }
    }

    @Test func copyFileCopiesTheBytesAndFollowsALink() throws {
        try TemporaryFolder.with { base in
            let image = base.appendingPathComponent("photo ü.jpg")
            try Data([0xFF, 0xD8, 0x00, 0x01]).write(to: image)
            let link = base.appendingPathComponent("link.jpg")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: image)
            let site = base.appendingPathComponent("site")
            let build = try OutputFolder.prepare(output: site, protecting: [])
            try build.copyFile(from: image, to: "assets/photo.jpg")
            try build.copyFile(from: link, to: "assets/link.jpg")
            let missing = URL(fileURLWithPath: "missing.jpg", relativeTo: base)
            #expect(
                throws: OutputFolderError.fileSystem(
                    action: "copy 'missing.jpg' into the output folder", reason: "No such file or directory")
            ) { try build.copyFile(from: missing, to: "assets/missing.jpg") }
            try build.commit()
            #expect(
                try Data(contentsOf: site.appendingPathComponent("assets/photo.jpg")) == Data([0xFF, 0xD8, 0x00, 0x01]))
            let copied = try FileManager.default.attributesOfItem(
                atPath: site.appendingPathComponent("assets/link.jpg").path)
            #expect(copied[.type] as? FileAttributeType == .typeRegular)
        }
    }

    @Test func manyTasksCanWriteAtOnce() async throws {
        try await TemporaryFolder.withAsync { base in
            let site = base.appendingPathComponent("site")
            let build = try OutputFolder.prepare(output: site, protecting: [])
            try await writeAtOnce(200, into: build) { "trips/t\($0 % 7)/p\($0)/index.html" }
            try build.commit()
            // The marker, trips/, seven folders under it, and a folder and a file per page.
            #expect(try FolderTree.snapshot(site).count == 1 + 1 + 7 + 200 * 2)
        }
    }

    /// In an older generation made empty for the build, the writer that claims a folder first makes it; the
    /// others writing into it at the same time may find it missing still, and make it themselves.
    @Test func tasksWritingIntoTheSameNewFoldersAtOnceEachPlaceTheirFile() async throws {
        try await TemporaryFolder.withAsync { base in
            let site = base.appendingPathComponent("site")
            let build = try OutputFolder.prepare(output: site, protecting: [])
            try await writeAtOnce(300, into: build) { "a/b\($0 % 3)/c\($0 % 5)/p\($0).html" }
            #expect(build.changes.written == 300)
            try build.commit()
            let tree = try FolderTree.snapshot(site)
            // The marker, a/, three folders under it with five each, and the pages.
            let folders = 1 + 3 + 15
            #expect(tree.count == 1 + folders + 300)
            let misplaced = (0..<300).filter { (page: Int) -> Bool in
                let path = "a/b\(page % 3)/c\(page % 5)/p\(page).html"
                return tree[path] != FolderTree.bytes("page \(page)")
            }
            #expect(misplaced == [])
        }
    }

    /// Writes pages `0..<count`, each from a task of its own, at `path(page)`, holding `page N`.
    private func writeAtOnce(
        _ count: Int, into build: OutputFolder, path: @escaping @Sendable (Int) -> String
    ) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for page in 0..<count {
                group.addTask { try build.write(path(page), "page \(page)") }
            }
            try await group.waitForAll()
        }
    }

    private func inode(_ url: URL) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int
    }
}
