import Mustache
import Testing

/// A template dictionary behaves as a dictionary of its keys, however it keeps them.
struct TemplateDictionaryTests {
    @Test func aRepeatedKeyKeepsItsLastValueAndSettingNilRemovesIt() {
        var dictionary: TemplateDictionary = ["a": 1, "b": 2, "a": 3]
        #expect(dictionary.keys == ["a", "b"])
        #expect(dictionary["a"] == 3)
        dictionary["a"] = nil
        #expect(dictionary.keys == ["b"])
        #expect(dictionary["a"] == nil)
        #expect(dictionary["b"] == 2)
    }

    @Test func keysOfTheSameLengthAreToldApart() {
        let dictionary: TemplateDictionary = ["name": "n", "nama": "m", "url": "u"]
        #expect(dictionary["name"] == "n")
        #expect(dictionary["nama"] == "m")
        #expect(dictionary["namf"] == nil)
        #expect(dictionary["a_key_longer_than_fifteen_bytes"] == nil)
    }

    @Test func equalAndHashedTheSameInAnyOrder() {
        let one: TemplateDictionary = ["a": 1, "b": "x", "c": .array([true])]
        let other: TemplateDictionary = ["c": .array([true]), "a": 1, "b": "x"]
        #expect(one == other)
        #expect(one.hashValue == other.hashValue)
        #expect(one != ["a": 1, "b": "x"])
        #expect(one != ["a": 1, "b": "y", "c": .array([true])])
        #expect(TemplateValue.dictionary(one) == .dictionary(other))
    }

    /// A large dictionary keeps a table of its keys: look-ups, changes and removals go through it.
    @Test func aLargeDictionaryFindsEveryKeyBeforeAndAfterChanges() {
        let names = (0..<100).map { "key_number_\($0)" }
        var dictionary = TemplateDictionary(
            Dictionary(uniqueKeysWithValues: names.map { ($0, TemplateValue.string($0)) }))
        #expect(dictionary.count == 100)
        #expect(dictionary.keys == names.sorted())
        for name in names { #expect(dictionary[name] == .string(name)) }
        dictionary["key_number_7"] = nil
        dictionary["key_number_100"] = 100
        dictionary["key_number_8"] = 8
        #expect(dictionary.count == 100)
        #expect(dictionary["key_number_7"] == nil)
        #expect(dictionary["key_number_8"] == 8)
        #expect(dictionary["key_number_100"] == 100)
        #expect(dictionary["key_number_99"] == "key_number_99")
    }

    /// Names are looked up through the context stack, innermost first, in dictionaries of any size.
    @Test func sectionsFindNamesInInnerAndOuterDictionaries() throws {
        let library = try TemplateLibrary(sources: ["t": "{{#items}}{{name}}/{{title}}/{{k40}} {{/items}}"])
        var outer: TemplateDictionary = ["title": "T"]
        for number in 0..<50 { outer["k\(number)"] = .int(number) }
        outer["items"] = .array([["name": "a"], ["name": "b", "title": "U"]])
        #expect(try library.render("t", .dictionary(outer)) == "a/T/40 b/U/40 ")
    }
}
