import Mustache
import Testing

/// One compiled library renders from many tasks at once and gives each the same result as alone.
struct ConcurrencyTests {
    @Test func manyTasksRenderOneLibrary() async throws {
        let library = try TemplateLibrary(sources: [
            "layout": "<html><title>{{$title}}Trips{{/title}}</title><body>{{$body}}{{/body}}</body></html>",
            "item": "<li><a href=\"{{url}}\">{{name}}</a></li>",
            "page":
                "{{<layout}}{{$title}}{{title}}{{/title}}{{$body}}<ul>{{#items}}{{>item}}{{/items}}</ul>{{/body}}{{/layout}}",
        ])
        func data(_ seed: Int) -> TemplateValue {
            .dictionary([
                "title": .string("Trip <\(seed)>"),
                "items": .array(
                    (0..<50).map { .dictionary(["url": .string("/t/\(seed)/\($0)"), "name": .string("N&\($0)")]) }),
            ])
        }
        let expected = try (0..<16).map { try library.render("page", data($0)) }
        #expect(
            expected[3].hasPrefix(
                "<html><title>Trip &lt;3&gt;</title><body><ul><li><a href=\"/t/3/0\">N&amp;0</a></li>"))
        let results = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for task in 0..<64 {
                group.addTask { (task % 16, try library.render("page", data(task % 16))) }
            }
            var results: [(Int, String)] = []
            for try await result in group { results.append(result) }
            return results
        }
        #expect(results.count == 64)
        for (seed, output) in results { #expect(output == expected[seed]) }
    }
}
