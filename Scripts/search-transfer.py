#!/usr/bin/env python3
"""What each search query transfers, measured in headless Chromium over HTTP:

    Scripts/search-transfer.py SITE [QUERY ...]

SITE is a built site folder; the default queries are `lisbon`, `hotel`, `kyto`, `museum porto`, `coffee` and
`avenid`. For each query, a fresh browser loads the search page with it and waits for its results; the bytes
are the Resource Timing API's encodedBodySize of every file loaded (the page, stylesheet, script and shards),
and, apart, of the shards alone. Prints one line a query and the largest total.
"""
import sys
import time
import urllib.parse
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "Tests" / "Browser"))
import harness  # noqa: E402

SIZES_JS = r"""
const entries = performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'));
return entries.map(e => [e.name, e.encodedBodySize]);
"""


def main() -> int:
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    site = Path(sys.argv[1])
    queries = sys.argv[2:] or ["lisbon", "hotel", "kyto", "museum porto", "coffee", "avenid"]
    largest = 0
    with harness.SiteServer(site) as running:
        for query in queries:
            browser = harness.start_browser()
            try:
                browser.get(running.url("search/index.html") + "?q=" + urllib.parse.quote(query))
                deadline = time.monotonic() + 20
                status = ""
                while time.monotonic() < deadline and not status:
                    status = browser.execute_script("return document.querySelector('.search-status').textContent")
                    time.sleep(0.2)
                time.sleep(0.5)
                sizes = browser.execute_script(SIZES_JS)
                shown = browser.execute_script("return document.querySelectorAll('.search-results li').length")
            finally:
                browser.quit()
            total = sum(size for _, size in sizes)
            shards = [(name, size) for name, size in sizes if "/search/shards/" in name]
            largest = max(largest, total)
            print(f"{query!r}: {status}, {shown} shown; {total / 1024:.1f} KB in {len(sizes)} files, of which "
                  f"{sum(s for _, s in shards) / 1024:.1f} KB in {len(shards)} shards")
    print(f"largest: {largest / 1024:.1f} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
