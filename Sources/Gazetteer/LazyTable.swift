import Synchronization

/// A table loaded on first use, once, whichever thread asks first.
///
/// The lock is held while loading so that two threads asking at once load the file once; after that
/// it guards only the handing out of a reference to the immutable table.
final class LazyTable<Table: Sendable>: Sendable {
    private let storage = Mutex<Table?>(nil)
    private let load: @Sendable () -> Table

    /// Creates a table that `load` will build when first asked for.
    init(_ load: @escaping @Sendable () -> Table) {
        self.load = load
    }

    /// The table, loaded now if this is the first use.
    var value: Table {
        storage.withLock { stored in
            if let stored { return stored }
            let table = load()
            stored = table
            return table
        }
    }
}
