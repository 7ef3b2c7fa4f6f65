/// Tells when files under some folders change. `serve` depends on this protocol only, so each system
/// can have its own way (inotify on Linux; polling elsewhere).
public protocol FileWatcher: Sendable {
    /// The changes, as batches of paths: each batch is one burst of events (an editor's save, rename and
    /// chmod arrive as one batch), sent once the folders have been quiet for a moment. The stream ends
    /// when ``stop()`` is called.
    func changes() -> AsyncStream<[String]>
    /// Stops watching and ends the stream.
    func stop()
}

extension FileWatcher where Self == PollingWatcher {
    /// The best watcher for this system: inotify on Linux, polling elsewhere.
    public static func system(watching folders: [String]) -> any FileWatcher {
        #if os(Linux)
            if let watcher = INotifyWatcher(watching: folders) { return watcher }
        #endif
        return PollingWatcher(watching: folders)
    }
}

/// Whether a file's name is an editor's scratch file or hidden, whose changes do not matter to the site:
/// `.x.swp`, `x~`, vim's `4913`.
func isScratchFile(_ name: Substring) -> Bool {
    name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx") || name == "4913"
}
