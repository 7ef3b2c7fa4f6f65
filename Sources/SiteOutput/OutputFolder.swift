import Foundation
import Synchronization

/// A build's output in the making: files are written into a fresh folder beside the output folder, which
/// ``commit()`` swaps into place in one step, so a build that fails or is killed leaves the previous output as
/// it was.
///
/// ```swift
/// let output = try OutputFolder.prepare(output: site, protecting: [.content(content), .templates(theme)])
/// try output.write("trips/lisbon/index.html", page)
/// try output.commit()
/// ```
///
/// Writing is safe from several tasks at once. A writer dropped without ``commit()`` removes its staging folder,
/// as ``discard()`` does.
public final class OutputFolder: Sendable {
    /// The output folder, symbolic links resolved: the commit replaces this folder, never a link to it.
    public let location: URL
    /// The folder beside ``location`` that the build writes into until the commit.
    public let stagingLocation: URL

    let outputPath: String
    let stagingPath: String
    /// Set once by ``commit()`` or ``discard()``; the writer refuses to go on after that.
    let finished = Mutex(false)

    init(outputPath: String, stagingPath: String) {
        self.outputPath = outputPath
        self.stagingPath = stagingPath
        location = URL(fileURLWithPath: outputPath, isDirectory: true)
        stagingLocation = URL(fileURLWithPath: stagingPath, isDirectory: true)
    }

    deinit {
        if !finished.withLock({ $0 }) { try? FileSystem.removeOutputTree(stagingPath) }
    }

    /// Marks the writer finished; throws when it already was.
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
