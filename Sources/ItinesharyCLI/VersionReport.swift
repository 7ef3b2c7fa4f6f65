import CBuildInfo
import ImageResizing
import Markdown

/// What `itineshary --version` prints: the version, the commit it was built from, and the versions of the
/// libraries it uses: cmark-gfm (linked into a release, the system's elsewhere) and the system's libvips.
struct VersionReport: Equatable {
    /// itineshary's version, `Itineshary.version`.
    var version: String
    /// The commit the executable was built from, or `unknown` for a build that was not told it.
    var commit: String
    /// The cmark-gfm loaded, such as `0.29.0.gfm.6`.
    var cmarkGFM: String
    /// The libvips loaded, such as `8.14.1`, or nil when none could be (a build then leaves images out).
    var libvips: String?

    /// The executable's report, made when it is asked for: it loads libvips, which no other command needs to
    /// start.
    static func current() -> VersionReport {
        VersionReport(
            version: Itineshary.version, commit: String(cString: itineshary_build_commit()),
            cmarkGFM: MarkdownRenderer.libraryVersion, libvips: ImageResizer.version)
    }

    /// The lines printed, each ending with a line break.
    var text: String {
        """
        itineshary \(version)
        commit: \(commit)
        cmark-gfm: \(cmarkGFM)
        libvips: \(libvips ?? "not found")

        """
    }
}
