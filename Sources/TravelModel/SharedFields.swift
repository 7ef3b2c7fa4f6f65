/// A value's fields held once, in a box every copy of the value shares until one copy changes them: for a
/// value copied far more often than it is changed, such as a city named by a hundred thousand recommendations.
struct SharedFields<Fields: Hashable & Sendable>: Hashable, Sendable {
    private final class Box: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    init(_ fields: Fields) { box = Box(fields) }

    /// The fields, to read.
    var fields: Fields { box.fields }

    /// Changes the fields of this copy alone: the box is copied first when another copy shares it.
    mutating func update(_ change: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        change(&box.fields)
    }

    /// Equal when the fields are, compared only when the two do not share them.
    static func == (left: SharedFields, right: SharedFields) -> Bool {
        left.box === right.box || left.box.fields == right.box.fields
    }

    func hash(into hasher: inout Hasher) { box.fields.hash(into: &hasher) }
}
