import SiteTheme
import TravelModel

/// A photo of a trip's gallery, as the gallery's grid, its day and the viewer show it.
package struct PhotoView: TemplateFields {
    /// Its place in the gallery, from 1.
    let number: Int
    /// `photo-3`: the id of its place in the gallery.
    let anchor: String
    /// The thumbnail, with its copies; its text alternative is the caption, or `Photo 3`.
    let image: ImageView
    /// The image the viewer shows, and the link without a script: the widest copy, or the image itself when it
    /// is no wider.
    let full: String
    let caption: String?
    /// `Fri, April 9`: the day it is on; null when it is on none.
    let date: String?
    let dateIso: String?
    /// `Day 2`, and its link `#day-2`; null when it is on no day.
    let dayLabel: String?
    let dayUrl: String?
    /// `38.6975° N, 9.2033° W`: where it was taken, when known.
    let place: String?
    /// `Photo 3`: its mark's name on the map.
    let label: String

    init?(_ placed: TripPhotos.Photo, trip: Trip, context: PageContext) {
        let label = context.words.photoNumber.filling(["n": String(placed.number)])
        let images = context.images
        guard
            let image = images.view(
                of: .asset(placed.photo.image), alt: placed.photo.caption ?? label, context: context)
        else { return nil }
        number = placed.number
        anchor = placed.anchor
        self.image = image
        self.label = label
        full = context.fileLink(images.shareImage(of: placed.photo.image) ?? placed.photo.image)
        caption = placed.photo.caption
        date = placed.date.map(context.formatter.dayHeading)
        dateIso = placed.date?.description
        let day = placed.date.map { trip.start.days(until: $0) + 1 }
        dayLabel = day.map { context.words.dayNumber.filling(["n": String($0)]) }
        dayUrl = day.map { "#day-\($0)" }
        place = placed.location.map(context.formatter.coordinates)
    }
}
