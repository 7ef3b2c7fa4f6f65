/// What a recommendation is good for: the built-in vocabulary. A site may add its own words in site.yml.
public enum Feature {
    /// The built-in words, in the order pages list them.
    public static let builtIn: [String] = [
        "activity", "sight", "museum", "nature", "breakfast", "coffee", "lunch", "dinner", "drinks",
        "nightlife", "shopping", "stay",
    ]
}
