#!/usr/bin/env python3
"""Add many recommendations to one city of a content folder, to measure the pages of a big city.

    add-big-city.py CONTENT [--city Vienna] [--country AT] [--lat 48.20849] [--lon 16.37208]
                    [--count 1500] [--seed 1]

Writes CONTENT/recommendations/<cc>/<city>-big/<slug>.md: each with a name, one to three features, an
address, a location within about 6 km of the centre, and a paragraph of notes, like a city made from
Wikivoyage's listings (Vienna's are 1,500 and more). Only the Python standard library is used; the same
arguments write the same files.
"""

import argparse
import os
import random

FEATURES = ["activity", "sight", "museum", "nature", "breakfast", "coffee", "lunch", "dinner", "drinks",
            "nightlife", "shopping", "stay"]
WORDS = ["golden", "old", "little", "royal", "green", "blue", "corner", "river", "garden", "market", "imperial",
         "hidden", "central", "north", "south", "east", "west", "grand", "quiet", "bright"]
KINDS = ["Café", "Museum", "Bar", "Gallery", "Kitchen", "Heuriger", "Bakery", "Park", "Church", "Theatre",
         "Market", "Hotel", "Beisl", "Shop", "Palace"]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("content")
    ap.add_argument("--city", default="Vienna")
    ap.add_argument("--country", default="AT")
    ap.add_argument("--lat", type=float, default=48.20849)
    ap.add_argument("--lon", type=float, default=16.37208)
    ap.add_argument("--count", type=int, default=1500)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    folder = os.path.join(args.content, "recommendations", args.country.lower(),
                          args.city.lower().replace(" ", "-") + "-big")
    os.makedirs(folder, exist_ok=True)
    for number in range(args.count):
        name = f"{rng.choice(WORDS).title()} {rng.choice(KINDS)} {number + 1}"
        slug = f"big-{args.city.lower().replace(' ', '-')}-{number + 1}"
        features = ", ".join(rng.sample(FEATURES, rng.randint(1, 3)))
        lat = round(args.lat + rng.uniform(-0.05, 0.05), 5)
        lon = round(args.lon + rng.uniform(-0.07, 0.07), 5)
        notes = " ".join(rng.choice(WORDS) for _ in range(rng.randint(20, 60))).capitalize() + "."
        with open(os.path.join(folder, slug + ".md"), "w", encoding="utf-8") as out:
            out.write(f"---\nname: {name}\ncity: {args.city}\ncountry: {args.country}\nfeatures: [{features}]\n"
                      f"address: {rng.randint(1, 200)} {rng.choice(WORDS).title()}gasse\n"
                      f"location: [{lat}, {lon}]\nprice: {'€' * rng.randint(1, 4)}\n---\n\n{notes}\n")


if __name__ == "__main__":
    main()
