import Synchronization

/// Values already made, by what they were made from, shared by every page of a build and made once each: the
/// same trip's dates, the same prices and distances, the airports near the same city appear on thousands of
/// pages, and writing one with ICU, or finding one in the gazetteer, costs microseconds to a millisecond.
package final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let values = Mutex<[Key: Value]>([:])

    package init() {}

    /// The value of `key`, made by `make` the first time.
    package func value(_ key: Key, _ make: () -> Value) -> Value {
        if let value = values.withLock({ $0[key] }) { return value }
        let value = make()
        values.withLock { $0[key] = value }
        return value
    }
}
