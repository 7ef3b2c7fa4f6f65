import TextEscaping

@testable import ContentLoading

/// libFuzzer target: any bytes as a content file, through UTF-8 decoding, the front matter split, the YAML
/// bounds and the composer, as the loader reads a file. Problems are expected; a crash, a hang or a leak is
/// a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontMatter(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let parsed = ParsedFile.parse(bytes, path: "fuzz.md", frontMatter: true)
    for problem in parsed.problems {
        precondition((problem.location?.line ?? 1) >= 1)
        _ = TerminalText.escaped(problem.message)
    }
    return 0
}
