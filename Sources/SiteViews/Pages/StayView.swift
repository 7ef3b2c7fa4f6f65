import Foundation
import TravelModel

/// A booked or shortlisted stay on a trip's page; the `sort` values are for the shortlist's sort script.
package struct StayView: TemplateFields {
    let name: String
    let url: String?
    let address: String?
    let city: CityLink?
    let checkIn: String
    let checkInIso: String
    /// From when the room is ready, `15:00`, when given.
    let checkInTime: String?
    let checkOut: String
    let checkOutIso: String
    /// By when the room is to be left, `11:00`, when given.
    let checkOutTime: String?
    let booking: String?
    /// The phone number as written, and its `tel:` link.
    let phone: String?
    let phoneUrl: String?
    /// The email address, and its `mailto:` link.
    let email: String?
    let emailUrl: String?
    let nights: String
    let stars: String?
    let starsLabel: String?
    let guestRating: String?
    /// Whether the stay has stars or a guest rating, which the line of its city follows.
    let isRated: Bool
    let roomsLeft: String?
    let guests: String?
    let perNight: String?
    let total: String?
    let image: ImageView?
    /// The stay's place among all the trip's stays in the file; 0 for booked stays.
    let sortOrder: String
    let sortPrice: String
    let sortStars: String
    let sortRating: String
    /// "Open in map" links; null for a stay without a location.
    let mapLinks: PlaceMapLinks?

    init(_ stay: Stay, order: Int, context: PageContext) {
        let formatter = context.formatter
        let counts = context.words.counts
        let perNight =
            stay.pricePerNight
            ?? stay.total.map { Money(amount: $0.amount / Decimal(max(1, stay.nights)), currency: $0.currency) }
        name = stay.name
        url = stay.url
        address = stay.address
        city = stay.city.map { CityLink($0, context: context) }
        checkIn = formatter.mediumDate(stay.checkIn)
        checkInIso = stay.checkIn.description
        checkOut = formatter.mediumDate(stay.checkOut)
        checkOutIso = stay.checkOut.description
        checkInTime = stay.checkInTime.map(formatter.time)
        checkOutTime = stay.checkOutTime.map(formatter.time)
        booking = stay.booking
        phone = stay.phone?.text
        phoneUrl = stay.phone?.uri
        email = stay.email?.text
        emailUrl = stay.email?.uri
        nights = counts.night(stay.nights)
        stars = stay.stars.map { String(repeating: "★", count: $0) + String(repeating: "☆", count: 5 - $0) }
        starsLabel = stay.stars.map(counts.star.callAsFunction)
        guestRating = stay.guestRating.map(formatter.number)
        isRated = stay.stars != nil || stay.guestRating != nil
        roomsLeft = stay.roomsLeft.map(counts.roomLeft.callAsFunction)
        guests = stay.guests.map(counts.guest.callAsFunction)
        self.perNight = perNight.map(formatter.money)
        total = stay.total.map(formatter.money)
        image = context.images.view(of: stay.image, alt: stay.name, context: context)
        sortOrder = String(order)
        sortPrice = perNight.map { "\($0.amount)" } ?? ""
        sortStars = stay.stars.map(String.init) ?? ""
        sortRating = stay.guestRating.map { "\($0)" } ?? ""
        // Without a location, the map app searches for the address, or the name in the stay's city.
        let query =
            stay.address
            ?? ([stay.name] + (stay.city.map { [$0.name, context.countryName($0.countryCode)] } ?? []))
            .joined(separator: ", ")
        mapLinks = PlaceMapLinks(
            name: stay.name, coordinate: stay.location, query: query, words: context.words.mapLinks)
    }
}
