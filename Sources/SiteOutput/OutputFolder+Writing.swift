import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputFolder {
    /// Puts `bytes` at `path` in the new output, making the folders on the way: left alone when the older
    /// generation already holds those bytes there, linked from the live output when it does, written otherwise.
    ///
    /// - Parameters:
    ///   - path: a relative path with `/` between segments, such as `trips/lisbon/index.html`.
    ///   - inputs: a digest of everything the file was made from, for ``reuse(_:inputs:)`` in a later build.
    /// - Throws: ``OutputFolderError/invalidPath(_:_:)`` for an absolute path or one with an empty, `.` or `..`
    ///   segment or a NUL; ``OutputFolderError/alreadyWritten(_:isFolder:)`` when the path was already written.
    public func write(_ path: String, _ bytes: some ContiguousBytes, inputs: UInt64? = nil) throws(OutputFolderError) {
        let claim = try claim(path)
        let (size, hash) = bytes.withUnsafeBytes { (UInt64($0.count), ContentHash.of($0)) }
        try place(path, claim, size: size, hash: hash, inputs: inputs ?? 0) {
            (target) throws(SystemCallError) -> stat in
            var result: Result<stat, SystemCallError> = .failure(SystemCallError(code: EIO))
            bytes.withUnsafeBytes { buffer in
                do throws(SystemCallError) { result = .success(try FileSystem.createFile(target, bytes: buffer)) } catch
                {
                    result = .failure(error)
                }
            }
            return try result.get()
        }
    }

    /// Writes `text` as UTF-8 to the file at `path` in the output, as the bytes form of `write` does.
    public func write(_ path: String, _ text: String) throws(OutputFolderError) {
        try write(path, Array(text.utf8))
    }

    /// Copies the file at `source` to `path` in the output, as `write` places bytes. A symbolic link is
    /// followed, so the output holds a plain file.
    /// - Throws: as the bytes form of `write` does, and ``OutputFolderError/fileSystem(action:reason:)`` when
    ///   the source cannot be read.
    public func copyFile(from source: URL, to path: String) throws(OutputFolderError) {
        let claim = try claim(path)
        func unreadable(_ error: SystemCallError) -> OutputFolderError {
            .fileSystem(action: "copy '\(source.relativePath)' into the output folder", reason: error.message)
        }
        let input: Int32
        let size: UInt64
        let hash: UInt64
        do throws(SystemCallError) {
            input = try FileSystem.openRegularFile(source.path)
            (size, hash) = try FileSystem.hash(of: input)
        } catch {
            progress.withLock { $0.record.release(path) }
            throw unreadable(error)
        }
        defer { close(input) }
        try place(path, claim, size: size, hash: hash, inputs: 0) { (target) throws(SystemCallError) -> stat in
            guard lseek(input, 0, SEEK_SET) == 0 else { throw .current }
            return try FileSystem.copy(from: input, to: target)
        }
    }

    /// Puts at `path` the file an earlier build made from the same `inputs`, without the caller making it again:
    /// `true` when the older or the live generation holds that file, unchanged since; `false` (and nothing done)
    /// when neither does, and the caller writes the file with `write(_:_:inputs:)`.
    ///
    /// `inputs` must cover everything the file's bytes depend on: the digest is all that is compared.
    public func reuse(_ path: String, inputs: UInt64) throws(OutputFolderError) -> Bool {
        guard inputs != 0 else { return false }
        // The older generation holds it as it was made: it stays, and is only recorded. Most pages of a rebuild.
        if var entry = staged.entries[path], entry.inputs == inputs,
            let info = FileSystem.status(stagingPath + "/" + path), entry.matches(info)
        {
            _ = try claim(path)
            entry.inputs = inputs
            record(path, entry) { $0.unchanged += 1 }
            return true
        }
        // The live generation holds it: linked from there.
        guard let entry = live.entries[path], entry.inputs == inputs,
            let info = FileSystem.status(outputPath + "/" + path), entry.matches(info)
        else { return false }
        let claim = try claim(path)
        do throws(OutputFolderError) {
            try place(path, claim, size: entry.size, hash: entry.hash, inputs: inputs) {
                (_) throws(SystemCallError) -> stat in
                // Only reached when the file vanished since it was checked: the caller writes it.
                throw SystemCallError(code: ENOENT)
            }
        } catch {
            progress.withLock { $0.record.release(path) }
            return false
        }
        return true
    }

    /// A path claimed for this build: its segments, and whether its folder was first claimed with it, so that,
    /// in an older generation made empty for this build, the folder is not there yet.
    struct Claim {
        let segments: [Substring]
        let folderIsNew: Bool
    }

    /// Checks `path` and claims it for this build: a path is written once, and never both as a file and as a
    /// folder.
    private func claim(_ path: String) throws(OutputFolderError) -> Claim {
        let segments = try OutputPath.segments(of: path)
        try checkOpen()
        var folderIsNew = false
        // The file system would refuse it, after a call for each folder on the way: refused before any is made.
        if path.utf8.count > OutputRecord.maximumPathBytes {
            throw .fileSystem(
                action: "write '\(path)' into the output folder", reason: SystemCallError(code: ENAMETOOLONG).message)
        }
        try progress.withLock { (progress) throws(OutputFolderError) in
            if progress.record.isClaimed(path[...]) { throw .alreadyWritten(path, isFolder: false) }
            if progress.record.isFolder(path[...]) { throw .alreadyWritten(path, isFolder: true) }
            // Each folder on the way, as the part of `path` before its next `/`: the segments are parts of `path`.
            for segment in segments.dropLast() where progress.record.isClaimed(path[..<segment.endIndex]) {
                throw .fileSystem(
                    action: "write '\(path)' into the output folder", reason: SystemCallError(code: ENOTDIR).message)
            }
            folderIsNew = progress.record.claim(path, segments: segments)
        }
        return Claim(segments: segments, folderIsNew: folderIsNew)
    }

    /// Puts the file of `size` bytes hashing to `hash` at `path` in the older generation: nothing to do when it
    /// is there already, a hard link when the live output has it, else `create` makes it (and returns its
    /// `stat`). Whatever was at `path` is removed first, never written into: it may be the live output's file.
    /// In an older generation made empty for this build nothing is there but what this build put there, and
    /// every path is claimed once: nothing is removed, and a folder first claimed by this file is made before it.
    private func place(
        _ path: String, _ claim: Claim, size: UInt64, hash: UInt64, inputs: UInt64,
        create: (String) throws(SystemCallError) -> stat
    ) throws(OutputFolderError) {
        let target = stagingPath + "/" + path
        if var entry = staged.entries[path], entry.size == size, entry.hash == hash,
            let info = FileSystem.status(target), entry.matches(info)
        {
            entry.inputs = inputs
            record(path, entry) { $0.unchanged += 1 }
            return
        }
        do throws(SystemCallError) {
            let source = outputPath + "/" + path
            if var entry = live.entries[path], entry.size == size, entry.hash == hash,
                let info = FileSystem.status(source), entry.matches(info)
            {
                entry.inputs = inputs
                var linked = true
                try inPlace(target, claim) { (target) throws(SystemCallError) in
                    if !stagingWasEmpty { try FileSystem.remove(target) }
                    guard link(source, target) != 0 else { return }
                    // A missing folder is made and the link tried again; a file system without hard links (or
                    // at its link limit) gets the bytes written instead.
                    if errno == ENOENT || errno == ENOTDIR { throw .current }
                    linked = false
                }
                if linked {
                    record(path, entry) { $0.linked += 1 }
                    return
                }
            }
            var info = stat()
            try inPlace(target, claim) { (target) throws(SystemCallError) in
                if !stagingWasEmpty { try FileSystem.remove(target) }
                info = try create(target)
            }
            record(path, Manifest.Entry(size: size, hash: hash, info: info, inputs: inputs)) { $0.written += 1 }
        } catch {
            throw .fileSystem(action: "write '\(path)' into the output folder", reason: error.message)
        }
    }

    /// Runs `body` on `target`, making the missing folders (and removing files in their way) when the first
    /// attempt finds none: most files go into a folder that is already there, so that costs no extra call. In an
    /// older generation made empty for this build, a new folder is made first, from its deepest level up.
    private func inPlace(
        _ target: String, _ claim: Claim, _ body: (String) throws(SystemCallError) -> Void
    ) throws(SystemCallError) {
        let segments = claim.segments
        if stagingWasEmpty, claim.folderIsNew, segments.count > 1 {
            // What fails here is seen to below, when `body` finds the folder missing.
            try? FileSystem.makeDirectories(in: stagingPath, segments.dropLast())
        }
        do throws(SystemCallError) {
            try body(target)
        } catch let error where (error.code == ENOENT || error.code == ENOTDIR) && segments.count > 1 {
            try FileSystem.makeDirectories(in: stagingPath, segments.dropLast(), replacingFiles: true)
            try body(target)
        }
    }

    private func record(_ path: String, _ entry: Manifest.Entry, count: (inout OutputChanges) -> Void) {
        progress.withLock { progress in
            progress.record.place(path, entry)
            count(&progress.changes)
        }
    }
}
