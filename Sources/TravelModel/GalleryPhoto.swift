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
    /// Where its image is written in the trip's file (1-based line and column), for messages about what the
    /// build finds in the image.
    public var line: Int
    public var column: Int

    /// Creates a gallery photo.
    public init(
        image: String, caption: String? = nil, date: LocalDate? = nil, location: Coordinate? = nil, line: Int = 0,
        column: Int = 0
    ) {
        self.image = image
        self.caption = caption
        self.date = date
        self.location = location
        self.line = line
        self.column = column
    }
}
