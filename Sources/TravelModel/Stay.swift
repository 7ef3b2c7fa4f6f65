import Foundation

/// A place to sleep: booked, or on the shortlist.
public struct Stay: Sendable, Hashable {
    /// The hotel's or flat's name.
    public var name: String
    /// The city it is in.
    public var city: City?
    /// The street address.
    public var address: String?
    /// Where it is.
    public var location: Coordinate?
    /// The first night.
    public var checkIn: LocalDate
    /// The morning of leaving.
    public var checkOut: LocalDate
    /// The star rating, 1...5.
    public var stars: Int?
    /// Guests' rating, 0...10.
    public var guestRating: Decimal?
    /// Rooms left at the price, as the listing said.
    public var roomsLeft: Int?
    /// How many people stay.
    public var guests: Int?
    /// The price of one night.
    public var pricePerNight: Money?
    /// The price of the whole stay.
    public var price: Money?
    /// The listing's or hotel's website.
    public var url: String?
    /// `true` when booked; `false` puts it on the shortlist.
    public var booked: Bool
    /// A photo: a path under `assets/` or an http(s) URL.
    public var image: ImageSource?

    /// Creates a stay.
    public init(
        name: String, city: City? = nil, address: String? = nil, location: Coordinate? = nil,
        checkIn: LocalDate, checkOut: LocalDate, stars: Int? = nil, guestRating: Decimal? = nil,
        roomsLeft: Int? = nil, guests: Int? = nil, pricePerNight: Money? = nil, price: Money? = nil,
        url: String? = nil, booked: Bool = true, image: ImageSource? = nil
    ) {
        self.name = name
        self.city = city
        self.address = address
        self.location = location
        self.checkIn = checkIn
        self.checkOut = checkOut
        self.stars = stars
        self.guestRating = guestRating
        self.roomsLeft = roomsLeft
        self.guests = guests
        self.pricePerNight = pricePerNight
        self.price = price
        self.url = url
        self.booked = booked
        self.image = image
    }

    /// Nights between check-in and check-out.
    public var nights: Int { checkIn.days(until: checkOut) }

    /// The price of the whole stay: `price` when given, else the nightly price times the nights.
    public var total: Money? {
        if let price { return price }
        guard let pricePerNight else { return nil }
        return Money(amount: pricePerNight.amount * Decimal(nights), currency: pricePerNight.currency)
    }
}
