import Diagnostics
import ImageResizing
import SitePlan
import TravelModel

/// A trip's gallery as the build placed it: each photo the site can show, numbered in the order written, with its
/// day and place — those written in the trip, else those its EXIF gives — for the page's days and its maps.
package struct TripPhotos: Sendable {
    /// A photo of the gallery.
    package struct Photo: Sendable {
        /// Its place in the gallery, from 1; its anchor is `photo-<number>`.
        let number: Int
        let photo: GalleryPhoto
        /// The date it belongs to, when within the trip: written, or from the camera's clock.
        let date: LocalDate?
        /// Where it was taken: written, or from the camera's GPS.
        let location: Coordinate?

        /// `#photo-3`: the photo in the gallery.
        var anchor: String { "photo-\(number)" }
    }

    let photos: [Photo]

    /// The photos of `trip`'s gallery that `images` shows (an image that cannot be read is left out, with the
    /// resize step's warning), each on its date when that falls within the trip.
    init(_ trip: Trip, images: PageImages) {
        var photos: [Photo] = []
        for photo in trip.gallery {
            guard images.path(of: .asset(photo.image)) != nil else { continue }
            let metadata = images.metadata[photo.image]
            let taken = metadata?.date.map { LocalDate(year: $0.year, month: $0.month, day: $0.day) }
            let date = (photo.date ?? taken).flatMap { trip.start <= $0 && $0 <= trip.end ? $0 : nil }
            var location = photo.location
            if location == nil, let latitude = metadata?.latitude, let longitude = metadata?.longitude {
                location = Coordinate(latitude: latitude, longitude: longitude)
            }
            photos.append(Photo(number: photos.count + 1, photo: photo, date: date, location: location))
        }
        self.photos = photos
    }

    /// A warning for each photo of a built trip's gallery that its camera dates outside the trip, with no `date`
    /// written: most often a camera whose clock was not set. The photo is in the gallery, on no day.
    package static func warnings(graph: SiteGraph, images: PageImages) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for trip in graph.builtTrips {
            for photo in trip.gallery where photo.date == nil {
                guard let taken = images.metadata[photo.image]?.date else { continue }
                let date = LocalDate(year: taken.year, month: taken.month, day: taken.day)
                guard date < trip.start || date > trip.end else { continue }
                warnings.append(
                    .warning(
                        "the photo's camera dates it \(date), outside the trip, which runs from \(trip.start) to \(trip.end); it is in the gallery but on no day",
                        at: SourceLocation(file: trip.sourcePath, line: photo.line, column: photo.column),
                        length: photo.image.count,
                        note: "give it the day it belongs to: 'date: YYYY-MM-DD'"))
            }
        }
        return warnings
    }

    /// The photos of `date`, in gallery order.
    func on(_ date: LocalDate) -> [Photo] { photos.filter { $0.date == date } }
}
