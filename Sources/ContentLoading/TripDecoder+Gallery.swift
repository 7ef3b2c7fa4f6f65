import Foundation
import TravelModel

/// A trip's `gallery:`: its photos, each an image of `assets/`, written as its path alone or as a mapping with a
/// caption, and a date and place that win over the image's EXIF.
extension TripDecoder {
    static let galleryKeys = ["image", "caption", "date", "location"]
    /// The formats a gallery shows: those the build reads (JPEG, PNG, WebP, GIF), by their extension.
    static let galleryExtensions: Set<String> = ["jpg", "jpeg", "png", "webp", "gif"]

    /// A photo, with the node of its date for the check against the trip's dates.
    typealias DecodedPhoto = (photo: GalleryPhoto, date: YAMLNode?)

    /// The photos of `gallery:`; a photo named twice is a warning at the second.
    func gallery(_ fields: MappingReader) -> [DecodedPhoto] {
        var photos: [DecodedPhoto] = []
        var lines: [String: Int] = [:]
        for node in fields.list("gallery") ?? [] {
            guard let (written, imageNode, dateNode) = galleryPhoto(node) else { continue }
            var photo = written
            (photo.line, photo.column) = (imageNode.location.line, imageNode.location.column)
            if let line = lines[photo.image] {
                report.warning("the photo \(photo.image) is already in the gallery, on line \(line)", at: imageNode)
                continue
            }
            lines[photo.image] = imageNode.location.line
            photos.append((photo, dateNode))
        }
        return photos
    }

    private func galleryPhoto(_ node: YAMLNode) -> (GalleryPhoto, YAMLNode, YAMLNode?)? {
        if let text = node.scalar {
            return galleryImage(text.trimmed, at: node, what: "a gallery photo").map {
                (GalleryPhoto(image: $0), node, nil)
            }
        }
        guard case .mapping = node.kind else {
            report.error(
                "a gallery photo is a path under assets/ or a mapping with 'image' and 'caption', not \(node.kindDescription)",
                at: node)
            return nil
        }
        guard let fields = MappingReader(node, keys: Self.galleryKeys, what: "a gallery photo", report: report) else {
            return nil
        }
        let imageNode = fields.required("image", hint: "the photo's path under assets/, such as assets/photos/tram.jpg")
        let image = imageNode.flatMap { node in
            fields.text("image").flatMap { galleryImage($0, at: node, what: "'image'") }
        }
        let caption = fields.text("caption")
        let date = fields.date("date")
        let location = fields.coordinate("location")
        guard let image, let imageNode else { return nil }
        return (
            GalleryPhoto(image: image, caption: caption, date: date?.0, location: location), imageNode, date?.1
        )
    }

    /// The path of a gallery image, checked: a file of `assets/` in a format the build reads.
    private func galleryImage(_ text: String, at node: YAMLNode, what: String) -> String? {
        let lowered = text.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            report.error(
                "\(what) must be a file under assets/, not a URL: the build reads its date and place and publishes it without them",
                at: node)
            return nil
        }
        if let problem = AssetPath.problem(with: text, contentDirectory: context.contentDirectory) {
            report.error("\(what) \(problem)", at: node)
            return nil
        }
        let fileExtension = (text as NSString).pathExtension.lowercased()
        guard Self.galleryExtensions.contains(fileExtension) else {
            report.error("\(what) must be a JPEG, PNG, WebP or GIF image, not a .\(fileExtension) file", at: node)
            return nil
        }
        return text
    }

    /// A photo dated outside the trip is an error at its date: the page has no day to show it on.
    func checkGallery(_ photos: [DecodedPhoto], start: LocalDate, end: LocalDate) {
        for (photo, node) in photos {
            guard let date = photo.date, let node, date < start || date > end else { continue }
            report.error("the photo's date \(date) is outside the trip, which runs from \(start) to \(end)", at: node)
        }
    }
}
