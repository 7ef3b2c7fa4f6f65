import Mustache

/// A page struct that lists its own template values, the one way for every page:
///
/// - each stored property under its name in snake case (`startIso` → `start_iso`);
/// - an optional that is `nil` is `null`, never absent, so a strict render finds every key the struct
///   declares and a name absent from the struct is a template error, not an empty spot on a page;
/// - every list `x` also gets a `has_x` flag, `true` when it is not empty, so a template can wrap a list in a
///   container without logic; a struct that declares `has_x` itself keeps its own;
/// - two structs added one after the other to one list share one dictionary, which is how a page's own
///   values sit next to the values every page gets; a repeated key keeps its last value.
///
/// The properties are the one declaration: each struct's `add(to:)` is written from them by `make template-fields`
/// into `Generated/TemplateFields+Properties.swift` (docs/architecture.md, "A page's values"), so a property added
/// to a struct is in its template's values once the file is written again, and CI fails while it is not. A page's
/// values are made a million times in a large site's build: plain calls, not `Encodable`'s containers, which took
/// six times as long. A property of a type with no `add` does not compile; each struct is `Encodable` too, and
/// encoded by the rules above from the compiler's own list of its properties, every page of the sample site must
/// give the same values (`TemplateFieldsTests`).
///
/// The same file writes each struct's `addShape(to:)` from the same properties: the shape of its values
/// (``Mustache/TemplateShape``), which `check` and `build` compare every template with before any page is
/// rendered (``Mustache/TemplateLibrary/check(_:against:)``).
package protocol TemplateFields: Encodable, Sendable {
    /// Adds the struct's values to `fields`.
    func add(to fields: inout TemplateFieldList)

    /// Adds the shape of the values ``add(to:)`` adds, key for key in the same order, to `shape`.
    static func addShape(to shape: inout TemplateShapeList<Self>)
}

extension TemplateFields {
    /// The values a template sees: a dictionary of the struct's fields.
    package var templateValue: TemplateValue {
        var fields = TemplateFieldList()
        add(to: &fields)
        return .dictionary(fields.dictionary)
    }

    /// The shape of ``templateValue`` on every page: a dictionary with the same keys.
    static var templateShape: TemplateShape {
        var shape = TemplateShapeList<Self>()
        addShape(to: &shape)
        return TemplateShape(.dictionary(shape.keys))
    }
}

/// The shape of the values of one struct (or of structs added one after the other), key for key as
/// ``TemplateFieldList`` adds them: each property's key path says its type, so the shape cannot differ from what
/// `add(to:)` gives.
package struct TemplateShapeList<Root> {
    private(set) var keys = TemplateShapeKeys()

    mutating func add(_ key: String, _: KeyPath<Root, String>) { keys[key] = .value }

    mutating func add(_ key: String, _: KeyPath<Root, String?>) { keys[key] = .optionalValue }

    mutating func add(_ key: String, _: KeyPath<Root, Bool>) { keys[key] = .value }

    mutating func add(_ key: String, _: KeyPath<Root, Bool?>) { keys[key] = .optionalValue }

    mutating func add(_ key: String, _: KeyPath<Root, Int>) { keys[key] = .value }

    mutating func add(_ key: String, _: KeyPath<Root, Int?>) { keys[key] = .optionalValue }

    mutating func add<Value: TemplateFields>(_ key: String, _: KeyPath<Root, Value>) {
        keys[key] = Value.templateShape
    }

    mutating func add<Value: TemplateFields>(_ key: String, _: KeyPath<Root, Value?>) {
        keys[key] = Value.templateShape.optional
    }

    /// A list, and its `has_` flag.
    mutating func add<Item: TemplateFields>(_ key: String, _: KeyPath<Root, [Item]>) {
        addList(key, Item.templateShape)
    }

    /// A list of texts, and its `has_` flag.
    mutating func add(_ key: String, _: KeyPath<Root, [String]>) { addList(key, .value) }

    /// The shapes of another struct's values, added after these, as ``PageDocument`` adds its page's values
    /// after the frame's.
    mutating func add<Other: TemplateFields>(_: Other.Type) {
        var other = TemplateShapeList<Other>()
        Other.addShape(to: &other)
        for name in other.keys.names { keys[name] = other.keys[name] }
    }

    private mutating func addList(_ key: String, _ item: TemplateShape) {
        keys[key] = item.list
        let flag = "has_" + key
        if keys[flag] == nil { keys[flag] = .value }
    }
}

/// The values of one struct (or of structs added one after the other), as ``TemplateFields`` describes.
package struct TemplateFieldList {
    private(set) var dictionary = TemplateDictionary()

    init() {
        // Most page structs have at most this many keys, and the lists are made once for them; a larger struct's
        // grow once. Room for more would lie unused in every small struct of a page: a city page of a large site
        // holds thousands of cards, each with a city link of three keys.
        dictionary.reserveCapacity(8)
    }

    mutating func add(_ key: String, _ value: String) { dictionary[key] = .string(value) }

    mutating func add(_ key: String, _ value: String?) { dictionary[key] = value.map(TemplateValue.string) ?? .null }

    mutating func add(_ key: String, _ value: Bool) { dictionary[key] = .bool(value) }

    mutating func add(_ key: String, _ value: Bool?) { dictionary[key] = value.map(TemplateValue.bool) ?? .null }

    mutating func add(_ key: String, _ value: Int) { dictionary[key] = .int(value) }

    mutating func add(_ key: String, _ value: Int?) { dictionary[key] = value.map(TemplateValue.int) ?? .null }

    mutating func add(_ key: String, _ value: some TemplateFields) { dictionary[key] = value.templateValue }

    mutating func add(_ key: String, _ value: (some TemplateFields)?) {
        dictionary[key] = value?.templateValue ?? .null
    }

    /// A list, and its `has_` flag.
    mutating func add(_ key: String, _ items: [some TemplateFields]) {
        addList(key, items.map(\.templateValue))
    }

    /// A list of texts, and its `has_` flag.
    mutating func add(_ key: String, _ items: [String]) {
        addList(key, items.map(TemplateValue.string))
    }

    private mutating func addList(_ key: String, _ items: [TemplateValue]) {
        dictionary[key] = .array(items)
        // A flag the struct declares itself is kept, whether it came before the list or comes after.
        let flag = "has_" + key
        if dictionary[flag] == nil { dictionary[flag] = .bool(!items.isEmpty) }
    }
}
