#!/usr/bin/env python3
"""What each search query transfers, measured in headless Chromium over HTTP:

    Scripts/search-transfer.py SITE [QUERY ...]

SITE is a built site folder; the default queries are QUERIES below. For each query, a fresh browser loads the
search page with it and waits for its results; the bytes are the Resource Timing API's encodedBodySize of
every file loaded (the page, stylesheet, script and shards), and, apart, of the shards alone. Prints one line
a query and the largest total. `Scripts/bench-build.py` (make bench-build) reports the same measurement.

Needs the browser checks' Chromium and Python packages (Tests/Browser/install.sh).
"""
import sys
import time
import urllib.parse
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "Tests" / "Browser"))
import harness  # noqa: E402

#: A city, a feature, a title word, a city and a feature, the same with a typo, a typo, a word's beginning.
QUERIES = ["lisbon", "hotel", "coffee", "museum porto", "musuem porto", "kyto", "avenid"]

SIZES_JS = r"""
const entries = performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'));
return entries.map(e => [e.name, e.encodedBodySize]);
"""


def measure(site, queries=QUERIES):
    """For each query, a dict: its status line, the results shown, the bytes and files loaded in all, and the
    bytes and files of the index's shards among them."""
    measured = []
    with harness.SiteServer(Path(site)) as running:
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
            shards = [size for name, size in sizes if "/search/shards/" in name]
            measured.append({"query": query, "status": status, "shown": shown, "bytes": sum(s for _, s in sizes),
                             "files": len(sizes), "shard_bytes": sum(shards), "shards": len(shards)})
    return measured


def main() -> int:
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    measured = measure(sys.argv[1], sys.argv[2:] or QUERIES)
    for one in measured:
        print(f"{one['query']!r}: {one['status']}, {one['shown']} shown; {one['bytes'] / 1024:.1f} KB in "
              f"{one['files']} files, of which {one['shard_bytes'] / 1024:.1f} KB in {one['shards']} shards")
    print(f"largest: {max(one['bytes'] for one in measured) / 1024:.1f} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
