/// Where an image named in content comes from: a file of the site's `assets/` folder, or a URL whose
/// copy the build downloads into the lookup cache and serves from the site.
public enum ImageSource: Sendable, Hashable {
    /// A path under `assets/`, as written: `assets/photos/lisbon.jpg`. The same path in the output.
    case asset(String)
    /// An http or https URL, normalised.
    case remote(String)

    /// The URL, or `nil` for a local asset.
    public var remoteURL: String? {
        if case .remote(let url) = self { return url }
        return nil
    }
}
