import Mustache
import SwiftMustache

#if canImport(Glibc)
    import Glibc
#endif

// Renders the same templates and data with this engine (HTML mode) and with swift-mustache, and
// prints each engine's renders per second (median of several runs) and their ratio.
let arguments = CommandLine.arguments
let quick = arguments.contains("--quick")
let measurement = Measurement(runs: quick ? 3 : 7, duration: .milliseconds(quick ? 200 : 500))

func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return left ? padding + text : text + padding
}

func grouped(_ number: Double) -> String {
    let digits = String(Int(number.rounded()))
    var result = ""
    for (index, character) in digits.reversed().enumerated() {
        if index > 0 && index % 3 == 0 { result.append(",") }
        result.append(character)
    }
    return String(result.reversed())
}

// `--profile N` renders each case N times with this engine only, for a profiler.
if let index = arguments.firstIndex(of: "--profile"), index + 1 < arguments.count, let count = Int(arguments[index + 1])
{
    for benchmark in BenchmarkCase.all {
        let library = try TemplateLibrary(sources: benchmark.templates)
        var total = 0
        for _ in 0..<count { total &+= try library.render(benchmark.page, benchmark.data).utf8.count }
        print(benchmark.name, total)
    }
    exit(0)
}

print(
    pad("case", 32) + pad("itineshary/s", 14, left: true) + pad("swift-mustache/s", 18, left: true)
        + pad("ratio", 9, left: true) + "  output")
for benchmark in BenchmarkCase.all {
    let ours = try TemplateLibrary(sources: benchmark.templates)
    var theirs = MustacheLibrary()
    for (name, text) in benchmark.templates { try theirs.register(text, named: name) }
    let data = benchmark.data
    let anyData = AnyConversion.convert(data)

    let ourOutput = try ours.render(benchmark.page, data)
    let theirOutput = theirs.render(anyData, withTemplate: benchmark.page) ?? ""
    let same: String
    if ourOutput == theirOutput {
        same = "identical"
    } else if ourOutput.filter({ !$0.isWhitespace }) == theirOutput.filter({ !$0.isWhitespace }) {
        // swift-mustache indents a block's content where this engine follows the inheritance spec.
        same = "same but for white space (\(ourOutput.utf8.count) vs \(theirOutput.utf8.count) bytes)"
    } else {
        same = "differs (\(ourOutput.utf8.count) vs \(theirOutput.utf8.count) bytes)"
    }

    let ourRate = measurement.rendersPerSecond { (try? ours.render(benchmark.page, data))?.utf8.count ?? 0 }
    let theirRate = measurement.rendersPerSecond {
        theirs.render(anyData, withTemplate: benchmark.page)?.utf8.count ?? 0
    }
    let ratio = ourRate / theirRate
    print(
        pad(benchmark.name, 32) + pad(grouped(ourRate), 14, left: true) + pad(grouped(theirRate), 18, left: true)
            + pad(String(Int(ratio * 10) / 10) + "." + String(Int(ratio * 10) % 10) + "×", 9, left: true) + "  " + same)
    if arguments.contains("--show-diff") && ourOutput != theirOutput {
        print("--- itineshary\n\(ourOutput)\n--- swift-mustache\n\(theirOutput)")
    }
}
