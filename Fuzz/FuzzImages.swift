@testable import ImageResizing

/// libFuzzer target: any bytes as an image file, walked as the build walks one before libvips sees it (a JPEG's
/// markers for its scans, a PNG's header) and stripped of its metadata as it is published. A file refused is
/// expected; a crash, a hang, or a published file that is not what the walk kept, is a bug: a JPEG kept has the
/// scans that were counted, and what was stripped has nothing left to strip.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImages(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let problem = bytes.withUnsafeBytes { ImageResizer.problem(opening: $0, decoding: true) }
    let scans = bytes.withUnsafeBytes { try? JPEGFrame($0)?.scans }
    guard let stripped = try? MetadataRemoval.stripped(bytes) ?? bytes else { return 0 }
    precondition((try? MetadataRemoval.stripped(stripped)) == .some(nil), "stripping twice removed more")
    precondition(ImageFormat(of: stripped) == ImageFormat(of: bytes), "stripping changed the format")
    if ImageFormat(of: bytes) == .jpeg {
        // Stripped, a JPEG walks, with the scans its original was counted for.
        let kept = stripped.withUnsafeBytes { try? JPEGFrame($0)?.scans }
        precondition(kept == scans, "the published JPEG has other scans than were counted")
        if case .tooManyScans = problem { precondition((kept ?? 0) > ImageResizer.scanLimit) }
    }
    return 0
}
