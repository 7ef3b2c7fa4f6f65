extension String {
    /// `nil` for the empty string, so `??` can fall through to the next choice.
    var nonEmpty: String? { isEmpty ? nil : self }
}
