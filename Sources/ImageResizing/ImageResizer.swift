import CVips
import Foundation
import Synchronization

/// The one place that calls libvips: reads an image's size from its bytes and makes narrower copies of it.
///
/// Images come from content, which is untrusted: libvips is started with only the loaders it marks as
/// safe for untrusted input, an image is read from bytes the caller has read the confined way (libvips
/// never opens a path), and an image with more pixels than `pixelLimit` is refused before it is decoded.
/// Pixels are not all the work a small file can ask for: a JPEG in more scans than `scanLimit`, or an image
/// decoded whole into more memory than `memoryLimit`, is refused from its own header before libvips decodes it,
/// and an image is decoded once for all its copies. A JPEG whose markers do not walk cleanly is refused before
/// libvips reads even its header (``problem(opening:decoding:)``).
public enum ImageResizer {
    /// The most pixels an image may have: 50 megapixels, a little more than a phone camera's photo.
    public static let pixelLimit = 50_000_000
    /// The most scans a JPEG's pixels may come in. Each scan is a pass over every block of the image, and a
    /// legal progressive JPEG can have thousands (each coefficient of each component a bit at a time): 2,647
    /// scans of a 49-megapixel image take over a minute. A progressive photo has about 10; libjpeg-turbo's own
    /// tools suggest a limit of this order.
    public static let scanLimit = 100
    /// The most memory an image decoded whole may take: an interlaced PNG's pixels, or a progressive JPEG's
    /// coefficients. Other images are read a few rows at a time, shrunk as they are read.
    public static let memoryLimit = 256 << 20

    /// What this task and those it starts asked of libvips, when set: for tests that hold the build to decoding
    /// each image once, and not at all when it was read before.
    @TaskLocal public static var activity: Activity?

    /// Counts of the calls into libvips.
    public final class Activity: Sendable {
        private let counts = Mutex((probes: 0, decodes: 0))

        public init() {}

        /// Images whose header was read (`probe`).
        public var probes: Int { counts.withLock { $0.probes } }
        /// Images whose pixels were decoded (`copies`).
        public var decodes: Int { counts.withLock { $0.decodes } }

        fileprivate func countProbe() { counts.withLock { $0.probes += 1 } }
        fileprivate func countDecode() { counts.withLock { $0.decodes += 1 } }
    }

    /// Whether libvips started; it is loaded and started once, on first use.
    private static let started: Bool = itineshary_vips_start() == 0
    /// Why an image cannot be read when libvips did not start.
    private static let notStarted = ImageProblem.unreadable(
        "libvips 8.13 or later (libvips.so.42) could not be loaded, so no image can be read; install it (Debian: libvips42)"
    )

    /// The libvips that reads images, `libvips 8.14.1`, or `no libvips` when none could be loaded: what pages
    /// with images are made with, so a build's record of what made a page names it. Loads libvips.
    public static var library: String { version.map { "libvips " + $0 } ?? "no libvips" }

    /// The version of the libvips loaded, such as `8.14.1`, or nil when none could be loaded. Loads libvips.
    public static var version: String? {
        guard started else { return nil }
        return (0...2).map { String(itineshary_vips_version(Int32($0))) }.joined(separator: ".")
    }

    /// The formats copies are made of; GIF is read for its size and used as it is.
    private static let resizedLoaders = ["jpeg", "png", "webp"]
    /// The formats read at all: libvips has loaders for many more (through ImageMagick, say), which
    /// untrusted images have no business reaching.
    private static let readLoaders = resizedLoaders + ["gif"]

    /// The size and format of the image in `bytes`, and when and where it was taken, from its header.
    /// - Throws: `ImageProblem` when the bytes are not an image libvips reads, or the image is over the limit.
    public static func probe(_ bytes: [UInt8]) throws(ImageProblem) -> ImageInfo {
        guard started else { throw notStarted }
        activity?.countProbe()
        // libvips reads the bytes in place: every use of the image stays inside this closure.
        let result = bytes.withUnsafeBytes { buffer -> Result<ImageInfo, ImageProblem> in
            if let problem = problem(opening: buffer, decoding: false) { return .failure(problem) }
            let loader = itineshary_vips_loader(buffer.baseAddress, buffer.count).map {
                String(cString: $0).lowercased()
            }
            guard let loader, readLoaders.contains(where: { loader.contains($0) }) else {
                itineshary_vips_error_clear()
                return .failure(.unreadable("not an image in a format the site can read (JPEG, PNG, WebP, GIF)"))
            }
            guard let image = itineshary_vips_open(buffer.baseAddress, buffer.count) else {
                return .failure(.unreadable(errorText()))
            }
            defer { itineshary_vips_release(image) }
            var width = Int(itineshary_vips_width(image))
            var height = Int(itineshary_vips_height(image))
            guard width > 0, height > 0 else { return .failure(.unreadable("the image has no pixels")) }
            let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
            guard !overflow, pixels <= pixelLimit else { return .failure(.tooLarge(width: width, height: height)) }
            // A photo taken sideways is stored sideways with an EXIF note; pages show it upright.
            if itineshary_vips_orientation_swaps(image) != 0 { swap(&width, &height) }
            return .success(
                ImageInfo(
                    width: width, height: height, isResizable: resizedLoaders.contains { loader.contains($0) },
                    hasAlpha: itineshary_vips_has_alpha(image) != 0,
                    metadata: PhotoMetadata.read { name in
                        itineshary_vips_text_field(image, name).map { String(cString: $0) }
                    }))
        }
        return try result.get()
    }

    /// A copy of the image `width` pixels wide, as JPEG, or PNG when the image has transparency.
    /// - Throws: as `copies(of:widths:info:)`.
    public static func copy(of bytes: [UInt8], width: Int, info: ImageInfo) throws(ImageProblem) -> ResizedImage {
        try copies(of: bytes, widths: [width], info: info)[0]
    }

    /// Copies of the image at each of `widths` (none wider than the image), in their order, as JPEG, or PNG when
    /// the image has transparency or `asPNG` asks for it (an app icon: browsers take no JPEG icon). The image is
    /// decoded once, to the widest, and the others are made from those pixels.
    /// - Throws: `ImageProblem.tooManyScans` or `.decodedWholeTooLarge` when decoding would take more than the
    ///   limits allow, found from the image's header before it is decoded; `.unreadable` when the pixels cannot
    ///   be decoded.
    public static func copies(of bytes: [UInt8], widths: [Int], info: ImageInfo, asPNG: Bool = false)
        throws(ImageProblem) -> [ResizedImage]
    {
        guard started else { throw notStarted }
        guard let widest = widths.max() else { return [] }
        // The pixels are decoded from the bytes in place, once: all of it in this closure.
        let result = bytes.withUnsafeBytes { buffer -> Result<[ResizedImage], ImageProblem> in
            if let problem = problem(opening: buffer, decoding: true) { return .failure(problem) }
            activity?.countDecode()
            var decoded: UnsafeMutableRawPointer?
            guard itineshary_vips_decode(buffer.baseAddress, buffer.count, Int32(widest), &decoded) == 0,
                let decoded
            else { return .failure(.unreadable(errorText())) }
            defer { itineshary_vips_release(decoded) }
            var copies: [ResizedImage] = []
            for width in widths {
                var narrower: UnsafeMutableRawPointer?
                guard itineshary_vips_narrower(decoded, Int32(width), &narrower) == 0, let narrower else {
                    return .failure(.unreadable(errorText()))
                }
                defer { itineshary_vips_release(narrower) }
                guard let copy = encoded(narrower, asPNG: info.hasAlpha || asPNG) else {
                    return .failure(.unreadable(errorText()))
                }
                copies.append(copy)
            }
            return .success(copies)
        }
        return try result.get()
    }

    /// Why libvips is not to be given the image in `bytes`, from its own structure: the one check every call that
    /// hands libvips an image goes through (`probe`, `copies`), before libvips sees a byte. A JPEG whose markers do
    /// not walk cleanly from its start to its end is refused, since libjpeg would skip what breaks the walk and
    /// decode scans no walk counted; with `decoding`, an image whose decoding would take more than the limits
    /// allow, from its header, is refused too. `nil` when it may be given to libvips (which refuses a header this
    /// does not read).
    static func problem(opening bytes: UnsafeRawBufferPointer, decoding: Bool) -> ImageProblem? {
        let jpeg: JPEGFrame?
        do {
            jpeg = try JPEGFrame(bytes)
        } catch {
            return .unreadable(error.description)
        }
        guard decoding else { return nil }
        if let jpeg {
            if jpeg.scans > scanLimit { return .tooManyScans(jpeg.scans) }
            if jpeg.isDecodedWhole, jpeg.coefficientBytes > memoryLimit {
                return .decodedWholeTooLarge(
                    bytes: jpeg.coefficientBytes, format: jpeg.isProgressive ? "a progressive JPEG" : "a JPEG in scans")
            }
        } else if let png = PNGHeader(bytes), png.isInterlaced, png.decodedBytes > memoryLimit {
            return .decodedWholeTooLarge(bytes: png.decodedBytes, format: "an interlaced PNG")
        }
        return nil
    }

    /// `image` encoded: PNG or JPEG; `nil` when libvips fails.
    private static func encoded(_ image: UnsafeMutableRawPointer, asPNG: Bool) -> ResizedImage? {
        var output: UnsafeMutableRawPointer?
        var length = 0
        let saved =
            asPNG
            ? itineshary_vips_save_png(image, &output, &length) : itineshary_vips_save_jpeg(image, &output, &length)
        guard saved == 0, let output else { return nil }
        defer { itineshary_vips_free(output) }
        return ResizedImage(
            width: Int(itineshary_vips_width(image)), height: Int(itineshary_vips_height(image)),
            fileExtension: asPNG ? "png" : "jpg", bytes: Array(UnsafeRawBufferPointer(start: output, count: length)))
    }

    /// Why libvips failed, the same for every image: libvips keeps one error buffer for the whole process, which
    /// images decoded at the same time would mix up, so its text is cleared rather than shown.
    private static func errorText() -> String {
        itineshary_vips_error_clear()
        return "the image cannot be decoded"
    }
}
