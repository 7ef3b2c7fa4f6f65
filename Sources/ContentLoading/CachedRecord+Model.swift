import Foundation
import TravelModel

// The model's values in record form: every stored property, in the order the type declares it, each type's
// writing and reading side by side. An enum writes a tag, then its case's payload; an unknown tag is
// `Malformed`. A value whose type has no memberwise initializer here is made again the way the loader made it.

extension Slug: CachedRecord {
    func write(to writer: inout RecordWriter) { writer.write(rawValue) }
    init(from reader: inout RecordReader) throws(RecordReader.Malformed) { self.init(rawValue: try reader.read()) }
}

extension Coordinate: CachedRecord {
    func write(to writer: inout RecordWriter) {
        writer.write(latitude)
        writer.write(longitude)
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        self.init(latitude: try reader.read(), longitude: try reader.read())
    }
}

/// A decimal as its text (`240.5`), which gives back an equal value: Foundation keeps its digits private.
/// Text that is not a decimal's own, such as `12abc`, which would read as 12, is refused.
extension Decimal: CachedRecord {
    func write(to writer: inout RecordWriter) { writer.write(description) }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        let text: String = try reader.read()
        guard let value = Decimal(string: text), value.description == text else { throw RecordReader.Malformed() }
        self = value
    }
}

extension Money: CachedRecord {
    func write(to writer: inout RecordWriter) {
        writer.write(amount)
        writer.write(currency)
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        self.init(amount: try reader.read(), currency: try reader.read())
    }
}

extension Price: CachedRecord {
    func write(to writer: inout RecordWriter) {
        switch self {
        case .level(let level):
            writer.write(0)
            writer.write(level)
        case .amount(let money):
            writer.write(1)
            writer.write(money)
        }
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        switch try reader.read() as Int {
        case 0: self = .level(try reader.read())
        case 1: self = .amount(try reader.read())
        default: throw RecordReader.Malformed()
        }
    }
}

extension ImageSource: CachedRecord {
    func write(to writer: inout RecordWriter) {
        switch self {
        case .asset(let path):
            writer.write(0)
            writer.write(path)
        case .remote(let url):
            writer.write(1)
            writer.write(url)
        }
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        switch try reader.read() as Int {
        case 0: self = .asset(try reader.read())
        case 1: self = .remote(try reader.read())
        default: throw RecordReader.Malformed()
        }
    }
}

/// The number as written; its `tel:` URI is made from it again, as when it was read from content.
extension PhoneNumber: CachedRecord {
    func write(to writer: inout RecordWriter) { writer.write(text) }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        guard let number = PhoneNumber(parsing: try reader.read()) else { throw RecordReader.Malformed() }
        self = number
    }
}

/// The address as written, checked again as when it was read from content.
extension EmailAddress: CachedRecord {
    func write(to writer: inout RecordWriter) { writer.write(text) }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        guard let address = EmailAddress(parsing: try reader.read()) else { throw RecordReader.Malformed() }
        self = address
    }
}

extension LocalDate: CachedRecord {
    func write(to writer: inout RecordWriter) {
        writer.write(year)
        writer.write(month)
        writer.write(day)
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        self.init(year: try reader.read(), month: try reader.read(), day: try reader.read())
    }
}

extension LocalTime: CachedRecord {
    func write(to writer: inout RecordWriter) {
        writer.write(hour)
        writer.write(minute)
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        self.init(hour: try reader.read(), minute: try reader.read())
    }
}

extension LocalDateTime: CachedRecord {
    func write(to writer: inout RecordWriter) {
        writer.write(date)
        writer.write(time)
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        self.init(date: try reader.read(), time: try reader.read())
    }
}

extension City: CachedRecord {
    func write(to writer: inout RecordWriter) {
        if let table = writer.cities {
            writer.write(table.number(of: self))
            return
        }
        writeFields(to: &writer)
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        if let table = reader.cities {
            let number: Int = try reader.read()
            guard table.indices.contains(number) else { throw RecordReader.Malformed() }
            self = table[number]
            return
        }
        try self.init(fieldsFrom: &reader)
    }

    /// The city whole, for a table of cities.
    func writeFields(to writer: inout RecordWriter) {
        writer.write(geonameID)
        writer.write(name)
        writer.write(alternateNames)
        writer.write(countryCode)
        writer.write(region)
        writer.write(coordinate)
        writer.write(population)
        writer.write(timeZone)
    }

    init(fieldsFrom reader: inout RecordReader) throws(RecordReader.Malformed) {
        self.init(
            geonameID: try reader.read(), name: try reader.read(), alternateNames: try reader.read(),
            countryCode: try reader.read(), region: try reader.read(), coordinate: try reader.read(),
            population: try reader.read(), timeZone: try reader.read())
    }
}

extension Airport: CachedRecord {
    func write(to writer: inout RecordWriter) {
        writer.write(iata)
        writer.write(icao)
        writer.write(name)
        writer.write(city)
        writer.write(countryCode)
        writer.write(coordinate)
        writer.write(timeZone)
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        self.init(
            iata: try reader.read(), icao: try reader.read(), name: try reader.read(), city: try reader.read(),
            countryCode: try reader.read(), coordinate: try reader.read(), timeZone: try reader.read())
    }
}

extension MarkdownBody: CachedRecord {
    func write(to writer: inout RecordWriter) {
        writer.write(text)
        writer.write(firstLine)
        writer.write(images)
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        self.init(text: try reader.read(), firstLine: try reader.read(), images: try reader.read())
    }
}

extension Visibility: CachedRecord {
    func write(to writer: inout RecordWriter) {
        switch self {
        case .public: writer.write(0)
        case .unlisted: writer.write(1)
        case .private: writer.write(2)
        case .draft: writer.write(3)
        }
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        switch try reader.read() as Int {
        case 0: self = .public
        case 1: self = .unlisted
        case 2: self = .private
        case 3: self = .draft
        default: throw RecordReader.Malformed()
        }
    }
}

extension Flight: CachedRecord {
    func write(to writer: inout RecordWriter) {
        writer.write(from)
        writer.write(to)
        writer.write(depart)
        writer.write(arrive)
        writer.write(airline)
        writer.write(number)
        writer.write(stops)
        writer.write(passengers)
        writer.write(price)
        writer.write(booking)
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        self.init(
            from: try reader.read(), to: try reader.read(), depart: try reader.read(), arrive: try reader.read(),
            airline: try reader.read(), number: try reader.read(), stops: try reader.read(),
            passengers: try reader.read(), price: try reader.read(), booking: try reader.read())
    }
}

extension Stay: CachedRecord {
    func write(to writer: inout RecordWriter) {
        writer.write(name)
        writer.write(city)
        writer.write(address)
        writer.write(location)
        writer.write(checkIn)
        writer.write(checkInTime)
        writer.write(checkOut)
        writer.write(checkOutTime)
        writer.write(stars)
        writer.write(guestRating)
        writer.write(roomsLeft)
        writer.write(guests)
        writer.write(pricePerNight)
        writer.write(price)
        writer.write(url)
        writer.write(booked)
        writer.write(booking)
        writer.write(phone)
        writer.write(email)
        writer.write(image)
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        // In the order written; the initializer takes its arguments in another order.
        let name: String = try reader.read()
        let city: City? = try reader.read()
        let address: String? = try reader.read()
        let location: Coordinate? = try reader.read()
        let checkIn: LocalDate = try reader.read()
        let checkInTime: LocalTime? = try reader.read()
        let checkOut: LocalDate = try reader.read()
        let checkOutTime: LocalTime? = try reader.read()
        let stars: Int? = try reader.read()
        let guestRating: Decimal? = try reader.read()
        let roomsLeft: Int? = try reader.read()
        let guests: Int? = try reader.read()
        let pricePerNight: Money? = try reader.read()
        let price: Money? = try reader.read()
        let url: String? = try reader.read()
        let booked: Bool = try reader.read()
        let booking: String? = try reader.read()
        let phone: PhoneNumber? = try reader.read()
        let email: EmailAddress? = try reader.read()
        let image: ImageSource? = try reader.read()
        self.init(
            name: name, city: city, address: address, location: location, checkIn: checkIn, checkOut: checkOut,
            stars: stars, guestRating: guestRating, roomsLeft: roomsLeft, guests: guests,
            pricePerNight: pricePerNight, price: price, url: url, booked: booked, checkInTime: checkInTime,
            checkOutTime: checkOutTime, booking: booking, phone: phone, email: email, image: image)
    }
}

extension Visit.Target: CachedRecord {
    func write(to writer: inout RecordWriter) {
        switch self {
        case .recommendation(let slug):
            writer.write(0)
            writer.write(slug)
        case .place(let name, let location, let address):
            writer.write(1)
            writer.write(name)
            writer.write(location)
            writer.write(address)
        }
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        switch try reader.read() as Int {
        case 0: self = .recommendation(try reader.read())
        case 1: self = .place(name: try reader.read(), location: try reader.read(), address: try reader.read())
        default: throw RecordReader.Malformed()
        }
    }
}

extension Visit: CachedRecord {
    func write(to writer: inout RecordWriter) {
        writer.write(time)
        writer.write(until)
        writer.write(target)
        writer.write(notes)
        writer.write(cost)
        writer.write(booking)
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        self.init(
            time: try reader.read(), until: try reader.read(), target: try reader.read(), notes: try reader.read(),
            cost: try reader.read(), booking: try reader.read())
    }
}

extension Day: CachedRecord {
    func write(to writer: inout RecordWriter) {
        writer.write(date)
        writer.write(city)
        writer.write(title)
        writer.write(visits)
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        self.init(date: try reader.read(), city: try reader.read(), title: try reader.read(), visits: try reader.read())
    }
}

extension Waypoint: CachedRecord {
    func write(to writer: inout RecordWriter) {
        writer.write(name)
        writer.write(location)
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        self.init(name: try reader.read(), location: try reader.read())
    }
}

extension Recommendation: CachedRecord {
    func write(to writer: inout RecordWriter) {
        writer.write(id)
        writer.write(name)
        writer.write(city)
        writer.write(features)
        writer.write(address)
        writer.write(location)
        writer.write(url)
        writer.write(price)
        writer.write(hours)
        writer.write(phone)
        writer.write(tags)
        writer.write(image)
        writer.write(body)
        writer.write(sourcePath)
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        self.init(
            id: try reader.read(), name: try reader.read(), city: try reader.read(), features: try reader.read(),
            address: try reader.read(), location: try reader.read(), url: try reader.read(),
            price: try reader.read(), hours: try reader.read(), phone: try reader.read(), tags: try reader.read(),
            image: try reader.read(), body: try reader.read(), sourcePath: try reader.read())
    }
}

extension Trip: CachedRecord {
    func write(to writer: inout RecordWriter) {
        writer.write(id)
        writer.write(title)
        writer.write(start)
        writer.write(end)
        writer.write(summary)
        writer.write(travelers)
        writer.write(visibility)
        writer.write(token)
        writer.write(destination)
        writer.write(interests)
        writer.write(currency)
        writer.write(budget)
        writer.write(cover)
        writer.write(flights)
        writer.write(stays)
        writer.write(days)
        writer.write(waypoints)
        writer.write(body)
        writer.write(sourcePath)
    }

    init(from reader: inout RecordReader) throws(RecordReader.Malformed) {
        self.init(
            id: try reader.read(), title: try reader.read(), start: try reader.read(), end: try reader.read(),
            summary: try reader.read(), travelers: try reader.read(), visibility: try reader.read(),
            token: try reader.read(), destination: try reader.read(), interests: try reader.read(),
            currency: try reader.read(), budget: try reader.read(), cover: try reader.read(),
            flights: try reader.read(), stays: try reader.read(), days: try reader.read(),
            waypoints: try reader.read(), body: try reader.read(), sourcePath: try reader.read())
    }
}
