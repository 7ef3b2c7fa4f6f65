#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputFolder {
    /// Puts the staged files in place of the output folder in one step, then deletes the previous output.
    ///
    /// Every write must have finished. On failure the previous output is untouched and the staging folder is
    /// removed.
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
        let leaf = location.lastPathComponent
        let parent = location.deletingLastPathComponent().path
        let token = String(UInt32.random(in: .min ... .max), radix: 16)
        let aside = parent + "/" + SiblingFolder.previous.name(for: leaf, pid: getpid(), token: token)
        let method: SwapMethod
        do throws(SystemCallError) {
            method = try FolderSwap.replace(
                outputPath, with: stagingPath, aside: aside, allowExchange: allowingExchange)
        } catch {
            try? FileSystem.removeOutputTree(stagingPath)
            throw .fileSystem(action: "put the new output in place of '\(outputPath)'", reason: error.message)
        }
        // The new output is in place, so the build has succeeded; a previous output that cannot be deleted now
        // still holds the marker (or was empty), and the next build's prepare deletes it.
        switch method {
        case .rename: break
        case .exchange: try? FileSystem.removeOutputTree(stagingPath)
        case .renameAside: try? FileSystem.removeOutputTree(aside)
        }
        return method
    }

    /// Removes the staging folder and leaves the output folder as it was; for a build that failed.
    ///
    /// Calling it again, or after ``commit()``, does nothing.
    public func discard() {
        guard (try? finish()) != nil else { return }
        try? FileSystem.removeOutputTree(stagingPath)
    }
}
