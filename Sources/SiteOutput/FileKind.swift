/// What a path names, without following a final symbolic link.
enum FileKind: Equatable {
    case missing
    case directory
    case regularFile
    case symbolicLink
    case other
}
