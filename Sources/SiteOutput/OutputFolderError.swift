/// Why the output folder could not be prepared, written or put in place.
///
/// The ``description`` is one sentence for a command line's `error: ...` line; it names the folder or file and
/// says why.
public enum OutputFolderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The output folder resolves to the file system root.
    case fileSystemRoot(FolderName)
    /// The output folder resolves to the user's home folder.
    case homeFolder(FolderName)
    /// The output folder is, contains, or lies inside a folder the build reads from.
    case protectedFolder(FolderName, ProtectedFolder.Overlap, ProtectedFolder)
    /// The output folder is not empty and has no marker saying that itineshary made it.
    case notMadeByItineshary(FolderName)
    /// The output path names a file (or something else that is not a folder).
    case notAFolder(FolderName)
    /// The output path is a symbolic link that leads nowhere, or in a loop.
    case unresolvableSymlink(FolderName)
    /// A path given to `write` or `copyFile` is not a plain relative path inside the output.
    case invalidPath(String, OutputPathProblem)
    /// The build wrote the same path twice, or a file over a folder: two pages would share one URL.
    case alreadyWritten(String, isFolder: Bool)
    /// Another build holds the output folder's lock.
    case busy(FolderName)
    /// The writer was used after ``OutputFolder/commit()`` or ``OutputFolder/discard()``.
    case finished
    /// A file system call failed; `action` says what was being done, `reason` is the system's message.
    case fileSystem(action: String, reason: String)

    /// The message for the user.
    public var description: String {
        switch self {
        case .fileSystemRoot(let folder):
            return "refusing to use \(folder) as the output folder: it is the file system root"
        case .homeFolder(let folder):
            return "refusing to use \(folder) as the output folder: it is the home folder"
        case .protectedFolder(let folder, .same, let protected):
            return "refusing to use \(folder) as the output folder: it is the \(protected.role)"
        case .protectedFolder(let folder, .inside, let protected):
            return
                "refusing to use \(folder) as the output folder: it is inside the \(protected.role) '\(protected.path)'"
        case .protectedFolder(let folder, .contains, let protected):
            return
                "refusing to use \(folder) as the output folder: it contains the \(protected.role) '\(protected.path)'"
        case .notMadeByItineshary(let folder):
            return "refusing to use \(folder) as the output folder: it is not empty and itineshary did not create it "
                + "(it has no \(OutputMarker.fileName) file); empty it, remove it, or choose another output folder"
        case .notAFolder(let folder):
            return "refusing to use \(folder) as the output folder: it is a file, not a folder"
        case .unresolvableSymlink(let folder):
            return "refusing to use \(folder) as the output folder: it is a symbolic link that leads nowhere"
        case .invalidPath(let path, let problem):
            return "cannot write '\(path.debugEscapingNUL)' into the output folder: \(problem)"
        case .alreadyWritten(let path, isFolder: false):
            return "cannot write '\(path)' into the output folder: it was already written in this build"
        case .alreadyWritten(let path, isFolder: true):
            return "cannot write '\(path)' into the output folder: a folder of that name is already there"
        case .busy(let folder):
            return "cannot build into \(folder): another itineshary build is writing it; try again when it has finished"
        case .finished:
            return "the output folder was already committed or discarded"
        case .fileSystem(let action, let reason):
            return "cannot \(action): \(reason)"
        }
    }
}

extension String {
    /// The string with NUL shown as `\0`, so that a message stays one readable line.
    fileprivate var debugEscapingNUL: String { replacing("\0", with: "\\0") }
}
