/// What a recommendation costs: a level from `€` to `€€€€`, or an amount.
public enum Price: Sendable, Hashable {
    /// 1 to 4, written `€` to `€€€€`.
    case level(Int)
    /// A typical amount.
    case amount(Money)
}
