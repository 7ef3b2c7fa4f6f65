import ConfinedFiles
import Crypto
import Diagnostics
import Foundation
import ImageResizing
import SiteEnrichment
import SiteOutput
import SitePlan
import SiteTheme
import SiteViews
import TextEscaping
import TravelModel

/// The "resize images" step: every image a page shows — trip covers, stays', recommendations' and cities'
/// images, the images of Markdown bodies, the cities' photos — is read once, however many pages show it,
/// and gets narrower copies at `widths` (never wider than itself), so pages can offer a `srcset`.
/// The copies are named by a hash of their bytes, and libvips writes the same bytes for the same image. Each image
/// is decoded once for all its copies, and a build remembers what it made of each image for the next
/// (``KeptImages``), which reads the image's bytes but neither probes nor decodes it again.
enum ResizeImages {
    /// The largest image file read, in bytes.
    static let byteLimit = 64 << 20
    /// The folder of the copies in the output.
    static let folder = "assets/resized/"

    /// What the step made: how pages show each image, the copies to write, a warning for each image that cannot
    /// be read or is over the size limit, and each image's outcome by the file it was read from, for the next run.
    struct Made: Sendable {
        let images: PageImages
        let files: [OutputFile]
        let warnings: [Diagnostic]
        let outcomes: [FileState: Outcome]
    }

    /// Reads every image a page shows and makes its copies, taking from `known` the outcome of each image whose
    /// file has not changed since it was read (`serve`), and from the images kept in `output`'s store
    /// (``KeptImages``) the outcome of each image whose bytes were read by the last build, which this one keeps in
    /// turn.
    static func run(
        graph: SiteGraph, enrichment: EnrichmentData, options: BuildOptions, known: [FileState: Outcome] = [:],
        keptIn output: OutputFolder? = nil
    ) async -> Made {
        var images = PageImages()
        images.remote = enrichment.remoteImages
        let sources = self.sources(graph: graph, enrichment: enrichment, options: options)
        guard !sources.isEmpty else { return Made(images: images, files: [], warnings: [], outcomes: [:]) }
        images.library = ImageResizer.library
        let kept = output.map { KeptImages(in: $0, library: images.library) }
        let states = sources.map { FileState($0.file) }
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let results = await withTaskGroup(of: [(Int, Outcome)].self) { group in
            for worker in 0..<min(workers, sources.count) {
                group.addTask {
                    stride(from: worker, to: sources.count, by: workers).map { index in
                        (index, states[index].flatMap { known[$0] } ?? resize(sources[index], kept: kept))
                    }
                }
            }
            var all: [(Int, Outcome)] = []
            for await part in group { all += part }
            return all.sorted { $0.0 < $1.0 }.map(\.1)
        }
        kept?.keep(results, of: sources)
        var files: [OutputFile] = []
        var warnings: [Diagnostic] = []
        for (source, outcome) in zip(sources, results) {
            images.entries[source.path] = outcome.entry
            if let hash = outcome.hash { images.hashes[source.path] = HexText.lowercase(hash.prefix(8)) }
            if let metadata = outcome.metadata { images.metadata[source.path] = metadata }
            files += outcome.files
            if let problem = outcome.problem {
                let consequence =
                    outcome.entry == .omitted
                    ? "pages leave it out" : "pages show it as it is, with no smaller copies"
                warnings.append(.warning("\(source.name): \(problem); \(consequence)", at: nil))
            }
        }
        warnings += TripPhotos.warnings(graph: graph, images: images)
        var outcomes: [FileState: Outcome] = [:]
        for (state, outcome) in zip(states, results) { if let state { outcomes[state] = outcome } }
        return Made(images: images, files: files, warnings: warnings, outcomes: outcomes)
    }

    /// An image to read: its path in the output, the file it is read from, and how messages name it.
    struct Source: Sendable {
        let path: String
        let file: URL
        let name: String
    }

    /// What resizing one image gave.
    struct Outcome: Sendable {
        let entry: PageImages.Entry
        /// The copies to write: none for those taken from the previous generation.
        let files: [OutputFile]
        let problem: ImageProblem?
        /// The SHA-256 of the image's bytes, by which the outcome is kept for the next build; `nil` when the file
        /// could not be read.
        var hash: [UInt8]? = nil
        /// When and where the photo was taken, from its EXIF.
        var metadata: PhotoMetadata? = nil
    }

    /// What the path of each copy of the image at `path` in the output starts with: the copies' folder and the
    /// image's path under `assets/` without its extension.
    static func copyPrefix(of path: String) -> String {
        folder + (String(path.dropFirst(path.hasPrefix("assets/") ? 7 : 0)) as NSString).deletingPathExtension
    }

    /// Every image a built page shows, each once, in a fixed order.
    static func sources(graph: SiteGraph, enrichment: EnrichmentData, options: BuildOptions) -> [Source] {
        var named: [ImageSource] = []
        for trip in graph.builtTrips { named += trip.shownImages }
        for recommendation in graph.recommendationsBySlug {
            named += [recommendation.image].compactMap { $0 } + recommendation.body.images
        }
        for city in graph.cities {
            if let page = graph.cityIntro(for: city) { named += [page.image].compactMap { $0 } + page.body.images }
        }
        let cached = Dictionary(enrichment.copies.map { ($0.path, $0.source) }, uniquingKeysWith: { first, _ in first })
        var seen = Set<String>()
        var sources: [Source] = []
        func add(_ path: String, _ file: URL?, name: String) {
            guard let file, seen.insert(path).inserted else { return }
            sources.append(Source(path: path, file: file, name: name))
        }
        for image in named {
            switch image {
            case .asset(let path):
                // `check` has made sure the path is a regular file under the content folder.
                guard ConfinedPath.problem(with: path, under: options.contentDirectory) == nil else { continue }
                add(
                    path, options.contentDirectory.appendingPathComponent(path),
                    name: options.contentDisplayPath + "/" + path)
            case .remote(let url):
                if let path = enrichment.remoteImages[url] { add(path, cached[path], name: url) }
            }
        }
        for city in graph.cities {
            if let path = enrichment.cityPhotos[city.key] { add(path, cached[path], name: path) }
        }
        return sources
    }

    /// Reads one image, the confined way, and makes its copies, unless `kept` has what the last build made of the
    /// same bytes.
    static func resize(_ source: Source, kept: KeptImages? = nil) -> Outcome {
        // An SVG is drawn at any size and is not read as pixels; every other image is read by the one library
        // that decides what an image is (`ImageResizer`).
        guard (source.path as NSString).pathExtension.lowercased() != "svg" else {
            return Outcome(entry: .shown(width: nil, height: nil, copies: []), files: [], problem: nil)
        }
        let bytes: [UInt8]
        switch ConfinedRead.bytes(atPath: source.file.path, limit: byteLimit) {
        case .success(let read): bytes = read
        case .failure(.tooLarge(let size)):
            return Outcome(
                entry: .shown(width: nil, height: nil, copies: []), files: [],
                problem: .unreadable("the file is \(size) bytes, over the limit of \(byteLimit >> 20) MiB for an image")
            )
        case .failure:
            return Outcome(entry: .omitted, files: [], problem: .unreadable("the file cannot be read"))
        }
        // A browser draws the image its bytes are, whatever its name says: one named as another format is not shown.
        if let problem = ImageFormat.mismatch(bytes, fileExtension: (source.path as NSString).pathExtension) {
            return Outcome(entry: .omitted, files: [], problem: problem)
        }
        let hash = Array(SHA256.hash(data: bytes))
        var reused: Set<String> = []
        if let kept, let outcome = kept.outcome(of: hash, at: source, reused: &reused) { return outcome }
        let info: ImageInfo
        do {
            info = try ImageResizer.probe(bytes)
        } catch .tooLarge(let width, let height) {
            return Outcome(
                entry: .shown(width: width, height: height, copies: []), files: [],
                problem: .tooLarge(width: width, height: height), hash: hash)
        } catch {
            return Outcome(entry: .omitted, files: [], problem: error, hash: hash)
        }
        let resized: [ResizedImage]
        do {
            resized = try ImageResizer.copies(
                of: bytes, widths: info.isResizable ? PageImages.widths.filter { $0 < info.width } : [], info: info)
        } catch .decodedWholeTooLarge(let bytes, let format) {
            // Like an image of too many pixels: the browser decodes it as it is.
            return Outcome(
                entry: .shown(width: info.width, height: info.height, copies: []), files: [],
                problem: .decodedWholeTooLarge(bytes: bytes, format: format), hash: hash, metadata: info.metadata)
        } catch {
            return Outcome(entry: .omitted, files: [], problem: error, hash: hash)
        }
        let prefix = copyPrefix(of: source.path)
        var copies: [PageImages.Copy] = []
        var files: [OutputFile] = []
        for copy in resized {
            let path =
                folder
                + ThemeAssets.fingerprinted(
                    String(prefix.dropFirst(folder.count)) + "-\(copy.width)w.\(copy.fileExtension)", copy.bytes)
            copies.append(PageImages.Copy(path: path, width: copy.width))
            if !reused.contains(path) {
                files.append(
                    OutputFile(path: path, bytes: copy.bytes, inputs: kept?.inputs(of: hash, width: copy.width)))
            }
        }
        return Outcome(
            entry: .shown(width: info.width, height: info.height, copies: copies), files: files, problem: nil,
            hash: hash, metadata: info.metadata)
    }
}
