#!/usr/bin/env python3
"""Writes Sources/AppIcon/MonogramGlyphs.swift: the outlines of the capital letters and digits of
DejaVu Sans Bold (Debian's fonts-dejavu-core; Bitstream Vera and DejaVu licence, free to copy and modify),
flattened to polygons, for the app icon's monogram (`make monogram-glyphs`). Needs fontTools (PyPI).

Each quadratic curve becomes FLAT_STEPS straight segments: at 512 px a capital is about 250 px high,
and the segments stay within a fraction of a pixel of the curve."""

from pathlib import Path

from fontTools.pens.basePen import BasePen
from fontTools.ttLib import TTFont

FONT = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
OUTPUT = Path(__file__).resolve().parent.parent / "Sources/AppIcon/MonogramGlyphs.swift"
CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
FLAT_STEPS = 6


class FlatPen(BasePen):
    """Records contours as lists of points, curves cut into straight segments."""

    def __init__(self, glyph_set):
        super().__init__(glyph_set)
        self.contours: list[list[tuple[int, int]]] = []

    def _moveTo(self, point):
        self.contours.append([point])

    def _lineTo(self, point):
        self.contours[-1].append(point)

    def _qCurveToOne(self, control, point):
        start = self._getCurrentPoint()
        for step in range(1, FLAT_STEPS + 1):
            t = step / FLAT_STEPS
            u = 1 - t
            self.contours[-1].append(
                (u * u * start[0] + 2 * u * t * control[0] + t * t * point[0],
                 u * u * start[1] + 2 * u * t * control[1] + t * t * point[1]))

    def _curveToOne(self, first, second, point):
        start = self._getCurrentPoint()
        for step in range(1, FLAT_STEPS + 1):
            t = step / FLAT_STEPS
            u = 1 - t
            self.contours[-1].append(
                tuple(u ** 3 * start[i] + 3 * u * u * t * first[i] + 3 * u * t * t * second[i] + t ** 3 * point[i]
                      for i in (0, 1)))

    def _closePath(self):
        pass


def main() -> None:
    font = TTFont(FONT)
    glyph_set = font.getGlyphSet()
    cmap = font.getBestCmap()
    units = font["head"].unitsPerEm
    # The height of a flat capital (H), which this font's OS/2 table does not give.
    cap_height = glyph_set[cmap[ord("H")]]
    bounds_pen = FlatPen(glyph_set)
    cap_height.draw(bounds_pen)
    cap_height = round(max(y for contour in bounds_pen.contours for _, y in contour))
    lines = [
        "// Written by Scripts/make-monogram-glyphs.py from DejaVu Sans Bold (fonts-dejavu-core; Bitstream Vera and",
        "// DejaVu licence, which lets the glyphs be copied and modified): do not edit.",
        "",
        "/// The outlines of the capital letters and digits the app icon's monogram is drawn with: for each character,",
        "/// its advance width and its contours, each a flat list of x, y pairs in font units (y up, the baseline at 0),",
        "/// curves cut into straight segments. Filled with the non-zero winding rule.",
        "enum MonogramGlyphs {",
        f"    static let unitsPerEm = {units}",
        f"    static let capHeight = {cap_height}",
        "    static let glyphs: [Character: (advance: Int, contours: [[Int16]])] = [",
    ]
    for character in CHARACTERS:
        name = cmap[ord(character)]
        pen = FlatPen(glyph_set)
        glyph_set[name].draw(pen)
        contours = []
        for contour in pen.contours:
            points = []
            for x, y in contour:
                points += [round(x), round(y)]
            if len(points) >= 6 and points[:2] == points[-2:]:
                points = points[:-2]
            contours.append("[" + ", ".join(str(v) for v in points) + "]")
        advance = font["hmtx"][name][0]
        lines.append(f'        "{character}": ({advance}, [')
        lines += [f"            {c}," for c in contours]
        lines.append("        ]),")
    lines += ["    ]", "}", ""]
    OUTPUT.write_text("\n".join(lines), encoding="utf-8")
    print(f"wrote {OUTPUT} ({OUTPUT.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
