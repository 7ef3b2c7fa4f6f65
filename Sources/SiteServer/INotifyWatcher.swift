#if os(Linux)
    import Foundation
    import Glibc
    import Synchronization

    /// Linux's inotify: one watch per folder (folders made later are added as they appear), read on a
    /// thread of its own. Each watched folder's parent is watched for that folder's name alone, so a folder that
    /// does not exist yet (`Templates/` before `theme eject`), or is removed and made again, is watched once it
    /// is there, and its appearing and going are changes. A burst of events is gathered until the folders have
    /// been quiet for `quietPeriod` (at most `longestBurst`), so an editor's save, rename and chmod make one batch.
    public final class INotifyWatcher: FileWatcher {
        private let descriptor: Int32
        private let folders: [String]
        private let quietPeriod: Int32
        private let longestBurst: Duration
        private let stopped = Mutex(false)
        /// The folder of each watch, by watch descriptor; touched only by the reading thread once started.
        private let watches = Mutex<[Int32: String]>([:])
        /// The parent folder and the names watched in it, by watch descriptor, for the watches of the watched folders'
        /// parents; a descriptor watching a folder under a watched one (``watches``) reports every name instead.
        private let parents = Mutex<[Int32: (folder: String, names: Set<String>)]>([:])

        private static let mask = UInt32(
            IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB
                | IN_DELETE_SELF)

        /// Watches `folders` and every folder under them; `nil` when inotify is not available.
        public init?(
            watching folders: [String], quietPeriod: Duration = .milliseconds(15),
            longestBurst: Duration = .milliseconds(300)
        ) {
            descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
            guard descriptor >= 0 else { return nil }
            self.folders = folders
            self.quietPeriod = Int32(max(1, quietPeriod.components.attoseconds / 1_000_000_000_000_000))
            self.longestBurst = longestBurst
            for folder in folders {
                watchParent(of: folder)
                addWatches(under: folder)
            }
        }

        deinit { close(descriptor) }

        /// The changes, a batch per burst.
        public func changes() -> AsyncStream<[String]> {
            let (stream, continuation) = AsyncStream.makeStream(of: [String].self)
            let thread = Thread { [self] in
                self.readEvents(into: continuation)
                continuation.finish()
            }
            thread.name = "itineshary-watch"
            thread.start()
            return stream
        }

        /// Stops watching; the stream ends within a quarter of a second.
        public func stop() { stopped.withLock { $0 = true } }

        /// Watches the folder `folder` is in, for `folder`'s name only.
        private func watchParent(of folder: String) {
            let url = URL(fileURLWithPath: folder)
            let parent = url.deletingLastPathComponent().path
            let watch = inotify_add_watch(descriptor, parent, Self.mask)
            guard watch >= 0 else { return }
            parents.withLock { parents in
                var watched = parents[watch] ?? (parent, [])
                watched.names.insert(url.lastPathComponent)
                parents[watch] = watched
            }
        }

        private func addWatches(under folder: String) {
            let watch = inotify_add_watch(descriptor, folder, Self.mask)
            guard watch >= 0 else { return }
            watches.withLock { $0[watch] = folder }
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for name in names where !name.hasPrefix(".") {
                let path = folder + "/" + name
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                    addWatches(under: path)
                }
            }
        }

        /// Waits for events a quarter of a second at a time (to notice `stop()`), then gathers the burst.
        private func readEvents(into continuation: AsyncStream<[String]>.Continuation) {
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            let clock = ContinuousClock()
            while !stopped.withLock({ $0 }) {
                guard wait(milliseconds: 250) else { continue }
                var batch = Set<String>()
                let started = clock.now
                repeat {
                    read(into: &buffer, batch: &batch)
                } while clock.now - started < longestBurst && wait(milliseconds: quietPeriod)
                if !batch.isEmpty { continuation.yield(batch.sorted()) }
            }
        }

        private func wait(milliseconds: Int32) -> Bool {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            return poll(&poller, 1, milliseconds) > 0
        }

        private func read(into buffer: inout [UInt8], batch: inout Set<String>) {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            buffer.withUnsafeBytes { bytes in
                var offset = 0
                let header = MemoryLayout<inotify_event>.size
                while offset + header <= count {
                    let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                    let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameBytes = bytes[(offset + header)..<min(count, offset + header + length)]
                    let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                    offset += header + length
                    guard let folder = watches.withLock({ $0[watch] }) else {
                        // A watched folder made, moved in, removed or moved away, in its parent.
                        guard let parent = parents.withLock({ $0[watch] }), parent.names.contains(name) else {
                            continue
                        }
                        let path = parent.folder + "/" + name
                        if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                            addWatches(under: path)
                        }
                        batch.insert(path)
                        continue
                    }
                    if name.isEmpty {
                        if mask & UInt32(IN_DELETE_SELF) != 0 { batch.insert(folder) }
                        continue
                    }
                    guard !isScratchFile(Substring(name)) else { continue }
                    let path = folder + "/" + name
                    if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                        addWatches(under: path)
                    }
                    batch.insert(path)
                }
            }
        }
    }
#endif
