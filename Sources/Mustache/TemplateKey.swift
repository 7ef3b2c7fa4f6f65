/// The name a template sees a Swift property under.
public enum TemplateKey {
    /// The key of a property named `name`: `startIso` → `start_iso`, an underscore before each capital letter,
    /// which is lower-cased. The keys `make template-fields` writes for the page structs' properties, and the keys
    /// of a theme's strings are read with.
    public static func ofProperty(_ name: String) -> String {
        name.reduce(into: "") { key, character in
            if character.isUppercase { key += "_" + character.lowercased() } else { key.append(character) }
        }
    }
}
