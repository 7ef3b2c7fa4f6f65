import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputFolder {
    /// Checks that `output` is safe to replace, takes the lock of its ``GenerationStore``, finishes a swap that a
    /// killed build left halfway, and readies the older generation for the build to bring up to date.
    ///
    /// Places are compared by their real paths, symbolic links resolved. Nothing is created or deleted before
    /// every check has passed.
    ///
    /// - Parameters:
    ///   - output: the output folder; it need not exist, and its parent folders are created when missing.
    ///   - protected: the folders the build reads from; the output may not be, contain, or lie inside one.
    ///   - homeFolders: the user's home folders, which are refused; ``userHomeFolders()`` unless a test says
    ///     otherwise.
    /// - Throws: ``OutputFolderError`` naming the folder and saying why it was refused or could not be prepared,
    ///   or ``OutputFolderError/busy(_:)`` while another build writes the same output.
    public static func prepare(
        output: URL, protecting protected: [ProtectedFolder], homeFolders: [URL] = userHomeFolders()
    ) throws(OutputFolderError) -> OutputFolder {
        try prepare(output: output, protecting: protected, homeFolders: homeFolders, whileTheLockIsHeld: {})
    }

    /// ``prepare(output:protecting:homeFolders:)``, calling `whileTheLockIsHeld` each time it finds the lock held
    /// and is about to try again: a test's way to see the wait.
    static func prepare(
        output: URL, protecting protected: [ProtectedFolder], homeFolders: [URL] = userHomeFolders(),
        whileTheLockIsHeld: () -> Void
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
        let store = GenerationStore(parent: parent, leaf: leaf)
        let lock = try takeLock(of: store, for: folder, whileHeld: whileTheLockIsHeld)
        do throws(OutputFolderError) {
            return try readyGenerations(output: real, store: store, lock: lock)
        } catch {
            close(lock)
            throw error
        }
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

    /// Creates the store when missing and locks it; while another build holds the lock, this one gets
    /// ``OutputFolderError/busy(_:)`` within a quarter of a second rather than a wait, so two builds into one folder
    /// fail fast instead of hanging.
    ///
    /// The quarter of a second is for a lock that outlives its build for a moment: a child process that another
    /// thread of the same program (a test runner, a server) is starting shares every open file of the program
    /// until it runs its own program, which closes them, and with them the last build's lock.
    private static func takeLock(
        of store: GenerationStore, for folder: FolderName, whileHeld: () -> Void
    ) throws(OutputFolderError) -> Int32 {
        if mkdir(store.path, 0o755) != 0, errno != EEXIST {
            throw .fileSystem(action: "create the folder '\(store.path)'", reason: SystemCallError.current.message)
        }
        guard FileSystem.kind(store.path) == .directory else {
            throw .fileSystem(action: "use '\(store.path)' for the build's state", reason: "it is not a folder")
        }
        let lock = open(store.lock, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard lock >= 0 else {
            throw .fileSystem(action: "open the lock '\(store.lock)'", reason: SystemCallError.current.message)
        }
        var waited = 0
        while flock(lock, LOCK_EX | LOCK_NB) != 0 {
            let failure = SystemCallError.current
            if failure.code == EINTR { continue }
            if failure.code == EWOULDBLOCK, waited < 50 {
                waited += 1
                whileHeld()
                usleep(5_000)
                continue
            }
            close(lock)
            if failure.code == EWOULDBLOCK { throw .busy(folder) }
            throw .fileSystem(action: "lock '\(store.lock)'", reason: failure.message)
        }
        return lock
    }

    /// Puts back a generation that a swap without exchange left aside, makes the older generation (empty, with
    /// the marker) when there is none, and reads both generations' manifests. The older generation's manifest is
    /// marked partial before the build changes anything in it.
    private static func readyGenerations(
        output: String, store: GenerationStore, lock: Int32
    ) throws(OutputFolderError) -> OutputFolder {
        func fail(_ action: String, _ error: SystemCallError = .current) -> OutputFolderError {
            .fileSystem(action: action, reason: error.message)
        }
        if FileSystem.kind(store.aside) != .missing, !isExplained(generation: store.aside, in: store) {
            // Not a generation a build put aside: never put in place of the output.
            try? FileSystem.removeTree(store.aside)
        }
        if FileSystem.kind(store.aside) == .directory {
            // A swap without exchange was cut short: the live output is either missing (put it back) or already
            // the new one (the one aside is the older generation).
            let target = FileSystem.kind(output) == .missing ? output : store.previous
            if FileSystem.kind(target) == .missing {
                guard rename(store.aside, target) == 0 else { throw fail("put '\(store.aside)' back") }
            } else {
                try? FileSystem.removeTree(store.aside)
            }
        }
        // The older generation is brought up to date in place, so it is trusted only as a build left it: one that
        // no manifest of this store explains (a folder committed to a repository, where `.gitignore` does not keep
        // git from checking it out) or that holds anything but folders and regular files (a link would carry the
        // build's writes and removals out of the output) is removed, never followed, and made anew.
        var made = FileSystem.kind(store.previous) != .directory
        if !made, !isExplained(generation: store.previous, in: store) {
            do { try FileSystem.removeTree(store.previous) } catch {
                throw .fileSystem(
                    action: "remove the untrusted older generation '\(store.previous)'",
                    reason: (error as? SystemCallError)?.message ?? "\(error)")
            }
            made = true
        }
        if made {
            try? FileSystem.removeTree(store.previous)
            guard mkdir(store.previous, 0o755) == 0 else { throw fail("create the folder '\(store.previous)'") }
        }
        let marker = store.previous + "/" + OutputMarker.fileName
        let liveMarker = output + "/" + OutputMarker.fileName
        if made, (try? FileSystem.readFile(liveMarker)) == Array(OutputMarker.contents.utf8) {
            // Shared with the live output, as every unchanged file will be.
            _ = link(liveMarker, marker)
        }
        if (try? FileSystem.readFile(marker)) != Array(OutputMarker.contents.utf8) {
            do throws(SystemCallError) {
                try FileSystem.replaceFile(marker, bytes: Array(OutputMarker.contents.utf8))
            } catch {
                throw fail("write the marker into '\(store.previous)'", error)
            }
        }
        guard let stagingInode = FileSystem.inode(store.previous) else {
            throw fail("read the folder '\(store.previous)'")
        }
        let liveInode = FileSystem.inode(output)
        var staged = Manifest()
        var mayHoldStrays = !made
        if made {
            // A new folder may get the inode of one removed earlier: no manifest of that one applies.
            unlink(store.manifest(of: stagingInode))
            unlink(store.partialManifest(of: stagingInode))
        } else if let bytes = try? FileSystem.readFile(store.manifest(of: stagingInode)),
            let manifest = Manifest.decode(bytes)
        {
            (staged, mayHoldStrays) = (manifest, false)
            guard rename(store.manifest(of: stagingInode), store.partialManifest(of: stagingInode)) == 0 else {
                throw fail("mark the manifest '\(store.manifest(of: stagingInode))' partial")
            }
        } else if let bytes = try? FileSystem.readFile(store.partialManifest(of: stagingInode)),
            let manifest = Manifest.decode(bytes)
        {
            staged = manifest
        }
        var live = Manifest()
        if let liveInode, let bytes = try? FileSystem.readFile(store.manifest(of: liveInode)),
            let manifest = Manifest.decode(bytes)
        {
            live = manifest
        }
        // Manifests of generations that are gone (an output removed by hand, a folder made anew).
        let current = [stagingInode] + (liveInode.map { [$0] } ?? [])
        if let entries = try? FileManager.default.contentsOfDirectory(atPath: store.path) {
            for entry in entries where entry.hasPrefix(GenerationStore.manifestPrefix) {
                let number = entry.dropFirst(GenerationStore.manifestPrefix.count).prefix { $0.isNumber }
                if let inode = UInt64(number), current.contains(inode) { continue }
                unlink(store.path + "/" + entry)
            }
        }
        return OutputFolder(
            outputPath: output, stagingPath: store.previous, store: store, stagingInode: stagingInode, staged: staged,
            mayHoldStrays: mayHoldStrays, stagingWasEmpty: made, live: live, lockDescriptor: lock)
    }

    /// Whether the folder `generation` is one a build of this store left: a manifest of it, whole or partial, is in
    /// the store, and it holds only folders and regular files.
    private static func isExplained(generation: String, in store: GenerationStore) -> Bool {
        guard FileSystem.kind(generation) == .directory, let inode = FileSystem.inode(generation) else { return false }
        let manifest = [store.manifest(of: inode), store.partialManifest(of: inode)].lazy.compactMap {
            (try? FileSystem.readFile($0)).flatMap(Manifest.decode)
        }.first
        return manifest != nil && FileSystem.holdsOnlyFoldersAndFiles(generation)
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
