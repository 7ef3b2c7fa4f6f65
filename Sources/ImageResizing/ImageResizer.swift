import CVips
import Foundation

/// The one place that calls libvips: reads an image's size from its bytes and makes narrower copies of it.
///
/// Images come from content, which is untrusted: libvips is started with only the loaders it marks as
/// safe for untrusted input, an image is read from bytes the caller has read the confined way (libvips
/// never opens a path), and an image with more pixels than `pixelLimit` is refused before it is decoded.
public enum ImageResizer {
    /// The most pixels an image may have: 50 megapixels, a little more than a phone camera's photo.
    public static let pixelLimit = 50_000_000

    /// Whether libvips started; it is loaded and started once, on first use.
    private static let started: Bool = itineshary_vips_start() == 0
    /// Why an image cannot be read when libvips did not start.
    private static let notStarted = ImageProblem.unreadable(
        "libvips 8.13 or later (libvips.so.42) could not be loaded, so no image can be read; install it (Debian: libvips42)"
    )

    /// The libvips that reads images, `libvips 8.14.1`, or `no libvips` when none could be loaded: what pages
    /// with images are made with, so a build's record of what made a page names it. Loads libvips.
    public static var library: String {
        guard started else { return "no libvips" }
        return "libvips " + (0...2).map { String(itineshary_vips_version(Int32($0))) }.joined(separator: ".")
    }

    /// The formats copies are made of; GIF is read for its size and used as it is.
    private static let resizedLoaders = ["jpeg", "png", "webp"]
    /// The formats read at all: libvips has loaders for many more (through ImageMagick, say), which
    /// untrusted images have no business reaching.
    private static let readLoaders = resizedLoaders + ["gif"]

    /// The size and format of the image in `bytes`, from its header.
    /// - Throws: `ImageProblem` when the bytes are not an image libvips reads, or the image is over the limit.
    public static func probe(_ bytes: [UInt8]) throws(ImageProblem) -> ImageInfo {
        guard started else { throw notStarted }
        // libvips reads the bytes in place: every use of the image stays inside this closure.
        let result = bytes.withUnsafeBytes { buffer -> Result<ImageInfo, ImageProblem> in
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
                    hasAlpha: itineshary_vips_has_alpha(image) != 0))
        }
        return try result.get()
    }

    /// A copy of the image `width` pixels wide, as JPEG, or PNG when the image has transparency.
    /// - Throws: `ImageProblem.unreadable` when the pixels cannot be decoded.
    public static func copy(of bytes: [UInt8], width: Int, info: ImageInfo) throws(ImageProblem) -> ResizedImage {
        guard started else { throw notStarted }
        // The pixels are decoded while the copy is saved, from the bytes in place: all of it in this closure.
        let result = bytes.withUnsafeBytes { buffer -> Result<ResizedImage, ImageProblem> in
            var resized: UnsafeMutableRawPointer?
            guard itineshary_vips_thumbnail(buffer.baseAddress, buffer.count, Int32(width), &resized) == 0,
                let resized
            else { return .failure(.unreadable(errorText())) }
            defer { itineshary_vips_release(resized) }
            var output: UnsafeMutableRawPointer?
            var length = 0
            let saved =
                info.hasAlpha
                ? itineshary_vips_save_png(resized, &output, &length)
                : itineshary_vips_save_jpeg(resized, &output, &length)
            guard saved == 0, let output else { return .failure(.unreadable(errorText())) }
            defer { itineshary_vips_free(output) }
            return .success(
                ResizedImage(
                    width: Int(itineshary_vips_width(resized)), height: Int(itineshary_vips_height(resized)),
                    fileExtension: info.hasAlpha ? "png" : "jpg",
                    bytes: Array(UnsafeRawBufferPointer(start: output, count: length))))
        }
        return try result.get()
    }

    /// Why libvips failed, the same for every image: libvips keeps one error buffer for the whole process, which
    /// images decoded at the same time would mix up, so its text is cleared rather than shown.
    private static func errorText() -> String {
        itineshary_vips_error_clear()
        return "the image cannot be decoded"
    }
}
