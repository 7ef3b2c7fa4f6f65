import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputFolder {
    /// Writes `bytes` to the file at `path` in the output, making the folders on the way.
    ///
    /// - Parameter path: a relative path with `/` between segments, such as `trips/lisbon/index.html`.
    /// - Throws: ``OutputFolderError/invalidPath(_:_:)`` for an absolute path or one with an empty, `.` or `..`
    ///   segment or a NUL; ``OutputFolderError/alreadyWritten(_:isFolder:)`` when the path was already written.
    public func write(_ path: String, _ bytes: some ContiguousBytes) throws(OutputFolderError) {
        try place(path) { (target) throws(SystemCallError) in
            var failure: SystemCallError?
            bytes.withUnsafeBytes { buffer in
                do throws(SystemCallError) { try FileSystem.createFile(target, bytes: buffer) } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
        }
    }

    /// Writes `text` as UTF-8 to the file at `path` in the output, as the bytes form of `write` does.
    public func write(_ path: String, _ text: String) throws(OutputFolderError) {
        try write(path, Array(text.utf8))
    }

    /// Copies the file at `source` to `path` in the output. A symbolic link is followed, so the output holds a
    /// plain file.
    /// - Throws: as the bytes form of `write` does, and ``OutputFolderError/fileSystem(action:reason:)`` when
    ///   the source cannot be read.
    public func copyFile(from source: URL, to path: String) throws(OutputFolderError) {
        let input: Int32
        do throws(SystemCallError) {
            input = try FileSystem.openRegularFile(source.path)
        } catch {
            throw .fileSystem(action: "copy '\(source.relativePath)' into the output folder", reason: error.message)
        }
        defer { close(input) }
        try place(path) { (target) throws(SystemCallError) in
            try FileSystem.copy(from: input, to: target)
        }
    }

    /// Checks `path`, then runs `create` on its place in the staging folder, making the missing folders when the
    /// first attempt finds none: most files go into a folder that already exists, so that costs no extra call.
    private func place(
        _ path: String, create: (String) throws(SystemCallError) -> Void
    ) throws(OutputFolderError) {
        let segments = try OutputPath.segments(of: path)
        try checkOpen()
        let target = stagingPath + "/" + path
        do throws(SystemCallError) {
            do throws(SystemCallError) {
                try create(target)
            } catch let error where error.code == ENOENT && segments.count > 1 {
                try FileSystem.makeDirectories(in: stagingPath, segments.dropLast())
                try create(target)
            }
        } catch let error where error.code == EEXIST {
            throw .alreadyWritten(path, isFolder: FileSystem.kind(target) == .directory)
        } catch {
            throw .fileSystem(action: "write '\(path)' into the output folder", reason: error.message)
        }
    }
}
