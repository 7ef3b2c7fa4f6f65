import ConfinedFiles
import ContentLoading
import Foundation
import SiteOutput

/// What the last build of an output folder was made from, kept beside the output (a kept file of the generation
/// store), so that a build whose inputs are all as they were leaves the output as it is, without loading a
/// file, and says what the last build said.
///
/// The inputs are the same as for the pages' digests (``PageInputs``), taken as a whole: the executable, the
/// options, every file of the content folder (the lookup cache included) and of the site's theme folder, by size,
/// inode and times, and the date taken as today in the site's time zone. The output folder must be as that build
/// left it, every file unchanged and nothing added (``SiteOutput/OutputFolder/asBuiltIdentity(of:)``). Only an
/// `--offline` build keeps or uses one: what a build that may fetch does depends on the age of the cache's entries
/// (a forecast is fetched again after a few hours) and on the network. The lookups also take the date in UTC as
/// today, so that date must be the same too.
struct BuildStamp: Codable, Equatable {
    /// The digest of the inputs other than the date.
    let inputs: UInt64
    /// The live generation the build committed (``SiteOutput/OutputFolder/liveIdentity``).
    let output: UInt64
    /// The site's time zone, and the date taken as today in it; the date in UTC, which the lookups take.
    let timeZone: String
    let today: String
    let utcToday: String
    /// What the build reported: the text of its warnings as `build` prints them (empty for none), and its counts.
    let report: String
    let files: Int
    let warnings: Int
    let pages: Int
    let siteFiles: Int
    /// The files of the output folder, as the build's changes counted them.
    let outputFiles: Int

    /// The kept file's name.
    static let fileName = "build-stamp"
    /// The most bytes a kept stamp may have: a report of a few thousand warnings.
    static let maximumBytes = 8 << 20

    /// The digest of the build's inputs but the date, or `nil` when the build must run whatever they are.
    /// - Parameter content: the content folder's files, as the build takes them before loading.
    static func inputs(options: BuildOptions, content: PageInputs.Snapshot) -> UInt64? {
        guard options.skipsUnchangedBuild, options.offline, options.providerBaseURLs == nil,
            options.decodedFiles == nil
        else { return nil }
        var digest = ContentHash.State()
        digest.add("itineshary build stamp 1")
        digest.add(PageInputs.executableIdentity)
        digest.add(options.contentDirectory.standardizedFileURL.path)
        digest.add(options.contentDisplayPath)
        digest.add(options.baseURL ?? "")
        for flag in [options.includeDrafts, options.buildsEveryTrip, options.offline] { digest.add(flag ? 1 : 0) }
        add(content, to: &digest)
        if let theme = options.themeFolder {
            digest.add(theme.url.standardizedFileURL.path)
            digest.add(theme.isNamed ? 1 : 0)
            digest.add(String(describing: FileKind(path: theme.url.path)))
            add(PageInputs.Snapshot(folder: theme.url), to: &digest)
        }
        return digest.finish()
    }

    private static func add(_ snapshot: PageInputs.Snapshot, to digest: inout ContentHash.State) {
        digest.add(UInt64(snapshot.files.count))
        for (path, state) in snapshot.files.sorted(by: { $0.key < $1.key }) {
            digest.add(path)
            digest.add(state)
        }
    }

    /// The stamp the last build of `options`' output kept, when it still holds: the same inputs, the same date
    /// in the site's time zone, and the output as that build left it.
    static func current(inputs: UInt64, options: BuildOptions) -> BuildStamp? {
        guard
            let bytes = OutputFolder.keptFile(fileName, of: options.outputDirectory, limit: maximumBytes),
            let stamp = try? JSONDecoder().decode(BuildStamp.self, from: Data(bytes)),
            stamp.inputs == inputs,
            RenderPages.today(options.now, timeZone: stamp.timeZone).description == stamp.today,
            RenderPages.today(options.now, timeZone: "UTC").description == stamp.utcToday,
            OutputFolder.asBuiltIdentity(of: options.outputDirectory) == stamp.output
        else { return nil }
        return stamp
    }

    /// Keeps the stamp for the next build, once the output is committed.
    func keep(in output: OutputFolder) {
        guard let bytes = try? JSONEncoder().encode(self) else { return }
        output.keep(as: Self.fileName) { write in
            bytes.withUnsafeBytes(write)
            return true
        }
    }
}
