#!/usr/bin/env python3
"""Writes a content folder whose every free-text field holds a hostile string, for the browser's
hostile checks: a build of it must show the text as text and run no script.

    python3 Tests/Browser/make_hostile_content.py OUT

Each string goes into YAML as a double-quoted scalar (JSON's string syntax is valid there), so
the content stays valid and the build succeeds. URL fields get only the hostile URLs that are
still well-formed http(s) URLs, and phone and email fields well-formed values: the others are content
errors, which the Swift tests cover. A private trip names a cover, a gallery photo and a route, which the
site must not publish.

Its images are hostile too: the trip's cover is a PNG whose colour profile is named with lines that a CI
runner would read as commands, one recommendation shows a JPEG with a stray byte after its first segment
(which libjpeg would skip, decoding what no one counted), another a JPEG named `.gif`. The build leaves
the last two out with a warning each, and says nothing of the first but its own warnings.
"""
import json
import os
import struct
import sys
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from hostile_strings import HOSTILE_STRINGS, HOSTILE_URLS  # noqa: E402


#: The slug of the private trip, whose page the build leaves out.
PRIVATE_TRIP = "hostile-private"


def png(width, height, shade):
    """A PNG of one grey `shade`, `width` × `height` pixels: bytes of its own for each shade."""
    rows = b"".join(b"\x00" + bytes([shade]) * width for _ in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def private_files():
    """The files only the private trip names, by their path in the content folder, with their bytes: none of
    them may be in the built site, under its own name or another (`hostile_checks.py`). The photos are wide
    enough to get narrower copies, were they published."""
    return {
        "assets/private/IMG_0001.png": png(640, 400, 0x41),
        "assets/private/IMG_0002.png": png(640, 400, 0x42),
        "assets/private/route.gpx": b"<gpx><!-- the private trip's route, where the travellers slept --></gpx>\n",
    }


def q(text):
    return json.dumps(text, ensure_ascii=False)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def png_chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def write_images(out):
    """The hostile images of the module's docstring, under assets/photos/."""
    folder = os.path.join(out, "assets", "photos")
    os.makedirs(folder, exist_ok=True)
    name = b"sRGB\n::error file=trips/hostile-trip.md,line=1::forged\n::stop-commands::quiet\n"
    profile = zlib.compress(struct.pack(">I", 132) + bytes(128))
    rows = b"".join(b"\x00" + bytes([200, 120, 40]) * 64 for _ in range(48))
    png = (b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", struct.pack(">IIBBBBB", 64, 48, 8, 2, 0, 0, 0))
           + png_chunk(b"iCCP", name + b"\x00\x00" + profile) + png_chunk(b"IDAT", zlib.compress(rows))
           + png_chunk(b"IEND", b""))
    with open(os.path.join(folder, "profile.png"), "wb") as handle:
        handle.write(png)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    with open(os.path.join(root, "Tests", "ImageResizingTests", "Fixtures", "gps.jpg"), "rb") as handle:
        jpeg = handle.read()
    first = 4 + struct.unpack(">H", jpeg[4:6])[0]
    with open(os.path.join(folder, "stray.jpg"), "wb") as handle:
        handle.write(jpeg[:first] + b"A" + jpeg[first:])
    with open(os.path.join(folder, "camera.gif"), "wb") as handle:
        handle.write(jpeg)


def main():
    out = sys.argv[1]
    web = [url for url in HOSTILE_URLS if url.startswith("https://") and " " not in url]
    # Bookings and prices are published, so the hostile strings in booking fields reach the pages.
    write(os.path.join(out, "site.yml"), f"title: {q(HOSTILE_STRINGS[0] + ' travels')}\nbase_url: https://example.org/\n"
          f"author: {q(HOSTILE_STRINGS[12])}\npublish_private_details: true\n")
    slugs = []
    for index, text in enumerate(HOSTILE_STRINGS):
        slug = f"hostile-{index:02d}"
        slugs.append(slug)
        url = web[index % len(web)]
        front = "\n".join([
            "---",
            f"name: {q(text)}",
            "city: Lisbon",
            "country: PT",
            "features: [sight, coffee]",
            f"address: {q(text)}",
            f"hours: {q(text)}",
            f"phone: \"+351 21 000 {index:04d}\"",
            f"tags: [{q(text)}]",
            f"url: {q(url)}",
            "price: €€",
            f"location: [38.71{index % 10}, -9.13{index % 7}]",
            *([f"image: assets/photos/{['stray.jpg', 'camera.gif'][index]}"] if index < 2 else []),
            "---",
        ])
        body = f"{text}\n\n[a link]({'javascript:alert(1)'}) and <script>alert(1)</script>\n\n> {text}\n"
        write(os.path.join(out, "recommendations", "lisbon", slug + ".md"), front + "\n" + body)

    visits = "\n".join(
        f"      - time: \"{9 + index % 12:02d}:00\"\n        place: {q(text)}\n        notes: {q(text)}\n        cost: 5 EUR\n"
        f"        booking: {q(text)}"
        for index, text in enumerate(HOSTILE_STRINGS[:20]))
    rec_visits = "\n".join(f"      - time: \"10:{index:02d}\"\n        rec: {slug}" for index, slug in enumerate(slugs[20:40]))
    trip = "\n".join([
        "---",
        f"title: {q(HOSTILE_STRINGS[1])}",
        f"summary: {q(HOSTILE_STRINGS[13])}",
        "start: 2027-05-01",
        "end: 2027-05-03",
        f"travelers: [{', '.join(q(text) for text in HOSTILE_STRINGS[:5])}]",
        "destination: Lisbon, PT",
        "cover: assets/photos/profile.png",
        "budget: 500 EUR",
        "flights:",
        "  - from: OPO",
        "    to: LIS",
        "    depart: 2027-05-01 08:00",
        "    arrive: 2027-05-01 09:00",
        f"    airline: {q(HOSTILE_STRINGS[2])}",
        f"    number: {q(HOSTILE_STRINGS[3])}",
        f"    booking: {q(HOSTILE_STRINGS[4])}",
        "    price: 80 EUR",
        "stays:",
        f"  - name: {q(HOSTILE_STRINGS[5])}",
        "    city: Lisbon",
        f"    address: {q(HOSTILE_STRINGS[6])}",
        "    check_in: 2027-05-01 15:00",
        "    check_out: 2027-05-03 11:00",
        f"    booking: {q(HOSTILE_STRINGS[10])}",
        "    phone: \"+351 21 321 8100\"",
        "    email: desk@example.org",
        f"    url: {q(web[0])}",
        "    price_per_night: 100 EUR",
        f"  - name: {q(HOSTILE_STRINGS[7])}",
        "    check_in: 2027-05-01",
        "    check_out: 2027-05-03",
        "    booked: false",
        "    price_per_night: 90 EUR",
        "days:",
        "  - date: 2027-05-01",
        f"    title: {q(HOSTILE_STRINGS[8])}",
        "    visits:",
        visits,
        "  - date: 2027-05-02",
        "    visits:",
        rec_visits,
        "waypoints:",
        f"  - name: {q(HOSTILE_STRINGS[9])}",
        "    location: [38.78, -9.49]",
        "---",
    ])
    body = "\n\n".join(HOSTILE_STRINGS[:30]) + "\n\n- [ ] " + HOSTILE_STRINGS[0] + "\n"
    write(os.path.join(out, "trips", "hostile-trip.md"), trip + "\n" + body)
    # Words the search index bounds: one of 26,000 letters, and 400 of 50 CJK letters that share their first 44.
    prefix = "".join(chr(0x4E00 + index * 37) for index in range(44))
    cjk = " ".join(
        prefix + chr(0x5000 + number // 20) + chr(0x5100 + number % 20)
        + "".join(chr(0x5200 + (number + index) % 300) for index in range(4))
        for number in range(400))
    write(os.path.join(out, "recommendations", "lisbon", "long-words.md"),
          "---\nname: Long words\ncity: Lisbon\ncountry: PT\nfeatures: [sight]\n---\n\n"
          + "a" * 25_999 + "b " + cjk + "\n")
    # What a page leaves out, which the search index leaves out too.
    write(os.path.join(out, "recommendations", "lisbon", "left-out.md"),
          "---\nname: Left out\ncity: Lisbon\ncountry: PT\nfeatures: [sight]\n---\n\nShown.\n\n"
          "<!-- door code 4711 -->\n\n<div>raw block</div>\n\n[ref]: https://example.org/ \"reference title\"\n\n"
          "<?processing instruction?>\n\n<![CDATA[ cdata ]]>\n")
    # An unlisted trip to a city nothing else names: only its own pages name Bergen.
    write(os.path.join(out, "trips", "unlisted-bergen.md"),
          "---\ntitle: A surprise\nstart: 2027-06-19\nend: 2027-06-20\nvisibility: unlisted\ntoken: s3cr3t-t0ken\n"
          "destination: Bergen, NO\ndays:\n  - date: 2027-06-19\n    city: Bergen\n    country: NO\n---\n"
          f"{HOSTILE_STRINGS[16]}\n")
    # A private trip with a cover, a gallery photo and a linked route: a build publishes none of them.
    for path, data in private_files().items():
        os.makedirs(os.path.dirname(os.path.join(out, path)), exist_ok=True)
        with open(os.path.join(out, path), "wb") as handle:
            handle.write(data)
    private = "\n".join([
        "---",
        f"title: {q(HOSTILE_STRINGS[11])}",
        "visibility: private",
        "start: 2027-06-01",
        "end: 2027-06-03",
        "destination: Lisbon, PT",
        "cover: assets/private/IMG_0001.png",
        "gallery:",
        f"  - image: assets/private/IMG_0002.png\n    caption: {q(HOSTILE_STRINGS[16])}",
        "---",
        f"{HOSTILE_STRINGS[17]}\n\nThe [route](../assets/private/route.gpx).\n",
    ])
    write(os.path.join(out, "trips", PRIVATE_TRIP + ".md"), private)
    write(os.path.join(out, "cities", "lisbon.md"),
          f"---\nname: Lisbon\ncountry: PT\nsummary: {q(HOSTILE_STRINGS[14])}\n---\n{HOSTILE_STRINGS[15]}\n")
    write_images(out)
    print(f"wrote hostile content to {out}")


if __name__ == "__main__":
    main()
