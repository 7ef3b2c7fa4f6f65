import Mustache

@testable import SiteBuilder

/// The rules of ``TemplateFields`` applied through `Encodable`, to the list of a struct's properties that the
/// compiler makes: what each page struct's hand-written list of values is held to.
///
/// - a property's name becomes its key in snake case (`startIso` → `start_iso`);
/// - an optional that is `nil` is `null`, never absent;
/// - every list `x` of a struct also gets a `has_x` flag, `true` when it is not empty, unless the struct
///   declares one of that name;
/// - two structs encoded one after the other into one encoder share one dictionary; a repeated key keeps its
///   last value.
enum TemplateEncoder {
    /// The template value of `value`.
    static func encode(_ value: some Encodable) -> TemplateValue {
        Node().encode(value)
    }

    /// A property's key: ``TemplateKey/ofProperty(_:)``.
    static func snakeCase(_ key: String) -> String { TemplateKey.ofProperty(key) }

    /// What one encoder is building. Values are stored as they come; a nested container's node (which
    /// the page structs never ask for, but an `Encodable` may) is kept by reference and read at the end.
    /// Each kind of content has its own stored list, appended to in place.
    final class Node {
        enum Kind {
            case empty
            case single
            /// The keys and values in the order they came, made a dictionary once at the end: cheaper than
            /// growing one a key at a time.
            case keyed
            case unkeyed
        }

        private(set) var kind = Kind.empty
        private var single = TemplateValue.null
        private var pairs: [(key: String, value: TemplateValue)] = []
        private(set) var items: [TemplateValue] = []
        private var nested: [(key: String?, node: Node)] = []
        /// The node the values inside this one are encoded with, one after the other: made once, and its lists
        /// keep their room from one value to the next.
        private var inner: Node?

        /// The template value of `value`, encoded with this node, which is then left empty for the next.
        func encode(_ value: some Encodable) -> TemplateValue {
            // The page structs are plain data: encoding them cannot fail.
            try! value.encode(to: ValueEncoder(node: self))
            let result = self.value
            kind = .empty
            single = .null
            pairs.removeAll(keepingCapacity: true)
            items.removeAll(keepingCapacity: true)
            nested = []
            return result
        }

        /// The template value of a value inside this node's.
        func encodeInner(_ value: some Encodable) -> TemplateValue {
            if let inner { return inner.encode(value) }
            let made = Node()
            inner = made
            return made.encode(value)
        }

        /// Starts keyed content, unless the content is keyed already (two structs encoded into one encoder).
        func beginKeyed() {
            guard kind != .keyed else { return }
            kind = .keyed
            items.removeAll(keepingCapacity: true)
            // Most page structs have fewer keys than this: the list is made once.
            pairs.reserveCapacity(16)
        }

        func beginUnkeyed() {
            guard kind != .unkeyed else { return }
            kind = .unkeyed
            pairs.removeAll(keepingCapacity: true)
        }

        func setSingle(_ value: TemplateValue) {
            kind = .single
            pairs.removeAll(keepingCapacity: true)
            items.removeAll(keepingCapacity: true)
            single = value
        }

        var value: TemplateValue {
            switch kind {
            case .empty: return .null
            case .single: return single
            case .unkeyed:
                // A copy of the list, so the node keeps its own room.
                var copy = [TemplateValue]()
                copy.reserveCapacity(items.count + nested.count)
                copy.append(contentsOf: items)
                for (_, node) in nested { copy.append(node.value) }
                return .array(copy)
            case .keyed:
                var dictionary = TemplateDictionary()
                dictionary.reserveCapacity(pairs.count * 3 / 2 + nested.count)
                // A repeated key keeps its last value.
                for (key, value) in pairs { dictionary[key] = value }
                for (key, node) in nested { dictionary[key ?? ""] = node.value }
                // A flag for each list, unless the struct declares one of that name.
                for index in 0..<dictionary.count {
                    guard case .array(let items) = dictionary.values[index] else { continue }
                    let flag = "has_" + dictionary.keys[index]
                    if dictionary[flag] == nil { dictionary[flag] = .bool(!items.isEmpty) }
                }
                return .dictionary(dictionary)
            }
        }

        func set(_ value: TemplateValue, forKey key: String) {
            if kind != .keyed { beginKeyed() }
            pairs.append((key, value))
        }

        func append(_ value: TemplateValue) {
            if kind != .unkeyed { beginUnkeyed() }
            items.append(value)
        }

        /// A node whose value is read when this one's is: under `key`, or appended to a list.
        func child(forKey key: String?) -> Node {
            let child = Node()
            nested.append((key, child))
            return child
        }
    }

    struct ValueEncoder: Encoder {
        let node: Node
        var codingPath: [any CodingKey] = []
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            node.beginKeyed()
            return KeyedEncodingContainer(Keyed<Key>(node: node, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            node.beginUnkeyed()
            return Unkeyed(node: node, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(node: node, codingPath: codingPath) }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: Node
        var codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) throws { node.set(.null, forKey: snakeCase(key.stringValue)) }
        mutating func encode(_ value: Bool, forKey key: Key) throws {
            node.set(.bool(value), forKey: snakeCase(key.stringValue))
        }
        mutating func encode(_ value: String, forKey key: Key) throws {
            node.set(.string(value), forKey: snakeCase(key.stringValue))
        }
        mutating func encode(_ value: Int, forKey key: Key) throws {
            node.set(.int(value), forKey: snakeCase(key.stringValue))
        }
        mutating func encode(_ value: Double, forKey key: Key) throws {
            node.set(.double(value), forKey: snakeCase(key.stringValue))
        }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            node.set(node.encodeInner(value), forKey: snakeCase(key.stringValue))
        }

        // A `nil` optional is `null`, not left out: the synthesised conformances call these.
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
            node.set(value.map(TemplateValue.bool) ?? .null, forKey: snakeCase(key.stringValue))
        }
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
            node.set(value.map(TemplateValue.string) ?? .null, forKey: snakeCase(key.stringValue))
        }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
            node.set(value.map(TemplateValue.int) ?? .null, forKey: snakeCase(key.stringValue))
        }
        mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
            node.set(value.map(TemplateValue.double) ?? .null, forKey: snakeCase(key.stringValue))
        }
        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
            try encodeOptional(value, key)
        }

        private mutating func encodeOptional<T: Encodable>(_ value: T?, _ key: Key) throws {
            if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            let child = node.child(forKey: snakeCase(key.stringValue))
            child.beginKeyed()
            return KeyedEncodingContainer(Keyed<NestedKey>(node: child, codingPath: codingPath + [key]))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let child = node.child(forKey: snakeCase(key.stringValue))
            child.beginUnkeyed()
            return Unkeyed(node: child, codingPath: codingPath + [key])
        }

        mutating func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            ValueEncoder(node: node.child(forKey: snakeCase(key.stringValue)), codingPath: codingPath + [key])
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let node: Node
        var codingPath: [any CodingKey]
        var count: Int {
            node.kind == .unkeyed ? node.items.count : 0
        }

        mutating func encodeNil() throws { node.append(.null) }
        mutating func encode(_ value: String) throws { node.append(.string(value)) }
        mutating func encode(_ value: Bool) throws { node.append(.bool(value)) }
        mutating func encode(_ value: Int) throws { node.append(.int(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws { node.append(node.encodeInner(value)) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
            NestedKey
        > {
            let child = node.child(forKey: nil)
            child.beginKeyed()
            return KeyedEncodingContainer(Keyed<NestedKey>(node: child, codingPath: codingPath))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let child = node.child(forKey: nil)
            child.beginUnkeyed()
            return Unkeyed(node: child, codingPath: codingPath)
        }
        mutating func superEncoder() -> any Encoder {
            ValueEncoder(node: node.child(forKey: nil), codingPath: codingPath)
        }
    }

    struct Single: SingleValueEncodingContainer {
        let node: Node
        var codingPath: [any CodingKey]

        mutating func encodeNil() throws { node.setSingle(.null) }
        mutating func encode(_ value: String) throws { node.setSingle(.string(value)) }
        mutating func encode(_ value: Bool) throws { node.setSingle(.bool(value)) }
        mutating func encode(_ value: Int) throws { node.setSingle(.int(value)) }
        mutating func encode(_ value: Double) throws { node.setSingle(.double(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws { node.setSingle(node.encodeInner(value)) }
    }
}
