import Markdown

/// libFuzzer target: any bytes as a Markdown body, through the limits check, link extraction and rendering,
/// as the loader and the builder use them. A body past the limits is not given to cmark-gfm.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard MarkdownLimits.problem(in: text) == nil else { return 0 }
    let links = CommonMarkDocument.links(in: text)
    for link in links { precondition(link.column >= 1) }
    _ = MarkdownRenderer(extractsTaskLists: true).render(text) { $0.hasPrefix("rec:") ? "../x/" : nil }
    return 0
}
