import ContentLoading
import Mustache

extension TemplateError {
    /// The error with the names meant suggested, by the rule every "did you mean" follows (``Suggestions``), when it
    /// is a name a strict render found no value for: `no value named 'site.titel'; did you mean 'site.title'?`.
    package var suggestingNames: TemplateError {
        guard let missing = missingName else { return self }
        var error = self
        error.message += Suggestions.didYouMean(Suggestions.closest(to: missing.name, in: missing.nearby))
        return error
    }
}
