import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputFolder {
    /// Removes the files of the older generation that this build did not write, records its manifest, and swaps
    /// it in place of the live output in one step; the live output becomes the older generation, for the next
    /// build to bring up to date.
    ///
    /// Every write must have finished. On failure the live output is untouched.
    ///
    /// - Returns: how the swap was made; ``SwapMethod/exchange`` wherever the kernel and file system allow it.
    /// - Throws: ``OutputFolderError/fileSystem(action:reason:)`` when the swap fails,
    ///   ``OutputFolderError/finished`` when the writer was already committed or discarded.
    @discardableResult
    public func commit() throws(OutputFolderError) -> SwapMethod {
        try commit(allowingExchange: true)
    }

    /// ``commit()``, with the exchange turned off so that tests can exercise the fallback.
    func commit(allowingExchange: Bool) throws(OutputFolderError) -> SwapMethod {
        try finish()
        defer { close(lockDescriptor) }
        let record = progress.withLock { $0.record }
        do {
            _ =
                mayHoldStrays
                ? try removeStrays(in: "", keeping: record)
                : try removeVanished(keeping: record)
        } catch {
            throw .fileSystem(
                action: "remove old files from '\(stagingPath)'",
                reason: (error as? SystemCallError)?.message ?? "\(error)")
        }
        // What a reader of the output sees go: the live files the new output no longer has. The older generation
        // the build brought up to date may have lacked them already, or held others.
        let removed = live.entries.keys.count { record.entry(for: $0) == nil }
        progress.withLock { $0.changes.removed = removed }
        writeManifest(record.placedByPath)
        let method: SwapMethod
        do throws(SystemCallError) {
            method = try FolderSwap.replace(
                outputPath, with: stagingPath, aside: store.aside, allowExchange: allowingExchange)
        } catch {
            throw .fileSystem(action: "put the new output in place of '\(outputPath)'", reason: error.message)
        }
        // The older generation now is the previous output: where the exchange left it, or aside. A rename that
        // fails here is finished by the next build's prepare.
        if method == .renameAside { _ = rename(store.aside, store.previous) }
        return method
    }

    /// Leaves the live output as it was, and the older generation as far as the build got with it: the next
    /// build finds its manifest partial and brings it up to date. For a build that failed.
    ///
    /// Calling it again, or after ``commit()``, does nothing.
    public func discard() {
        guard (try? finish()) != nil else { return }
        close(lockDescriptor)
    }

    /// Removes the files the last complete build wrote and this one did not, and the folders they leave empty.
    /// A path whose file became a folder of the new output stays.
    private func removeVanished(keeping record: OutputRecord) throws -> Int {
        var removed = 0
        for path in staged.entries.keys.sorted() where record.entry(for: path) == nil && !record.isFolder(path[...]) {
            let target = stagingPath + "/" + path
            guard FileSystem.kind(target) != .missing else { continue }
            try FileSystem.removeTree(target)
            removed += 1
            var folder = Substring(path)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                guard rmdir(stagingPath + "/" + folder) == 0 else { break }
            }
        }
        return removed
    }

    /// Removes everything under `relative` that this build did not write; for an older generation that a killed or
    /// failed build left, which may hold files no manifest lists.
    private func removeStrays(
        in relative: String, keeping record: OutputRecord
    ) throws -> Int {
        var removed = 0
        let folder = relative.isEmpty ? stagingPath : stagingPath + "/" + relative
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() {
            if relative.isEmpty, name == OutputMarker.fileName { continue }
            let path = relative.isEmpty ? name : relative + "/" + name
            if FileSystem.kind(folder + "/" + name) == .directory, record.isFolder(path[...]) {
                removed += try removeStrays(in: path, keeping: record)
            } else if record.entry(for: path) == nil {
                try FileSystem.removeTree(folder + "/" + name)
                removed += 1
            }
        }
        return removed
    }

    /// Records what the older generation now holds. Written whole under another name and then renamed, so a
    /// manifest is either complete or absent; when it cannot be written, the next build writes every file.
    private func writeManifest(_ placed: (count: Int, files: some Sequence<(path: String, entry: Manifest.Entry)>)) {
        let new = store.newManifest(of: stagingInode)
        do throws(SystemCallError) {
            try FileSystem.replaceFile(new) { Manifest.encode(count: placed.count, placed.files, $0) }
            guard rename(new, store.manifest(of: stagingInode)) == 0 else { throw .current }
            unlink(store.partialManifest(of: stagingInode))
        } catch {
            unlink(new)
        }
    }
}
