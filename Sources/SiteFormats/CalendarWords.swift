import TravelModel

/// The words a trip's calendar is written in: its events' titles, details and reminders. The build gives the
/// theme's (the `calendar` words of `strings/<language>.json`), so the calendar speaks the site's language and
/// nothing here is English.
public protocol CalendarWords: Sendable {
    /// A flight's title: `Flight TP 202 JFK → LIS`, or without its number.
    func flight(number: String?, from: String, to: String) -> String
    /// The reminder the day before the first flight, with the flight's title.
    func departureReminder(_ flight: String) -> String
    /// A booked stay's title.
    func stay(_ name: String) -> String
    /// The trip's start, for a trip without flights, and its reminder the day before.
    func tripBegins(_ title: String) -> String
    func tripReminder(_ title: String) -> String
    /// A flight's details, a line each.
    func airline(_ name: String) -> String
    func stops(_ count: Int) -> String
    func passengers(_ count: Int) -> String
    func booking(_ reference: String) -> String
    /// A leg's title: `Train IC 521: Lisboa Santa Apolónia → Porto Campanhã`, a rental car's, a transfer's.
    func leg(_ mode: TransportLeg.Mode, number: String?, from: String, to: String) -> String
    /// A leg's details, a line each.
    func operatorName(_ name: String) -> String
    func car(_ number: String) -> String
    func seat(_ seat: String) -> String
    func arrivesAt(_ place: String, address: String) -> String
}
