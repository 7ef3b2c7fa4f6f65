import Mustache

/// Renders one template in HTML mode, with partials beside it.
func renderHTML(
    _ template: String, _ data: TemplateValue = [:], partials: [String: String] = [:],
    options: TemplateOptions = TemplateOptions()
) throws(TemplateError) -> String {
    var sources = partials
    sources["page"] = template
    return try TemplateLibrary(sources: sources, options: options).render("page", data)
}
