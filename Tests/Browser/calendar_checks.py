"""Reads trips' calendars back with the Python `icalendar` package, a parser that shares no code with ours.

Each timed start and end is read as an instant twice: through the Olson zone its TZID names, and through the
file's own VTIMEZONE, which checks the observances the calendar writes. The Swift tests check the calendar's
text; these check that another reader finds the same instants in it.

Environment:
    ITINESHARY_BINARY   the itineshary executable (required): builds a small site of three Lisbon trips
    ITINESHARY_SITE     a built site (default `site`): every trip.ics in it is read too

Checks:
    test_a_trip_reads_as_its_instants          a flight from New York overnight, a stay, two visits
    test_a_flight_after_the_autumn_change      the way back in November, after both zones left summer time
    test_each_leg_reads_in_its_zones           a ferry, a rental car, a night train from Lisbon to Madrid
    test_every_calendar_of_the_site_agrees     each timed event of the built site's calendars: the Olson zone
                                               and the file's VTIMEZONE give the same instant
"""

from __future__ import annotations

import datetime
import os
import subprocess
from pathlib import Path

import icalendar
import pytest

PASTEIS = """---
name: Pastéis de Belém
city: Lisbon
country: PT
features: [breakfast, coffee]
address: Rua de Belém 84-92, Lisboa
location: [38.697524, -9.203235]
---
"""

FLIGHT_OUT = """  - from: JFK
    to: LIS
    depart: 2027-04-08 22:00
    arrive: 2027-04-09 09:30
    airline: TAP Air Portugal
    number: TP 210
    stops: 0
    passengers: 2
    booking: X7K9QZ
"""

TRIPS = {
    # The trip the Swift tests build in code: a flight, a booked and a shortlisted stay, two days of visits.
    "lisbon-2027": f"""---
title: Lisbon in spring
start: 2027-04-08
end: 2027-04-12
travelers: [Ana, Ben]
destination: Lisbon, PT
currency: EUR
flights:
{FLIGHT_OUT}stays:
  - name: Casa do Príncipe
    city: Lisbon
    address: Praça do Príncipe Real 23, Lisboa
    location: [38.7166, -9.1488]
    check_in: 2027-04-09
    check_out: 2027-04-12
  - name: Hotel Avenida
    city: Lisbon
    address: Avenida da Liberdade 1, Lisboa
    location: [38.7197, -9.1437]
    check_in: 2027-04-09
    check_out: 2027-04-12
    booked: false
days:
  - date: 2027-04-09
    city: Lisbon
    title: Belém
    visits:
      - time: "15:00"
        until: "16:30"
        rec: pasteis-de-belem
        notes: Custard tarts; get a box, to go.
  - date: 2027-04-10
    visits:
      - time: "10:00"
        place: Castelo de São Jorge
        location: [38.7139, -9.1335]
        address: R. de Santa Cruz do Castelo, Lisboa
waypoints:
  - name: Cabo da Roca
    location: [38.7804, -9.4989]
---
""",
    # Out in April, back in November.
    "lisbon-autumn": f"""---
title: Lisbon until the autumn
start: 2027-04-08
end: 2027-11-08
destination: Lisbon, PT
flights:
{FLIGHT_OUT}  - from: LIS
    to: JFK
    depart: 2027-11-08 11:00
    arrive: 2027-11-08 14:10
    airline: TAP Air Portugal
    number: TP 209
---
""",
    # Ground legs: a ferry, a rental car and a night train across the border.
    "lisbon-legs": f"""---
title: Lisbon to Madrid
start: 2027-04-08
end: 2027-04-12
destination: Lisbon, PT
flights:
{FLIGHT_OUT}transport:
  - mode: ferry
    from: {{name: Cais do Sodré, location: [38.7060, -9.1450]}}
    to: {{name: Cacilhas, location: [38.6880, -9.1480]}}
    depart: 2027-04-10 10:00
    arrive: 2027-04-10 10:10
    operator: Transtejo
    price: 3 EUR
  - mode: car
    from: Hertz Lisboa
    to: {{name: Hertz Faro, address: Aeroporto de Faro}}
    depart: 2027-04-10 14:00
    arrive: 2027-04-11 18:00
    booking: H-12345
  - mode: train
    from: {{name: Lisboa Oriente, location: [38.7678, -9.0990]}}
    to: {{name: Madrid Chamartín, city: Madrid, country: ES, location: [40.4722, -3.6825]}}
    depart: 2027-04-11 21:30
    arrive: 2027-04-12 08:40
    operator: Renfe
    number: Lusitânia
    seat: berth 23
---
""",
}


def _show(prop, zones) -> str:
    """A date as itself; a time as UTC twice, through its TZID's Olson zone and through the file's VTIMEZONE."""
    value = prop.dt
    if not isinstance(value, datetime.datetime):
        return value.isoformat()
    utc = datetime.timezone.utc
    own = value.replace(tzinfo=zones[prop.params["TZID"]])
    return value.astimezone(utc).isoformat() + " " + own.astimezone(utc).isoformat()


def _events(path: Path) -> list[str]:
    """Each event of a calendar file: its summary, start and end."""
    calendar = icalendar.Calendar.from_ical(path.read_bytes())
    zones = {str(tz["TZID"]): tz.to_tz(lookup_tzid=False) for tz in calendar.walk("VTIMEZONE")}
    return [" | ".join([str(event["SUMMARY"]), _show(event["DTSTART"], zones), _show(event["DTEND"], zones)])
            for event in calendar.walk("VEVENT")]


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    """The three trips and their recommendation, built offline into a folder of the module's own."""
    binary = os.environ.get("ITINESHARY_BINARY")
    if not binary:
        pytest.fail("set ITINESHARY_BINARY to the itineshary executable", pytrace=False)
    root = tmp_path_factory.mktemp("calendars")
    content = root / "Content"
    (content / "trips").mkdir(parents=True)
    (content / "recommendations" / "lisbon").mkdir(parents=True)
    (content / "site.yml").write_text("title: Calendars\n", encoding="utf-8")
    (content / "recommendations" / "lisbon" / "pasteis-de-belem.md").write_text(PASTEIS, encoding="utf-8")
    for slug, text in TRIPS.items():
        (content / "trips" / f"{slug}.md").write_text(text, encoding="utf-8")
    output = root / "site"
    built = subprocess.run([binary, "build", "--offline", "--content", str(content), "--output", str(output)],
                           capture_output=True, text=True)
    if built.returncode != 0:
        pytest.fail(f"the calendar site did not build:\n{built.stdout}\n{built.stderr}", pytrace=False)
    return output


def _flight_out() -> str:
    # 22:00 in New York on 8 April (EDT) and 09:30 in Lisbon on 9 April (WEST).
    return ("Flight TP 210 JFK → LIS | 2027-04-09T02:00:00+00:00 2027-04-09T02:00:00+00:00"
            " | 2027-04-09T08:30:00+00:00 2027-04-09T08:30:00+00:00")


def test_a_trip_reads_as_its_instants(site):
    assert _events(site / "trips" / "lisbon-2027" / "trip.ics") == [
        _flight_out(),
        "Stay: Casa do Príncipe | 2027-04-09 | 2027-04-12",
        "Pastéis de Belém | 2027-04-09T14:00:00+00:00 2027-04-09T14:00:00+00:00"
        " | 2027-04-09T15:30:00+00:00 2027-04-09T15:30:00+00:00",
        "Castelo de São Jorge | 2027-04-10T09:00:00+00:00 2027-04-10T09:00:00+00:00"
        " | 2027-04-10T10:00:00+00:00 2027-04-10T10:00:00+00:00",
    ]


def test_a_flight_after_the_autumn_change(site):
    # 11:00 in Lisbon (WET, UTC) and 14:10 in New York (EST, UTC-5).
    assert _events(site / "trips" / "lisbon-autumn" / "trip.ics")[-1] == (
        "Flight TP 209 LIS → JFK | 2027-11-08T11:00:00+00:00 2027-11-08T11:00:00+00:00"
        " | 2027-11-08T19:10:00+00:00 2027-11-08T19:10:00+00:00")


def test_each_leg_reads_in_its_zones(site):
    assert _events(site / "trips" / "lisbon-legs" / "trip.ics") == [
        _flight_out(),
        # 10:00 in Lisbon in April is WEST, UTC+1.
        "Ferry: Cais do Sodré → Cacilhas | 2027-04-10T09:00:00+00:00 2027-04-10T09:00:00+00:00"
        " | 2027-04-10T09:10:00+00:00 2027-04-10T09:10:00+00:00",
        "Rental car: Hertz Lisboa → Hertz Faro | 2027-04-10T13:00:00+00:00 2027-04-10T13:00:00+00:00"
        " | 2027-04-11T17:00:00+00:00 2027-04-11T17:00:00+00:00",
        # 21:30 in Lisbon (UTC+1) to 08:40 in Madrid (CEST, UTC+2).
        "Train Lusitânia: Lisboa Oriente → Madrid Chamartín | 2027-04-11T20:30:00+00:00 2027-04-11T20:30:00+00:00"
        " | 2027-04-12T06:40:00+00:00 2027-04-12T06:40:00+00:00",
    ]


def test_every_calendar_of_the_site_agrees():
    site = Path(os.environ.get("ITINESHARY_SITE", "site"))
    calendars = sorted(site.glob("trips/*/trip.ics"))
    if not calendars:
        pytest.fail(f"no trips/*/trip.ics in {site}", pytrace=False)
    disagreeing = []
    for path in calendars:
        for line in _events(path):
            for instant in line.split(" | ")[1:]:
                olson, _, own = instant.partition(" ")
                if own and olson != own:
                    disagreeing.append(f"{path.relative_to(site)}: {line}")
    assert disagreeing == []
