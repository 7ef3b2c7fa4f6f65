/// One thing planned on a day: a recommendation or a free-text place, at a time.
///
/// A large site holds hundreds of thousands of visits, so a visit is kept small: what most visits have (a time,
/// a target, notes) is held in it, and what few have (an end, a cost, a booking) in a box of its own, absent
/// when they have none.
public struct Visit: Sendable, Hashable, CustomReflectable {
    /// What is visited.
    public enum Target: Sendable, Hashable {
        /// A recommendation of the site, by slug.
        case recommendation(Slug)
        /// Any other place, by name; boxed, so a target takes no more room than a slug.
        indirect case place(name: String, location: Coordinate?, address: String?)
    }

    /// The fields few visits have.
    private final class Extras: Sendable, Hashable {
        let until: LocalTime?
        let cost: Money?
        let booking: String?

        init(until: LocalTime?, cost: Money?, booking: String?) {
            self.until = until
            self.cost = cost
            self.booking = booking
        }

        static func == (left: Extras, right: Extras) -> Bool {
            left === right || (left.until == right.until && left.cost == right.cost && left.booking == right.booking)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(until)
            hasher.combine(cost)
            hasher.combine(booking)
        }
    }

    /// When it starts.
    public var time: LocalTime
    /// What is visited.
    public var target: Target
    /// Notes, in Markdown.
    public var notes: String?
    /// The end, cost and booking, or `nil` when the visit has none of them.
    private var extras: Extras?

    /// When it ends.
    public var until: LocalTime? {
        get { extras?.until }
        set { setExtras(until: newValue, cost: cost, booking: booking) }
    }
    /// What it costs.
    public var cost: Money? {
        get { extras?.cost }
        set { setExtras(until: until, cost: newValue, booking: booking) }
    }
    /// A booking reference (a ticket, a table).
    public var booking: String? {
        get { extras?.booking }
        set { setExtras(until: until, cost: cost, booking: newValue) }
    }

    /// Creates a visit.
    public init(
        time: LocalTime, until: LocalTime? = nil, target: Target, notes: String? = nil, cost: Money? = nil,
        booking: String? = nil
    ) {
        self.time = time
        self.target = target
        self.notes = notes
        setExtras(until: until, cost: cost, booking: booking)
    }

    private mutating func setExtras(until: LocalTime?, cost: Money?, booking: String?) {
        extras =
            until == nil && cost == nil && booking == nil
            ? nil : Extras(until: until, cost: cost, booking: booking)
    }

    /// The fields, as a struct of them all would show them.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "time": time, "until": until as Any, "target": target, "notes": notes as Any, "cost": cost as Any,
                "booking": booking as Any,
            ], displayStyle: .struct)
    }
}
