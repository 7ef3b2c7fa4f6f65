/// A photo of a trip's gallery (`gallery:`): an image of the site's `assets/`, with what the page says of it.
/// Its date and place, when not written, come from the image's own EXIF when the build reads it.
public struct GalleryPhoto: Sendable, Hashable {
    /// The image: a path under `assets/`.
    public var image: String
    /// What it shows, in a sentence: its caption, and its text alternative.
    public var caption: String?
    /// The day it belongs to, when written; it wins over the date the camera wrote.
    public var date: LocalDate?
    /// Where it was taken, when written; it wins over the camera's GPS position.
    public var location: Coordinate?

    /// Creates a gallery photo.
    public init(image: String, caption: String? = nil, date: LocalDate? = nil, location: Coordinate? = nil) {
        self.image = image
        self.caption = caption
        self.date = date
        self.location = location
    }
}
