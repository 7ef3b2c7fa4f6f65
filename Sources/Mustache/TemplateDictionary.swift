/// Named values, each name once, in the order they were given: what a tag's name is looked up in.
///
/// The keys are kept in a list and a look-up compares them one by one. A page's dictionaries have a few
/// dozen keys at most, and a name is looked up through every dictionary on the context stack: hashing the
/// name again for each (a dictionary's hash is seeded per instance) costs more than comparing a few short
/// keys. Larger dictionaries get a hash table beside the list, so no look-up grows with the number of keys.
public struct TemplateDictionary: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    /// The keys, each once, in order.
    public private(set) var keys: [String]
    /// The values, at their key's position.
    public private(set) var values: [TemplateValue]
    /// Each key's position, for a dictionary of more than `listLimit` keys.
    private var positions: [String: Int]?

    /// The most keys looked up by comparing them one by one.
    static let listLimit = 24

    /// No keys.
    public init() {
        keys = []
        values = []
    }

    /// The pairs of a Swift dictionary, in the order of their keys: a dictionary's own order changes from
    /// run to run.
    public init(_ dictionary: [String: TemplateValue]) {
        keys = dictionary.keys.sorted()
        values = keys.map { dictionary[$0]! }
        if keys.count > Self.listLimit { positions = Self.positions(of: keys) }
    }

    /// Makes `["key": value]` usable wherever a dictionary is expected; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init()
        for (key, value) in elements { self[key] = value }
    }

    private static func positions(of keys: [String]) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: zip(keys, keys.indices))
    }

    /// Makes room for `count` keys in all.
    public mutating func reserveCapacity(_ count: Int) {
        keys.reserveCapacity(count)
        values.reserveCapacity(count)
    }

    /// How many keys there are.
    public var count: Int { keys.count }

    /// Whether there are no keys.
    public var isEmpty: Bool { keys.isEmpty }

    /// The position of `key`, or `nil`.
    func index(of key: String) -> Int? {
        if let positions { return positions[key] }
        // The length first: most keys that differ differ in it, and it is known without reading the text.
        let length = key.utf8.count
        for index in keys.indices where keys[index].utf8.count == length && keys[index] == key { return index }
        return nil
    }

    /// The value of `key`; setting `nil` removes the key.
    public subscript(key: String) -> TemplateValue? {
        get { index(of: key).map { values[$0] } }
        set {
            if let index = index(of: key) {
                if let newValue {
                    values[index] = newValue
                } else {
                    keys.remove(at: index)
                    values.remove(at: index)
                    positions = keys.count > Self.listLimit ? Self.positions(of: keys) : nil
                }
            } else if let newValue {
                keys.append(key)
                values.append(newValue)
                if positions != nil {
                    positions?[key] = keys.count - 1
                } else if keys.count > Self.listLimit {
                    positions = Self.positions(of: keys)
                }
            }
        }
    }

    /// The keys and their values, in order.
    public var pairs: Zip2Sequence<[String], [TemplateValue]> { zip(keys, values) }

    /// Dictionaries are equal when they hold the same keys with equal values, in whatever order.
    public static func == (lhs: TemplateDictionary, rhs: TemplateDictionary) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.pairs.allSatisfy { key, value in rhs[key] == value }
    }

    /// The same for every order of the same pairs: each pair is hashed alone and the results are added.
    public func hash(into hasher: inout Hasher) {
        var sum = 0
        for (key, value) in pairs {
            var pair = Hasher()
            pair.combine(key)
            pair.combine(value)
            sum &+= pair.finalize()
        }
        hasher.combine(count)
        hasher.combine(sum)
    }
}
