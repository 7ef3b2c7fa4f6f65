/// What the data a template is rendered with looks like, known before any page is made: which names each
/// dictionary has, which values are lists, which may be null. ``TemplateLibrary/check(_:against:)`` compares a
/// template's names with it, so a misspelt name is found whether or not any page reaches it.
///
/// A shape is a tree of objects shared by whoever holds it; the check tells shapes apart by their identity, so a
/// shape made once and used in many places is checked once in each context it is used in.
public final class TemplateShape: Sendable {
    /// What a value of the shape is.
    public enum Kind: Sendable {
        /// A string, a number or a boolean: something a tag prints.
        case value
        /// A value that is null on some pages.
        case optional(TemplateShape)
        /// A list whose items all have one shape.
        case list(TemplateShape)
        /// Named values, in the order the data puts them.
        case dictionary(TemplateShapeKeys)
    }

    public let kind: Kind

    public init(_ kind: Kind) { self.kind = kind }

    /// A string, a number or a boolean.
    public static let value = TemplateShape(.value)
    /// A string, number or boolean that may be null.
    public static let optionalValue = TemplateShape(.optional(.value))

    /// The same shape with null allowed.
    public var optional: TemplateShape { TemplateShape(.optional(self)) }

    /// A list of values of this shape.
    public var list: TemplateShape { TemplateShape(.list(self)) }

    /// The dictionary's keys, when the shape is a dictionary.
    var keys: TemplateShapeKeys? {
        if case .dictionary(let keys) = kind { return keys }
        return nil
    }
}

/// The names of a dictionary shape, each with the shape of its value, in order.
public struct TemplateShapeKeys: Sendable {
    /// The names in the order the data has them (a name given twice keeps its first place).
    public private(set) var names: [String] = []
    private var shapes: [String: TemplateShape] = [:]

    public init() {}

    /// The shape of the value named `name`, when the dictionary has it.
    public subscript(name: String) -> TemplateShape? {
        get { shapes[name] }
        set {
            if shapes[name] == nil, newValue != nil { names.append(name) }
            if newValue == nil { names.removeAll { $0 == name } }
            shapes[name] = newValue
        }
    }
}
