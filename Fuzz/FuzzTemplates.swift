import Mustache

/// libFuzzer target: any bytes as a template, compiled and, when it compiles, rendered over a small context.
/// Compile errors are expected; a crash, a hang or a leak is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplates(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let context: TemplateValue = .dictionary([
        "v": "<script>alert(1)</script>", "url": "javascript:alert(1)", "items": .array(["a", "b"]),
        "flag": .bool(true), "n": .int(3),
    ])
    if let library = try? TemplateLibrary(sources: ["t": text, "p": "{{v}}"]) {
        _ = try? library.render("t", context)
    }
    return 0
}
