import Mustache

/// One comparison: templates, the page to render, and its data.
struct BenchmarkCase {
    let name: String
    let templates: [String: String]
    let page: String
    let data: TemplateValue

    /// Every case the benchmark runs.
    static let all: [BenchmarkCase] = [.pageWithLayout, .partialsInALoop, .heavyEscaping]

    /// A page-sized template that fills a layout's blocks (`{{<layout}}{{$content}}…`).
    static let pageWithLayout = BenchmarkCase(
        name: "page with layout",
        templates: ["layout": layout, "page": tripPage],
        page: "page",
        data: [
            "site": site,
            "trip": [
                "title": "Lisbon & Porto in spring",
                "start": "2026-04-02", "end": "2026-04-12", "nights": 10,
                "summaryHTML": "<p>Ten days of <em>tiles</em>, trams and port wine.</p>",
                "days": .array(
                    (1...10).map { day in
                        [
                            "number": .int(day),
                            "title": .string("Walking day \(day) <old town>"),
                            "visits": .array(
                                (1...4).map { visit in
                                    [
                                        "url": .string("../../cities/pt/lisbon/place-\(day)-\(visit)/"),
                                        "name": .string("Place \(visit) \"Miradouro\" & café"),
                                        "time": .string("\(8 + visit * 2):00"),
                                    ]
                                }),
                        ]
                    }),
            ],
        ])

    /// A partial rendered for each item of a 1,000-item list.
    static let partialsInALoop = BenchmarkCase(
        name: "partials in a 1,000-item loop",
        templates: [
            "page": "<ul class=\"recommendations\">\n{{#items}}\n  {{>item}}\n{{/items}}\n</ul>\n",
            "item": "<li class=\"item\"><a href=\"{{url}}\">{{name}}</a> <span>{{city}}</span> {{price}}</li>\n",
        ],
        page: "page",
        data: [
            "items": .array(
                (0..<1000).map { index in
                    [
                        "url": .string("/cities/pt/porto/rec-\(index)/"),
                        "name": .string("Recommendation number \(index)"),
                        "city": "Porto",
                        "price": .int(index * 3),
                    ]
                })
        ])

    /// Many strings full of characters that must be escaped, in text and in attributes.
    static let heavyEscaping = BenchmarkCase(
        name: "heavy escaping",
        templates: [
            "page":
                "<div>\n{{#quotes}}\n<blockquote title=\"{{author}}\">{{text}}</blockquote>\n{{/quotes}}\n</div>\n"
        ],
        page: "page",
        data: [
            "quotes": .array(
                (0..<300).map { index in
                    [
                        "author": .string("O'Brien & \"Sons\" <\(index)>"),
                        "text": .string(
                            String(
                                repeating: "<b>Tom & Jerry's</b> \"quote\" > 'other' & <i>more</i> \(index) ",
                                count: 2)),
                    ]
                })
        ])

    static let site: TemplateValue = [
        "language": "en", "title": "Itineraries", "description": "Trips & places worth a detour",
        "css": "../../assets/site.css", "copyright": "© 2026 The travellers",
        "nav": [
            ["url": "../../", "label": "Home", "current": false],
            ["url": "../../trips/", "label": "Trips", "current": true],
            ["url": "../../cities/", "label": "Cities", "current": false],
        ],
        "links": [["url": "../../feed.xml", "label": "Feed"], ["url": "../../sitemap.xml", "label": "Sitemap"]],
    ]

    static let layout = """
        <!DOCTYPE html>
        <html lang="{{site.language}}">
        <head>
          <meta charset="utf-8">
          <title>{{$title}}{{site.title}}{{/title}}</title>
          <meta name="description" content="{{$description}}{{site.description}}{{/description}}">
          <link rel="stylesheet" href="{{site.css}}">
        </head>
        <body>
          <header>
            <nav>
              <ul>
                {{#site.nav}}
                <li><a href="{{url}}"{{#current}} aria-current="page"{{/current}}>{{label}}</a></li>
                {{/site.nav}}
              </ul>
            </nav>
          </header>
          <main>
            {{$content}}<p>Nothing here yet.</p>{{/content}}
          </main>
          <footer>
            <p>{{site.copyright}}</p>
            {{#site.links}}<a href="{{url}}">{{label}}</a> {{/site.links}}
          </footer>
        </body>
        </html>

        """

    static let tripPage = """
        {{<layout}}
        {{$title}}{{trip.title}} – {{site.title}}{{/title}}
        {{$content}}
        <article>
          <h1>{{trip.title}}</h1>
          <p class="dates">{{trip.start}} – {{trip.end}} · {{trip.nights}} nights</p>
          {{{trip.summaryHTML}}}
          {{#trip.days}}
          <section id="day-{{number}}">
            <h2>Day {{number}}: {{title}}</h2>
            <ul>
              {{#visits}}
              <li><a href="{{url}}">{{name}}</a> <span>{{time}}</span></li>
              {{/visits}}
            </ul>
          </section>
          {{/trip.days}}
        </article>
        {{/content}}
        {{/layout}}

        """
}
