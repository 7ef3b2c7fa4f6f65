#!/usr/bin/env python3
"""Draws the default theme's share image (Templates/assets/share.png, 1200x630): a route across a
stylised sea, used for Open Graph and Twitter cards when a page has no photo of its own.

    pip install pillow==13.0.0 && python3 Scripts/make-share-image.py
"""
import math
import os
from PIL import Image, ImageDraw

W, H = 1200, 630
image = Image.new("RGB", (W, H), "#0b5d66")
draw = ImageDraw.Draw(image)
# Soft bands of sea.
for i in range(12):
    y = 60 + i * 48
    draw.line([(x, y + 10 * math.sin(x / 90 + i)) for x in range(0, W + 10, 10)], fill="#0f6b75", width=3)
# A route with stops, left to right.
stops = [(150, 430), (380, 300), (610, 360), (820, 220), (1040, 280)]
for (x1, y1), (x2, y2) in zip(stops, stops[1:]):
    mid = ((x1 + x2) / 2, min(y1, y2) - 70)
    curve = [((1 - t) ** 2 * x1 + 2 * (1 - t) * t * mid[0] + t ** 2 * x2,
              (1 - t) ** 2 * y1 + 2 * (1 - t) * t * mid[1] + t ** 2 * y2) for t in [k / 40 for k in range(41)]]
    draw.line(curve, fill="#f2b134", width=8, joint="curve")
for n, (x, y) in enumerate(stops):
    draw.ellipse([x - 26, y - 26, x + 26, y + 26], fill="#ffffff")
    draw.ellipse([x - 16, y - 16, x + 16, y + 16], fill="#c2410c" if n in (0, len(stops) - 1) else "#0b5d66")
out = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Templates", "assets", "share.png")
image.save(out, optimize=True)
print(f"wrote {out}")
