import Mustache

/// libFuzzer target: any bytes as a template, compiled and, when it compiles, checked against the shape of a
/// small context and rendered over it. Compile and check errors are expected; a crash, a hang or a leak is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplates(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let context: TemplateValue = .dictionary([
        "v": "<script>alert(1)</script>", "url": "javascript:alert(1)", "items": .array(["a", "b"]),
        "flag": .bool(true), "n": .int(3),
    ])
    var item = TemplateShapeKeys()
    item["v"] = .value
    var keys = TemplateShapeKeys()
    keys["v"] = .value
    keys["url"] = .value
    keys["items"] = TemplateShape.value.list
    keys["flag"] = .value
    keys["n"] = .optionalValue
    keys["item"] = TemplateShape(.dictionary(item)).optional
    let shape = TemplateShape(.dictionary(keys))
    if let library = try? TemplateLibrary(sources: ["t": text, "p": "{{v}}"]) {
        _ = try? library.check("t", against: shape)
        _ = try? library.render("t", context)
    }
    return 0
}
