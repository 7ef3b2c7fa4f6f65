import ConfinedFiles
import Diagnostics
import Foundation
import Gazetteer
import Markdown
import Synchronization
import TravelModel

/// Reads a content folder (SPEC §1–4): every file is decoded and checked against the model and the
/// gazetteer, every problem in every file is reported, and the site is returned only when there is no error.
public struct ContentLoader: Sendable {
    /// The content folder.
    public let contentDirectory: URL
    /// How diagnostics name the content folder: the path the user gave, such as `Content`.
    public let displayPath: String
    private let gazetteer: Gazetteer
    /// Recommendation and trip files decoded by an earlier load, reused when unchanged (`serve`).
    private let cache: DecodedFileCache?

    /// Creates a loader for the folder at `contentDirectory`, shown in diagnostics as `displayPath`;
    /// with a `cache`, files decoded by an earlier load are taken from it.
    public init(
        contentDirectory: URL, displayPath: String, gazetteer: Gazetteer = .shared, cache: DecodedFileCache? = nil
    ) {
        self.contentDirectory = contentDirectory
        self.displayPath = displayPath
        self.gazetteer = gazetteer
        self.cache = cache
    }

    /// Reads only `site.yml`, for commands that add a file to a site: its settings, or `nil` with why.
    public func settings() -> (settings: SiteSettings?, diagnostics: [Diagnostic]) {
        let path = display("site.yml")
        guard let data = FileManager.default.contents(atPath: contentDirectory.appendingPathComponent("site.yml").path)
        else {
            return (
                nil,
                [
                    .error(
                        "no site.yml in \(displayPath)", at: nil,
                        note: "run `itineshary init` to start a site, or pass --content DIR")
                ]
            )
        }
        let parsed = ParsedFile.parse(Array(data), path: path, frontMatter: false)
        let report = FileReport(path: path)
        parsed.problems.forEach(report.add)
        guard parsed.problems.isEmpty else { return (nil, report.diagnostics) }
        let settings = SiteSettingsDecoder.decode(parsed.root, report: report, contentDirectory: contentDirectory)
        return (report.hasErrors ? nil : settings, report.diagnostics)
    }

    /// The content folder's files, listed ahead of ``load(listed:)``: a build lists them on one core while it
    /// takes the files' identities on the other.
    public struct Listing: Sendable {
        fileprivate let files: Result<ContentFiles, ContentLoadingError>
    }

    /// Lists the content folder's files, for ``load(listed:)``.
    public func list() -> Listing {
        do throws(ContentLoadingError) {
            return Listing(files: .success(try listFiles()))
        } catch {
            return Listing(files: .failure(error))
        }
    }

    private func listFiles() throws(ContentLoadingError) -> ContentFiles {
        if let cache { return try cache.files(in: contentDirectory, displayPath: displayPath) }
        return try ContentFiles.list(in: contentDirectory, displayPath: displayPath)
    }

    /// Loads the folder, listed by `listed` when it is given (``list()``). Throws only when the folder cannot be
    /// read at all; content problems are diagnostics.
    ///
    /// In order: `site.yml` (other files need its currency and feature words), the site's own cities (before
    /// anything that names a city), the recommendations and trips on every core (each file is independent until
    /// references are checked), then the references between files.
    public func load(listed: Listing? = nil) async throws(ContentLoadingError) -> LoadResult {
        // Read while the folder is listed: the first file that names a city needs them.
        gazetteer.loadInBackground()
        let files: ContentFiles
        if let listed { files = try listed.files.get() } else { files = try listFiles() }
        var loaded = Loaded(diagnostics: files.refused.map { refusal($0) })
        let settings = loadSettings(files, into: &loaded)
        let cityIntros = loadCityPages(files, settings: settings, into: &loaded)
        let context = DecodingContext(
            settings: settings,
            resolver: CityResolver(
                gazetteer: gazetteer, siteCities: cityIntros.map(\.city).filter { $0.geonameID == 0 }),
            contentDirectory: contentDirectory)
        var recommendations = await loadRecommendations(files, context: context, into: &loaded)
        var trips = await loadTrips(files, context: context, into: &loaded)
        let (recommendationList, tripList) = checkReferences(
            files, recommendations: recommendations, trips: trips, cityIntros: cityIntros, into: &loaded)
        // The values are copied out: the outcomes are let go now, so a large site's lists are not held twice.
        (recommendations, trips) = ([], [])

        var diagnostics = loaded.diagnostics
        diagnostics.sort()
        let fileCount = 1 + files.cities.count + files.recommendations.count + files.trips.count
        let site =
            diagnostics.errorCount == 0
            ? Site(
                settings: settings, trips: tripList, recommendations: recommendationList,
                cityIntros: cityIntros.sorted {
                    ($0.city.countryCode, $0.city.name) < ($1.city.countryCode, $1.city.name)
                })
            : nil
        return LoadResult(
            site: site, diagnostics: diagnostics, fileCount: fileCount, sourceLines: sourceLines(of: diagnostics, files)
        )
    }

    /// What loading has found so far: every diagnostic, and the links of the bodies that have any, which are
    /// checked once every file is known.
    private struct Loaded {
        var diagnostics: [Diagnostic]
        var bodies: [BodyLinks] = []

        mutating func add<T>(_ outcome: FileOutcome<T>) {
            diagnostics += outcome.diagnostics
            if let links = outcome.links, !links.links.isEmpty { bodies.append(links) }
        }
    }

    /// The site's settings from `site.yml`; a missing or bad file is an error, and the defaults stand in for it.
    private func loadSettings(_ files: ContentFiles, into loaded: inout Loaded) -> SiteSettings {
        let settingsPath = display("site.yml")
        var settings = SiteSettings(title: "")
        if let site = files.siteFile, let bytes = read(site.path, path: settingsPath, into: &loaded.diagnostics) {
            let parsed = ParsedFile.parse(bytes, path: settingsPath, frontMatter: false)
            let report = FileReport(path: settingsPath)
            parsed.problems.forEach(report.add)
            if parsed.problems.isEmpty,
                let decoded = SiteSettingsDecoder.decode(
                    parsed.root, report: report, contentDirectory: contentDirectory)
            {
                settings = decoded
            }
            loaded.diagnostics += report.diagnostics
        } else if files.siteFile == nil, !files.refused.contains(where: { $0.relativePath == "site.yml" }) {
            loaded.diagnostics.append(
                .error(
                    "no site.yml in \(displayPath): every site needs one, with at least a title", at: nil,
                    note:
                        "run `itineshary init` to start a site, or create \(settingsPath) with the line: title: My travels"
                ))
        }
        return settings
    }

    /// The pages of `cities/`: a city's own text, or a place the gazetteer does not know.
    private func loadCityPages(
        _ files: ContentFiles, settings: SiteSettings, into loaded: inout Loaded
    ) -> [CityIntro] {
        let context = DecodingContext(
            settings: settings, resolver: CityResolver(gazetteer: gazetteer), contentDirectory: contentDirectory)
        var cityIntros: [CityIntro] = []
        for file in files.cities {
            let outcome = decodeFile(file, path: display(file.relativePath)) { root, body, report in
                (CityIntroDecoder.decode(root, body: body, context: context, report: report), [])
            }
            loaded.add(outcome)
            if let page = outcome.value { cityIntros.append(page) }
        }
        return cityIntros
    }

    /// A file is read unless a decoding of it is at hand in memory (`serve`).
    private var needsReading: @Sendable (ContentFiles.File) -> Bool {
        let cache = cache
        return { file in !(cache?.holds(file.path) ?? false) }
    }

    /// Every recommendation file, decoded on every core, in the order of `files`.
    private func loadRecommendations(
        _ files: ContentFiles, context: DecodingContext, into loaded: inout Loaded
    ) async -> [FileOutcome<Recommendation>] {
        await loadEach(files.recommendations, into: &loaded) { root, body, slug, report in
            (RecommendationDecoder.decode(root, body: body, slug: slug, context: context, report: report), [])
        }
    }

    /// Every trip file, decoded on every core, in the order of `files`, with the references it makes: those of a
    /// trip with errors too, so a wrong reference is reported with the trip's other errors, not after them.
    private func loadTrips(
        _ files: ContentFiles, context: DecodingContext, into loaded: inout Loaded
    ) async -> [FileOutcome<Trip>] {
        await loadEach(files.trips, into: &loaded) { root, body, slug, report in
            var decoder = TripDecoder(context: context, report: report)
            let trip = decoder.decode(root, body: body, slug: slug)
            return (trip, decoder.references)
        }
    }

    /// `files` decoded by `decode` (given a file's front matter, body, slug and report) on every core, in their
    /// order, or taken from the decodings in memory (`serve`); their diagnostics and links added to `loaded`.
    private func loadEach<Value: Sendable>(
        _ files: [ContentFiles.File], into loaded: inout Loaded,
        _ decode: @escaping @Sendable (YAMLNode, MarkdownBody, Slug, FileReport) -> (Value?, [PendingReference])
    ) async -> [FileOutcome<Value>] {
        let cache = cache
        let outcomes = await decodeAll(files, needsReading: needsReading) { file, opened, path in
            Self.cached(file, in: cache) {
                decodeFile(file, opened: opened, path: path) { root, body, report in
                    decode(root, body, Slug(fileName: String(file.name)), report)
                }
            }
        }
        outcomes.forEach { loaded.add($0) }
        return outcomes
    }

    /// Checks what the files say of each other — duplicate slugs, trips' folders, references, the links of
    /// bodies — and returns the recommendations sorted by slug and the trips by date.
    private func checkReferences(
        _ files: ContentFiles, recommendations: [FileOutcome<Recommendation>],
        trips: [FileOutcome<Trip>], cityIntros: [CityIntro], into loaded: inout Loaded
    ) -> (recommendations: [Recommendation], trips: [Trip]) {
        // The slug of every file, valid or not, for the checks of duplicates: a decoded file's value has it.
        func slugs<Value: Identifiable<Slug>>(
            _ files: [ContentFiles.File], _ outcomes: [FileOutcome<Value>]
        ) -> [Slug] {
            zip(files, outcomes).map { file, outcome in outcome.value?.id ?? Slug(fileName: String(file.name)) }
        }
        let recommendationList = recommendations.compactMap(\.value).sorted { $0.id < $1.id }
        let tripList = trips.compactMap(\.value).sorted { ($0.start, $0.id) < ($1.start, $1.id) }
        var checker = ReferenceChecker(
            recommendations: recommendationList,
            recommendationFiles: DisplayedFiles(files: files.recommendations, displayPath: displayPath),
            recommendationSlugs: slugs(files.recommendations, recommendations),
            trips: tripList, tripFiles: DisplayedFiles(files: files.trips, displayPath: displayPath),
            tripSlugs: slugs(files.trips, trips), cityIntros: cityIntros)
        checker.checkDuplicateSlugs()
        checker.checkTripFolders()
        // Each trip's references are checked from its own list, not joined into one.
        checker.check(trips.lazy.flatMap(\.references))
        checker.checkLinks(in: loaded.bodies)
        loaded.diagnostics += checker.diagnostics
        return (recommendationList, tripList)
    }

    /// The lines of each file that has diagnostics, read again now: few files have any, and keeping every
    /// file's text until the end would cost memory on a large site.
    private func sourceLines(of diagnostics: [Diagnostic], _ files: ContentFiles) -> [String: [Substring]] {
        let wanted = Set(diagnostics.compactMap { $0.location?.file })
        if wanted.isEmpty { return [:] }
        var urls: [String: URL] = [:]
        if let site = files.siteFile { urls[display("site.yml")] = site }
        for file in files.cities + files.recommendations + files.trips { urls[display(file.relativePath)] = file.url }
        var lines: [String: [Substring]] = [:]
        for path in wanted {
            guard let url = urls[path],
                case .success(let data) = ConfinedRead.bytes(atPath: url.path, limit: ContentLimits.fileBytes)
            else { continue }
            var bytes = data[...]
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
            lines[path] = SourceText(path: path, text: String(decoding: bytes, as: UTF8.self)).lines
        }
        return lines
    }

    private func display(_ relativePath: String) -> String { Self.display(relativePath, under: displayPath) }

    /// The error for a link or special file where content was looked for: it is not read, and nothing of
    /// what it points at is shown.
    private func refusal(_ refusal: ContentFiles.Refusal) -> Diagnostic {
        let path = display(refusal.relativePath)
        let what = refusal.kind == .symbolicLink ? "a symbolic link" : "not a regular file (a device, FIFO or socket)"
        return .error(
            "\(path) is \(what); content is read only from regular files inside the content folder, so it was not read",
            at: SourceLocation(file: path, line: 1, column: 1),
            note: "replace it with the file itself, or remove it")
    }

    /// The bytes of a content file, or `nil` with an error added: read without following a link, never from
    /// a special file, and never more than `ContentLimits.fileBytes`.
    private func read(
        _ file: String, opened: ConfinedRead.OpenedFile? = nil, path: String, into diagnostics: inout [Diagnostic]
    ) -> [UInt8]? {
        let bytes =
            opened.map { ConfinedRead.bytes(of: $0, limit: ContentLimits.fileBytes) }
            ?? ConfinedRead.bytes(atPath: file, limit: ContentLimits.fileBytes)
        switch bytes {
        case .success(let bytes):
            return bytes
        case .failure(.tooLarge(let size)):
            diagnostics.append(
                .error(
                    "\(path) is \(size) bytes, more than the limit of \(ContentLimits.fileBytes) bytes for a content file",
                    at: SourceLocation(file: path, line: 1, column: 1),
                    note: "split it into smaller files"))
        case .failure(.symbolicLink):
            diagnostics.append(refusal(ContentFiles.Refusal(relativePath: relative(path), kind: .symbolicLink)))
        case .failure(.notARegularFile):
            diagnostics.append(refusal(ContentFiles.Refusal(relativePath: relative(path), kind: .special)))
        case .failure(.unreadable(let reason)):
            diagnostics.append(.error("cannot read \(path): \(reason)", at: nil))
        case .failure(.missing):
            // Listed, then gone before it was read.
            diagnostics.append(.error("cannot read \(path): \(String(cString: strerror(ENOENT)))", at: nil))
        }
        return nil
    }

    /// A displayed path back to the path relative to the content folder.
    private func relative(_ path: String) -> String { String(Self.relative(path, under: displayPath)) }

    /// How diagnostics name a content file, back to its path relative to the content folder.
    public static func relative(_ path: String, under displayPath: String) -> Substring {
        path.dropFirst(displayPath.isEmpty || displayPath == "." ? 0 : displayPath.count + 1)
    }

    /// How diagnostics name a content file: the content folder as the user gave it, then the file's path.
    public static func display(_ relativePath: String, under displayPath: String) -> String {
        displayPath.isEmpty || displayPath == "." ? relativePath : displayPath + "/" + relativePath
    }

    private static func cached<T: Sendable>(
        _ file: ContentFiles.File, in cache: DecodedFileCache?, _ decode: () -> FileOutcome<T>
    ) -> FileOutcome<T> {
        guard let cache else { return decode() }
        return cache.outcome(for: file.path, decode)
    }

    /// Decodes `files` on every core, keeping their order: in small chunks, each handed to the next free
    /// worker, so a worker held up by a slow file (or a country's first city look-up) does not leave the
    /// other cores idle. Each worker first asks the system to start reading the files of the chunk a few
    /// places after its own (those `needsReading` keeps), so on a disk whose cache is cold the cores decode
    /// one chunk while the next ones are read, rather than wait for each file in turn.
    private func decodeAll<T: Sendable>(
        _ files: [ContentFiles.File], needsReading: @escaping @Sendable (ContentFiles.File) -> Bool,
        _ decode: @escaping @Sendable (ContentFiles.File, ConfinedRead.OpenedFile?, String) -> FileOutcome<T>
    ) async -> [FileOutcome<T>] {
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let chunk = 32
        let chunkCount = (files.count + chunk - 1) / chunk
        // How many chunks ahead of the one decoded the files are asked for: enough for the disk to have
        // each chunk's files at hand by the time a worker takes it, whatever the order the workers finish in.
        let readAhead = 2 * workers
        let displayPath = self.displayPath
        // Chunks are handed out from both halves of the list in turn: files are listed by country, so two
        // workers on neighbouring chunks would both wait for the same country's first city look-up, while
        // workers far apart index two countries at once.
        @Sendable func chunkIndex(_ order: Int) -> Int {
            let half = (chunkCount + 1) / 2
            return order.isMultiple(of: 2) ? order / 2 : half + order / 2
        }
        @Sendable func chunkFiles(_ index: Int) -> ArraySlice<ContentFiles.File> {
            files[(index * chunk)..<min(files.count, (index + 1) * chunk)]
        }
        // The files asked for, kept open by chunk while no more than `OpenedChunks.maximumFiles` are: the worker
        // that decodes a chunk reads them without opening them again (opening a file by its path is most of what
        // reading a small one costs). A chunk taken before its files were opened opens them itself; files opened
        // and not taken are closed when this returns.
        let opened = OpenedChunks()
        @Sendable func prefetch(_ order: Int) {
            guard order < chunkCount else { return }
            let index = chunkIndex(order)
            let files = chunkFiles(index).map { file in
                needsReading(file) ? ConfinedRead.opened(atPath: file.path, limit: ContentLimits.fileBytes) : nil
            }
            opened.keep(files, for: index)
        }
        return await withTaskGroup(of: (Int, [FileOutcome<T>]).self) { group in
            func addChunk(_ order: Int) {
                let index = chunkIndex(order)
                let slice = Array(chunkFiles(index))
                group.addTask {
                    prefetch(order + readAhead)
                    let files = opened.take(index)
                    defer { opened.release(files) }
                    return (
                        index,
                        slice.indices.map { position in
                            let file = slice[position]
                            return decode(
                                file, position < files.count ? files[position] : nil,
                                Self.display(file.relativePath, under: displayPath))
                        }
                    )
                }
            }
            for order in 0..<min(readAhead, chunkCount) { prefetch(order) }
            var next = 0
            while next < min(workers, chunkCount) {
                addChunk(next)
                next += 1
            }
            var parts = [[FileOutcome<T>]](repeating: [], count: chunkCount)
            for await (index, part) in group {
                parts[index] = part
                if next < chunkCount {
                    addChunk(next)
                    next += 1
                }
            }
            // Joined a chunk at a time, each let go once copied, so the outcomes are never held twice over.
            var outcomes: [FileOutcome<T>] = []
            outcomes.reserveCapacity(files.count)
            for index in parts.indices {
                outcomes.append(contentsOf: parts[index])
                parts[index] = []
            }
            return outcomes
        }
    }

    /// Reads one Markdown file with front matter and hands its root mapping to `decode`, which gives the value
    /// (`nil` when the file has errors) and the references the file makes to others.
    private func decodeFile<T: Sendable>(
        _ file: ContentFiles.File, opened: ConfinedRead.OpenedFile? = nil, path: String,
        _ decode: (YAMLNode, MarkdownBody, FileReport) -> (T?, [PendingReference])
    ) -> FileOutcome<T> {
        let report = FileReport(path: path)
        var problems: [Diagnostic] = []
        guard let bytes = read(file.path, opened: opened, path: path, into: &problems) else {
            problems.forEach(report.add)
            return FileOutcome(path: path, value: nil, diagnostics: report.diagnostics)
        }
        let parsed = ParsedFile.parse(bytes, path: path, frontMatter: true)
        parsed.problems.forEach(report.add)
        guard parsed.problems.isEmpty, let body = parsed.body else {
            return FileOutcome(path: path, value: nil, diagnostics: report.diagnostics)
        }
        let text = body.text
        let root =
            parsed.root ?? YAMLNode(kind: .mapping([]), location: .init(file: path, line: 1, column: 1), length: 3)
        if let problem = MarkdownLimits.problem(in: text, firstLine: body.firstLine) {
            let (value, references) = decode(root, body, report)
            report.add(
                .error(
                    problem.message,
                    at: SourceLocation(file: path, line: problem.line, column: problem.column),
                    note: "split it into smaller tables"))
            return FileOutcome(path: path, value: value, diagnostics: report.diagnostics, references: references)
        }
        let links = BodyLinks(
            path: path, firstLine: body.firstLine, links: CommonMarkDocument.links(in: text))
        // The body's images are checked with the file, so the model carries only images that exist.
        let images = BodyImages(links: links, contentDirectory: contentDirectory)
        var checkedBody = body
        checkedBody.images = images.sources
        var linked = Set<String>()
        checkedBody.files = links.links.compactMap { link in
            guard !link.isImage, let file = AssetLink(destination: link.destination),
                linked.insert(file.path).inserted
            else { return nil }
            return file.path
        }
        let (value, references) = decode(root, checkedBody, report)
        images.problems.forEach(report.add)
        return FileOutcome(
            path: path, value: value, diagnostics: report.diagnostics, links: links, references: references)
    }
}

/// What decoding one file gave: its value when valid, its diagnostics, and its lines for quoting.
struct FileOutcome<T: Sendable>: Sendable {
    let path: String
    var value: T?
    let diagnostics: [Diagnostic]
    /// The links of the Markdown body whenever the front matter could be split, valid or not, so they are
    /// checked too; found here, on every core, rather than after all files are read.
    var links: BodyLinks? = nil
    /// What the file names in others (a trip's recommendations), checked once every file is known: also when
    /// the file has errors of its own, so every problem is reported at once.
    var references: [PendingReference] = []
}

/// The files of the chunks ``ContentLoader`` has asked for ahead of decoding them, kept open by chunk.
private final class OpenedChunks: Sendable {
    /// The most files kept open at once, whatever the number of cores: a process may have only 1,024 open, and
    /// the output is written at the same time.
    static let maximumFiles = 256

    private let state = Mutex<(chunks: [Int: [ConfinedRead.OpenedFile?]], open: Int)>(([:], 0))

    /// Keeps `files`, the opened files of chunk `index`, when there is room for them; otherwise they are closed
    /// now, the system having been asked to read them all the same.
    func keep(_ files: [ConfinedRead.OpenedFile?], for index: Int) {
        let count = files.count { $0 != nil }
        state.withLock { state in
            guard state.open + count <= Self.maximumFiles else { return }
            state.open += count
            state.chunks[index] = files
        }
    }

    /// The files kept for chunk `index`, handed over; `release(_:)` them once read.
    func take(_ index: Int) -> [ConfinedRead.OpenedFile?] {
        state.withLock { $0.chunks.removeValue(forKey: index) } ?? []
    }

    /// Counts `files`, which ``take(_:)`` handed over, as closed.
    func release(_ files: [ConfinedRead.OpenedFile?]) {
        let count = files.count { $0 != nil }
        state.withLock { $0.open -= count }
    }
}
