import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputFolder {
    /// Checks that `output` is safe to replace, removes what killed builds left beside it, and creates a fresh
    /// staging folder for a build.
    ///
    /// Places are compared by their real paths, symbolic links resolved. Nothing is created or deleted before
    /// every check has passed.
    ///
    /// - Parameters:
    ///   - output: the output folder; it need not exist, and its parent folders are created when missing.
    ///   - protected: the folders the build reads from; the output may not be, contain, or lie inside one.
    ///   - homeFolders: the user's home folders, which are refused; ``userHomeFolders()`` unless a test says
    ///     otherwise.
    /// - Throws: ``OutputFolderError`` naming the folder and saying why it was refused or could not be prepared.
    public static func prepare(
        output: URL, protecting protected: [ProtectedFolder], homeFolders: [URL] = userHomeFolders()
    ) throws(OutputFolderError) -> OutputFolder {
        let given = output.relativePath
        let absolute = output.path
        let name = FolderName(given: given)
        guard let real = FileSystem.resolve(absolute) else { throw .unresolvableSymlink(name) }
        let folder = FolderName(given: given, resolved: real == absolute ? nil : real)

        try checkSafety(of: real, named: folder, protecting: protected, homeFolders: homeFolders)

        let parent = URL(fileURLWithPath: real).deletingLastPathComponent().path
        let leaf = URL(fileURLWithPath: real).lastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw .fileSystem(action: "create the folder '\(parent)'", reason: reason(error))
        }
        removeLeftovers(in: parent, leaf: leaf, outputExists: FileSystem.kind(real) == .directory)
        let staging = try makeStagingFolder(in: parent, leaf: leaf)
        return OutputFolder(outputPath: real, stagingPath: staging)
    }

    /// The home folders to refuse: `$HOME`, and the home folder in the user database, which differ under `sudo`
    /// or in a sandbox.
    public static func userHomeFolders() -> [URL] {
        var homes: [URL] = []
        if let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty {
            homes.append(URL(fileURLWithPath: home, isDirectory: true))
        }
        if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir {
            let home = String(cString: directory)
            if !home.isEmpty { homes.append(URL(fileURLWithPath: home, isDirectory: true)) }
        }
        return homes
    }

    /// Refuses the real path `real` when replacing it could destroy something that is not a build's output.
    private static func checkSafety(
        of real: String, named folder: FolderName, protecting protected: [ProtectedFolder], homeFolders: [URL]
    ) throws(OutputFolderError) {
        if real == "/" { throw .fileSystemRoot(folder) }
        for home in homeFolders where FileSystem.resolve(home.path) == real { throw .homeFolder(folder) }
        for candidate in protected {
            let path = FileSystem.resolve(candidate.url.path) ?? candidate.url.path
            if path == real { throw .protectedFolder(folder, .same, candidate) }
            if real.hasPrefix(path == "/" ? "/" : path + "/") { throw .protectedFolder(folder, .inside, candidate) }
            if path.hasPrefix(real + "/") { throw .protectedFolder(folder, .contains, candidate) }
        }
        switch FileSystem.kind(real) {
        case .missing:
            return
        case .directory:
            let entries: [String]
            do {
                entries = try FileManager.default.contentsOfDirectory(atPath: real)
            } catch {
                throw .fileSystem(action: "read the folder \(folder)", reason: reason(error))
            }
            let marked = FileSystem.kind(real + "/" + OutputMarker.fileName) == .regularFile
            if !entries.isEmpty, !marked { throw .notMadeByItineshary(folder) }
        default:
            throw .notAFolder(folder)
        }
    }

    /// Deletes the staging folders of builds that died, and the previous outputs that a fallback swap set aside
    /// and did not get to delete. A folder counts as a leftover only when its name says it belongs to this output
    /// and to a process that is gone, and it holds the marker. A set-aside previous output is kept while the
    /// output itself is missing: then it is the only copy of the site.
    private static func removeLeftovers(in parent: String, leaf: String, outputExists: Bool) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        let me = getpid()
        for entry in entries {
            let pid =
                SiblingFolder.staging.ownerPID(of: entry, leaf: leaf)
                ?? (outputExists ? SiblingFolder.previous.ownerPID(of: entry, leaf: leaf) : nil)
            guard let pid, pid != me, !FileSystem.isRunning(pid) else { continue }
            let path = parent + "/" + entry
            guard FileSystem.kind(path) == .directory,
                FileSystem.kind(path + "/" + OutputMarker.fileName) == .regularFile
            else { continue }
            // A leftover that cannot be deleted now is tried again by the next build; it never blocks this one.
            try? FileSystem.removeOutputTree(path)
        }
    }

    /// Creates an empty staging folder with the marker beside the output, under a name no other build uses.
    private static func makeStagingFolder(in parent: String, leaf: String) throws(OutputFolderError) -> String {
        while true {
            let token = String(UInt32.random(in: .min ... .max), radix: 16)
            let path = parent + "/" + SiblingFolder.staging.name(for: leaf, pid: getpid(), token: token)
            guard mkdir(path, 0o755) == 0 else {
                if errno == EEXIST { continue }
                let failure = SystemCallError.current
                throw .fileSystem(action: "create the staging folder '\(path)'", reason: failure.message)
            }
            do throws(SystemCallError) {
                try FileSystem.createFile(path + "/" + OutputMarker.fileName, text: OutputMarker.contents)
            } catch {
                rmdir(path)
                throw .fileSystem(action: "write the marker into '\(path)'", reason: error.message)
            }
            return path
        }
    }

    /// The useful part of a Foundation error: the POSIX message when there is one.
    private static func reason(_ error: any Error) -> String {
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain, let message = strerror(Int32(underlying.code))
        {
            return String(cString: message)
        }
        return error.localizedDescription
    }
}
