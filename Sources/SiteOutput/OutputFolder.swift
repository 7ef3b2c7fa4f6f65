import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A build's output in the making. The output keeps two generations: the live folder, and beside it (in
/// ``GenerationStore``) the one before it. A build brings the older generation up to date in place, a file at a
/// time, and ``commit()`` swaps the two in one step, so a build that fails or is killed leaves the live output
/// as it was.
///
/// ```swift
/// let output = try OutputFolder.prepare(output: site, protecting: [.content(content), .templates(theme)])
/// try output.write("trips/lisbon/index.html", page)
/// try output.commit()
/// ```
///
/// A file whose bytes the older generation already holds is left alone; one the live generation holds is
/// hard-linked from it; only the others are written, each to a new file. Files the build does not write are
/// removed at the commit. So a rebuild that changes nothing writes no file, and a file keeps its inode and
/// modification time for as long as its bytes stay the same.
///
/// Writing is safe from several tasks at once.
public final class OutputFolder: Sendable {
    /// The output folder, symbolic links resolved: the commit replaces this folder, never a link to it.
    public let location: URL
    /// The older generation, which the build brings up to date until the commit swaps it in.
    public let stagingLocation: URL

    let outputPath: String
    let stagingPath: String
    let store: GenerationStore
    /// The inode of the older generation's folder, which names its manifest.
    let stagingInode: UInt64
    /// What the older generation held after the last build that completed on it.
    let staged: Manifest
    /// Whether the older generation may hold files ``staged`` does not list (its last build did not complete),
    /// so the commit must look through it for files to remove.
    let mayHoldStrays: Bool
    /// Whether the older generation was made empty for this build: nothing is in it but its marker and what this
    /// build writes.
    let stagingWasEmpty: Bool
    /// What the live generation holds, to link unchanged files from.
    let live: Manifest
    /// The open lock file, held until the writer finishes.
    let lockDescriptor: Int32
    /// Set once by ``commit()`` or ``discard()``; the writer refuses to go on after that.
    let finished = Mutex(false)
    let progress = Mutex(Progress())

    /// The files claimed and written so far, and how each was placed.
    struct Progress {
        var record = OutputRecord()
        var changes = OutputChanges()
    }

    init(
        outputPath: String, stagingPath: String, store: GenerationStore, stagingInode: UInt64, staged: Manifest,
        mayHoldStrays: Bool, stagingWasEmpty: Bool, live: Manifest, lockDescriptor: Int32
    ) {
        self.outputPath = outputPath
        self.stagingPath = stagingPath
        self.store = store
        self.stagingInode = stagingInode
        self.staged = staged
        self.mayHoldStrays = mayHoldStrays
        self.stagingWasEmpty = stagingWasEmpty
        self.live = live
        self.lockDescriptor = lockDescriptor
        location = URL(fileURLWithPath: outputPath, isDirectory: true)
        stagingLocation = URL(fileURLWithPath: stagingPath, isDirectory: true)
    }

    deinit {
        if !finished.withLock({ $0 }) { close(lockDescriptor) }
    }

    /// What the build changed in the output, known once it is committed.
    public var changes: OutputChanges { progress.withLock { $0.changes } }

    /// Marks the writer finished and lets go of the lock; throws when it already was.
    func finish() throws(OutputFolderError) {
        let wasFinished = finished.withLock { finished in
            defer { finished = true }
            return finished
        }
        if wasFinished { throw .finished }
    }

    /// Throws when the writer is finished.
    func checkOpen() throws(OutputFolderError) {
        if finished.withLock({ $0 }) { throw .finished }
    }
}

/// How a build changed the output, counted in files.
public struct OutputChanges: Sendable, Equatable {
    /// Files written anew: their bytes are in neither generation.
    public var written = 0
    /// Files the live output already held, linked into the new one without being written.
    public var linked = 0
    /// Files the older generation already held, left alone.
    public var unchanged = 0
    /// Files of the live output that the new one no longer has (the build removed them from the older generation
    /// it swaps in, or that generation lacked them already).
    public var removed = 0

    /// Creates counts.
    public init(written: Int = 0, linked: Int = 0, unchanged: Int = 0, removed: Int = 0) {
        (self.written, self.linked, self.unchanged, self.removed) = (written, linked, unchanged, removed)
    }

}
