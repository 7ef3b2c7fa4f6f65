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
    /// From when the room is ready on `checkIn`, when given.
    public var checkInTime: LocalTime?
    /// The morning of leaving.
    public var checkOut: LocalDate
    /// By when the room is to be left on `checkOut`, when given.
    public var checkOutTime: LocalTime?
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
    /// The booking reference.
    public var booking: String?
    /// The front desk's or host's phone number.
    public var phone: PhoneNumber?
    /// The front desk's or host's email address.
    public var email: EmailAddress?
    /// A photo: a path under `assets/` or an http(s) URL.
    public var image: ImageSource?

    /// Creates a stay.
    public init(
        name: String, city: City? = nil, address: String? = nil, location: Coordinate? = nil,
        checkIn: LocalDate, checkOut: LocalDate, stars: Int? = nil, guestRating: Decimal? = nil,
        roomsLeft: Int? = nil, guests: Int? = nil, pricePerNight: Money? = nil, price: Money? = nil,
        url: String? = nil, booked: Bool = true, checkInTime: LocalTime? = nil, checkOutTime: LocalTime? = nil,
        booking: String? = nil, phone: PhoneNumber? = nil, email: EmailAddress? = nil, image: ImageSource? = nil
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
        self.checkInTime = checkInTime
        self.checkOutTime = checkOutTime
        self.booking = booking
        self.phone = phone
        self.email = email
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
