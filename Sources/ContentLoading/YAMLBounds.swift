import CYaml
import Diagnostics

/// Measures front matter with libyaml's event parser, which keeps its own stack and never recurses, before
/// the composer (which recurses once per level) and the decoders see it: nesting depth, the nodes aliases
/// expand to, and the number of nodes, each capped so a hostile file fails fast at its place.
enum YAMLBounds {
    /// The deepest nesting of lists and mappings; real front matter stays under 10.
    static let maximumDepth = 64
    /// The most nodes that aliases may expand to in one file, counting each alias as the whole tree it
    /// repeats: a few aliases of small anchors pass, an alias bomb does not.
    static let maximumAliasNodes = 10_000
    /// The most nodes in one file's front matter: a trip of ten thousand days with a city each has about
    /// 50,000; past 250,000 a file would no longer check in well under a second.
    static let maximumNodes = 250_000

    /// The first limit `yaml` passes, as an error at its place, or `nil`. Syntax errors are left to the
    /// composer, which reports them with better words.
    static func problem(in yaml: String, path: String, lineOffset: Int) -> Diagnostic? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(yaml.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> Diagnostic? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            // The size of each open collection so far, and its anchor; sizes saturate rather than overflow.
            var open: [(anchor: String?, size: Int)] = []
            var anchored: [String: Int] = [:]
            var aliasNodes = 0
            var nodes = 0
            var event = yaml_event_t()
            func location(_ mark: yaml_mark_t) -> SourceLocation {
                SourceLocation(file: path, line: Int(mark.line) + 1 + lineOffset, column: Int(mark.column) + 1)
            }
            func close(_ size: Int, anchor: String?) {
                if let anchor { anchored[anchor] = size }
                if !open.isEmpty { open[open.count - 1].size = saturatingAdd(open[open.count - 1].size, size) }
            }
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return nil
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    let anchor =
                        event.type == YAML_SEQUENCE_START_EVENT
                        ? text(event.data.sequence_start.anchor) : text(event.data.mapping_start.anchor)
                    open.append((anchor, 1))
                    nodes += 1
                    if open.count > maximumDepth {
                        return .error(
                            "the front matter nests lists and mappings more than \(maximumDepth) deep",
                            at: location(event.start_mark),
                            note: "the limit on nesting keeps a hostile file from crashing the build")
                    }
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let closed = open.popLast() else { return nil }
                    close(closed.size, anchor: closed.anchor)
                case YAML_SCALAR_EVENT:
                    nodes += 1
                    close(1, anchor: text(event.data.scalar.anchor))
                case YAML_ALIAS_EVENT:
                    let size = anchored[text(event.data.alias.anchor) ?? ""] ?? 1
                    aliasNodes = saturatingAdd(aliasNodes, size)
                    if aliasNodes > maximumAliasNodes {
                        return .error(
                            "the front matter's aliases expand to more than \(maximumAliasNodes) values",
                            at: location(event.start_mark),
                            note: "each '*' repeats the whole value its '&' anchor names; write the values out instead")
                    }
                    close(size, anchor: nil)
                default:
                    continue
                }
                if nodes > maximumNodes {
                    return .error(
                        "the front matter has more than \(maximumNodes) values",
                        at: location(event.start_mark), note: "split the file into smaller ones")
                }
            }
        }
    }

    private static func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }

    private static func saturatingAdd(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : sum
    }
}
