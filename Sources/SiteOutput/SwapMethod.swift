/// How ``OutputFolder/commit()`` put the staged folder in place.
public enum SwapMethod: Sendable, Equatable {
    /// There was no previous output: one `rename`.
    case rename
    /// The staged and previous folders were exchanged in one step (`renameat2` with `RENAME_EXCHANGE`).
    case exchange
    /// The kernel or file system cannot exchange: the previous output was renamed aside, then the staged folder
    /// renamed into place. Between the two renames the output path is briefly missing.
    case renameAside
}
