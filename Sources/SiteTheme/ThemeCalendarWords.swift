import SiteFormats
import TravelModel

/// A trip's calendar in the theme's words: its `calendar` texts, with the stops counted and the ways of travelling
/// named as the pages count and name them.
package struct ThemeCalendarWords: CalendarWords {
    let words: ThemeStrings

    package init(words: ThemeStrings) { self.words = words }

    private var calendar: ThemeStrings.Calendar { words.calendar }

    package func flight(number: String?, from: String, to: String) -> String {
        guard let number else { return calendar.flightWithoutNumber.filling(["from": from, "to": to]) }
        return calendar.flight.filling(["number": number, "from": from, "to": to])
    }

    package func departureReminder(_ flight: String) -> String {
        calendar.departureReminder.filling(["flight": flight])
    }

    package func stay(_ name: String) -> String { calendar.stay.filling(["name": name]) }

    package func tripBegins(_ title: String) -> String { calendar.tripBegins.filling(["title": title]) }

    package func tripReminder(_ title: String) -> String { calendar.tripReminder.filling(["title": title]) }

    package func airline(_ name: String) -> String { calendar.airline.filling(["name": name]) }

    package func stops(_ count: Int) -> String { count == 0 ? calendar.direct : words.counts.stop(count) }

    package func passengers(_ count: Int) -> String { calendar.passengers.filling(["n": String(count)]) }

    package func booking(_ reference: String) -> String { calendar.booking.filling(["reference": reference]) }

    package func leg(_ mode: TransportLeg.Mode, number: String?, from: String, to: String) -> String {
        switch (mode, number) {
        case (.car, _): return calendar.rentalCar.filling(["from": from, "to": to])
        case (.other, let number?): return calendar.transfer.filling(["number": number, "from": from, "to": to])
        case (.other, nil): return calendar.transferWithoutNumber.filling(["from": from, "to": to])
        case (_, let number?):
            let name = words.transportModes.name(mode)
            return calendar.leg.filling(["mode": name, "number": number, "from": from, "to": to])
        case (_, nil):
            return calendar.legWithoutNumber.filling(["mode": words.transportModes.name(mode), "from": from, "to": to])
        }
    }

    package func operatorName(_ name: String) -> String { calendar.operator.filling(["name": name]) }

    package func car(_ number: String) -> String { calendar.car.filling(["number": number]) }

    package func seat(_ seat: String) -> String { calendar.seat.filling(["seat": seat]) }

    package func arrivesAt(_ place: String, address: String) -> String {
        calendar.arrivesAt.filling(["place": place, "address": address])
    }
}
