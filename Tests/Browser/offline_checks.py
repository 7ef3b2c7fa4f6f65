"""Checks saving pages for offline reading, and the site as an installable app, in a real browser.

The site is the sample, built by the executable into a folder of the test's own (so it can be rebuilt with a
trip changed), and served on 127.0.0.1 by a server the tests stop and start again on the same port: the
browser's saved pages belong to that origin.

Environment:
    ITINESHARY_BINARY   the itineshary executable (required)

Checks:
    test_the_home_page_is_installable          Chromium finds no installability error (manifest, icons, worker)
    test_a_saved_trip_opens_offline            saved, then with the network off and the server stopped: the trip's
                                               title, every day, its images and maps; /saved/ lists it; a page not
                                               saved shows the offline page
    test_a_changed_trip_is_refreshed           rebuilt with the trip changed: online, the page shows the change and
                                               the saved copy is brought up to date, fetching only what changed;
                                               offline, the saved copy shows it
    test_a_refresh_cut_off_keeps_the_old_copy  the server refuses everything after the offline list: the saved copy
                                               stays whole, the old one
    test_an_unlisted_trip_is_saved_but_listed_nowhere  saved under its token address, on /saved/ of this browser
                                               and no page of the site
    test_from_file_nothing_is_offered          opened from file://: no button, no console error
    test_saved_and_offline_pages_are_accessible  axe-core and the console on /saved/ with a page saved and on the
                                               offline page, light and dark
    test_two_sites_on_one_origin_keep_their_own  two builds served under /a/ and /b/ of one origin (GitHub Pages'
                                               project sites): each saves a page, each worker activates after the
                                               other's; offline, each site's offline page opens and lists only its
                                               own page, and removing it leaves the other's
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import time
from pathlib import Path

import axe_playwright_python
import pytest

import harness

ROOT = Path(__file__).resolve().parents[2]
TRIP = "trips/lisbon-and-porto-in-spring/"
UNLISTED_SOURCE = "trips/oslo-and-bergen-weekend.md"
AXE_SCRIPT = Path(axe_playwright_python.__file__).parent / "axe.min.js"


def _binary() -> str:
    binary = os.environ.get("ITINESHARY_BINARY")
    if not binary:
        pytest.fail("set ITINESHARY_BINARY to the itineshary executable", pytrace=False)
    return binary


def _build(content: Path, output: Path) -> None:
    built = subprocess.run(
        [_binary(), "build", "--offline", "--content", str(content), "--output", str(output)],
        capture_output=True, text=True, env={**os.environ, "SOURCE_DATE_EPOCH": "1795000000"},
    )
    if built.returncode != 0:
        pytest.fail(f"the site did not build:\n{built.stdout}\n{built.stderr}", pytrace=False)


@pytest.fixture
def site(tmp_path):
    """A copy of the sample content and the site built from it."""
    content = tmp_path / "Content"
    shutil.copytree(ROOT / "Content", content, ignore=shutil.ignore_patterns("_cache"))
    if (ROOT / "Content" / "_cache").is_dir():
        shutil.copytree(ROOT / "Content" / "_cache", content / "_cache")
    output = tmp_path / "site"
    _build(content, output)
    return content, output


@pytest.fixture
def fresh(browser):
    """The browser with nothing saved, no service worker, the network on, light colours."""
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd(
        "Network.emulateNetworkConditions",
        {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    browser.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": "*", "storageTypes": "all"})
    harness.emulate_color_scheme(browser, "light")
    yield browser
    browser.execute_cdp_cmd(
        "Network.emulateNetworkConditions",
        {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})


def _clear_origin(browser, origin: str) -> None:
    browser.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})


def _go_offline(browser) -> None:
    browser.execute_cdp_cmd(
        "Network.emulateNetworkConditions",
        {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})


def _open(browser, url: str) -> None:
    error = harness.load(browser, url)
    if error:
        pytest.fail(f"{url}: {error}", pytrace=False)


def _until(condition, what: str, seconds: float = harness.HANG_BOUND):
    """The first true value of condition(), asked again until it is; a failure after `seconds`, a hang."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.2)
    pytest.fail(f"waited {seconds:.0f} s for {what}", pytrace=False)


def _wait_for(browser, script: str, what: str, seconds: float = harness.HANG_BOUND):
    return _until(lambda: browser.execute_script(script), what, seconds)


# Waits until a service worker controls the page: then a reload is answered by it.
CONTROLLED_JS = "return !!navigator.serviceWorker && !!navigator.serviceWorker.controller"


def _save(browser, url: str) -> str:
    """Opens `url`, waits for its worker, saves it; returns the state it then shows ("Saved · 2.3 MB")."""
    _open(browser, url)
    _wait_for(browser, "return !document.querySelector('.save-offline').hidden", "the save button")
    _wait_for(browser, CONTROLLED_JS, "the service worker to control the page")
    browser.execute_script("document.querySelector('.save-offline .save-button').click()")
    return _wait_for(
        browser,
        "var t = document.querySelector('.save-state').textContent; return t.indexOf('Saved') === 0 && t",
        "the page to be saved")


# Records the URL of every fetch the page's own script makes.
RECORD_FETCHES_JS = r"""
window.itinesharyFetched = [];
const fetchOriginal = window.fetch;
window.fetch = function (input, init) {
  window.itinesharyFetched.push(new URL(typeof input === 'string' ? input : input.url, location.href).href);
  return fetchOriginal.apply(this, arguments);
};
"""

# Records the URL of every fetch the page's own script makes that fails: refused by the server, or unanswered.
RECORD_FAILED_FETCHES_JS = r"""
window.itinesharyFailed = [];
const fetchBeforeRecording = window.fetch;
window.fetch = function (input, init) {
  const url = new URL(typeof input === 'string' ? input : input.url, location.href).href;
  return fetchBeforeRecording.apply(this, arguments).then(
    (response) => { if (!response.ok) window.itinesharyFailed.push(url); return response; },
    (error) => { window.itinesharyFailed.push(url); throw error; });
};
"""

# What a trip page shows, as the checks compare it online and offline.
TRIP_STATE_JS = r"""
return {
  title: document.querySelector('h1').textContent,
  lede: (document.querySelector('.lede') || {}).textContent || '',
  days: document.querySelectorAll('.days > li').length,
  maps: document.querySelectorAll('svg.route-map').length,
  images: [...document.querySelectorAll('img')].map(i => [i.getAttribute('src'), i.complete && i.naturalWidth > 0]),
};
"""


def _loaded_images(browser) -> list:
    """Makes every image load now (lazy ones too) and returns the page's state once each has loaded or failed."""
    browser.execute_script("document.querySelectorAll('img').forEach(i => { i.loading = 'eager'; });")
    _wait_for(browser, "return [...document.querySelectorAll('img')].every(i => i.complete)", "the images")
    return browser.execute_script(TRIP_STATE_JS)


def _saved_caches(browser) -> list:
    return browser.execute_async_script(
        "const done = arguments[0]; caches.keys().then(k => done(k.filter(n => n.startsWith('itineshary-saved '))))")


def test_the_home_page_is_installable(fresh, site):
    _, output = site
    with harness.SiteServer(output) as server:
        _open(fresh, server.url("index.html"))
        _wait_for(fresh, CONTROLLED_JS + " || !!navigator.serviceWorker.ready", "the service worker")
        fresh.execute_async_script("const done = arguments[0]; navigator.serviceWorker.ready.then(() => done(true))")
        errors = fresh.execute_cdp_cmd("Page.getInstallabilityErrors", {})
        manifest = fresh.execute_cdp_cmd("Page.getAppManifest", {})
        _clear_origin(fresh, server.origin)
    assert errors.get("installabilityErrors") == [], errors
    assert manifest.get("errors") == [], manifest.get("errors")
    assert '"short_name": "Field Notes"' in manifest.get("data", ""), manifest.get("data")


def test_a_saved_trip_opens_offline(fresh, site):
    _, output = site
    with harness.SiteServer(output) as server:
        state = _save(fresh, server.url(TRIP))
        online = _loaded_images(fresh)
        origin = server.origin
    assert state.startswith("Saved · ") and state.endswith(("KB", "MB")), state
    _go_offline(fresh)
    # The server is stopped too: nothing can come from it.
    _open(fresh, f"{origin}/{TRIP}")
    offline = _loaded_images(fresh)
    assert offline["title"] == "Lisbon and Porto in spring"
    assert offline["days"] == online["days"] == 8
    assert offline["maps"] == online["maps"] >= 3
    assert offline["images"] and all(loaded for _, loaded in offline["images"]), offline["images"]
    assert fresh.execute_script("return document.querySelector('.save-state').textContent") == state

    _open(fresh, f"{origin}/saved/")
    items = _wait_for(fresh, "var l = document.querySelector('.saved-list'); return !l.hidden && l.innerText",
                      "the saved list")
    assert items.startswith("Lisbon and Porto in spring · saved "), items
    assert fresh.execute_script("return document.querySelector('.saved-list a').getAttribute('href')") == \
        f"{origin}/{TRIP}"

    _open(fresh, f"{origin}/cities/pt/porto/")
    assert fresh.execute_script("return document.querySelector('h1').textContent") == "You are offline"
    listed = _wait_for(fresh, "var l = document.querySelector('.saved-list'); return !l.hidden && l.innerText",
                       "the offline page's list")
    assert listed.startswith("Lisbon and Porto in spring"), listed
    _clear_origin(fresh, origin)


def _change_trip(content: Path, output: Path) -> None:
    trip = content / "trips" / "lisbon-and-porto-in-spring.md"
    text = trip.read_text(encoding="utf-8")
    changed = text.replace("title: Lisbon and Porto in spring", "title: Lisbon and Porto, changed", 1)
    assert changed != text
    trip.write_text(changed, encoding="utf-8")
    _build(content, output)


def _saved_then_changed(browser, content: Path, output: Path) -> tuple[list, str, int]:
    """The trip saved, the server stopped, the site rebuilt with the trip's title changed: the saved caches then,
    and the origin and port to serve the site at again."""
    with harness.SiteServer(output) as server:
        _save(browser, server.url(TRIP))
        before = _saved_caches(browser)
        origin, port = server.origin, server.port
    _change_trip(content, output)
    return before, origin, port


def test_a_changed_trip_is_refreshed(fresh, site):
    before, origin, port = _saved_then_changed(fresh, *site)
    output = site[1]
    # What the page's script fetches, recorded from the start of each document.
    recorder = fresh.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORD_FETCHES_JS})
    with harness.SiteServer(output, port=port) as server:
        _open(fresh, server.url(TRIP))
        assert fresh.execute_script("return document.querySelector('h1').textContent") == "Lisbon and Porto, changed"
        deadline = time.monotonic() + harness.HANG_BOUND
        after = before
        # The new copy is made beside the old one, which goes once the new one is whole.
        while time.monotonic() < deadline and (len(after) != 1 or after == before):
            after = _saved_caches(fresh)
            time.sleep(0.2)
        fetched = fresh.execute_script("return window.itinesharyFetched || []")
    fresh.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": recorder["identifier"]})
    assert len(before) == 1 and len(after) == 1 and after != before, (before, after)
    # Only what changed came again: the list, the page and the trip's calendar and route, not the stylesheet,
    # the script or the photos, whose versions did not change.
    names = sorted(url.replace(origin, "") for url in fetched)
    assert names == [
        f"/{TRIP}", f"/{TRIP}offline.json", f"/{TRIP}route.geojson", f"/{TRIP}trip.ics",
    ], names
    _go_offline(fresh)
    _open(fresh, f"{origin}/{TRIP}")
    state = _loaded_images(fresh)
    assert state["title"] == "Lisbon and Porto, changed"
    assert state["images"] and all(loaded for _, loaded in state["images"]), state["images"]
    _clear_origin(fresh, origin)


def test_a_refresh_cut_off_keeps_the_old_copy(fresh, site):
    before, origin, port = _saved_then_changed(fresh, *site)
    output = site[1]
    recorder = fresh.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORD_FAILED_FETCHES_JS})
    with harness.SiteServer(output, port=port, refuse_after=lambda path: path.endswith("/offline.json")):
        _open(fresh, f"{origin}/{TRIP}")
        # The refresh has the new list and, in a new copy beside the old one, fetches the changed page again: that
        # is refused. Once it has given up, one copy is left.
        _wait_for(fresh, f"return window.itinesharyFailed.includes({json.dumps(f'{origin}/{TRIP}')})",
                  "the refresh to be refused the changed page")
        _until(lambda: len(_saved_caches(fresh)) == 1, "one saved copy to remain")
        after = _saved_caches(fresh)
    fresh.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": recorder["identifier"]})
    assert after == before, (before, after)
    _go_offline(fresh)
    _open(fresh, f"{origin}/{TRIP}")
    state = _loaded_images(fresh)
    assert state["title"] == "Lisbon and Porto in spring"
    assert state["days"] == 8
    assert state["images"] and all(loaded for _, loaded in state["images"]), state["images"]
    _clear_origin(fresh, origin)


def _unlisted_folder(output: Path) -> str:
    folders = [p.name for p in (output / "trips").iterdir() if p.name.startswith("oslo-and-bergen-weekend-")]
    assert len(folders) == 1, folders
    return f"trips/{folders[0]}/"


def test_an_unlisted_trip_is_saved_but_listed_nowhere(fresh, site):
    _, output = site
    folder = _unlisted_folder(output)
    with harness.SiteServer(output) as server:
        _save(fresh, server.url(folder))
        _open(fresh, server.url("saved/"))
        listed = _wait_for(fresh, "var l = document.querySelector('.saved-list'); return !l.hidden && l.innerText",
                           "the saved list")
        origin = server.origin
    assert listed.startswith("Oslo and Bergen at midsummer · saved "), listed
    # No page of the site names it, but its own.
    for page in output.rglob("*.html"):
        if not str(page.relative_to(output)).startswith(folder):
            assert folder.split("/")[1] not in page.read_text(encoding="utf-8"), page
    _clear_origin(fresh, origin)


def test_from_file_nothing_is_offered(fresh, site):
    _, output = site
    harness.drain_console(fresh)
    _open(fresh, (output / TRIP / "index.html").as_uri())
    time.sleep(0.5)
    assert fresh.execute_script("return document.querySelector('.save-offline').hidden") is True
    assert fresh.execute_script("return document.querySelector('.nav-saved').hidden") is True
    errors = [entry for entry in harness.drain_console(fresh) if entry.get("level") == "SEVERE"]
    assert errors == [], errors


def _axe(browser) -> list:
    browser.execute_script(AXE_SCRIPT.read_text(encoding="utf-8"))
    result = browser.execute_async_script(
        """const done = arguments[0];
        axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']},
                           resultTypes: ['violations']}).then(r => done(r.violations.map(v => v.id + ': ' + v.help)));""")
    return result


@pytest.mark.parametrize("scheme", harness.COLOR_SCHEMES)
def test_saved_and_offline_pages_are_accessible(fresh, site, scheme):
    _, output = site
    with harness.SiteServer(output) as server:
        _save(fresh, server.url(TRIP))
        harness.emulate_color_scheme(fresh, scheme)
        harness.drain_console(fresh)
        _open(fresh, server.url("saved/"))
        _wait_for(fresh, "return !document.querySelector('.saved-list').hidden", "the saved list")
        saved = _axe(fresh)
        origin = server.origin
    _go_offline(fresh)
    _open(fresh, f"{origin}/cities/pt/porto/")
    assert fresh.execute_script("return document.querySelector('h1').textContent") == "You are offline"
    _wait_for(fresh, "return !document.querySelector('.saved-list').hidden", "the offline page's list")
    offline = _axe(fresh)
    errors = [entry for entry in harness.drain_console(fresh)
              if entry.get("level") == "SEVERE" and "ERR_INTERNET_DISCONNECTED" not in entry.get("message", "")]
    _clear_origin(fresh, origin)
    assert saved == [] and offline == [], (saved, offline)
    assert errors == [], errors


def _build_with_colour(content: Path, output: Path, colour: str) -> None:
    """`content` built into `output` with the app's colour `colour`: its icons, and so its shell, differ."""
    site_file = content / "site.yml"
    text = site_file.read_text(encoding="utf-8")
    site_file.write_text(text + f'app:\n  theme_color: "{colour}"\n', encoding="utf-8")
    _build(content, output)
    site_file.write_text(text, encoding="utf-8")


# The caches of the origin, by name.
CACHE_NAMES_JS = "const done = arguments[0]; caches.keys().then(done)"

# Once the page's worker is active and no other waits: its activation (removing what it removes) is over.
ACTIVATED_JS = """const done = arguments[0];
navigator.serviceWorker.getRegistration().then(r => done(!!r && !r.installing && !r.waiting && !!r.active
  && r.active.state === 'activated'));"""


def _wait_async(browser, script: str, what: str, seconds: float = harness.HANG_BOUND):
    """Runs the asynchronous `script` until it gives a true value; fails after `seconds`."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = browser.execute_async_script(script)
        if value:
            return value
        time.sleep(0.2)
    pytest.fail(f"waited {seconds:.0f} s for {what}", pytrace=False)


def _shell_version(site: Path) -> str:
    """The version of a built site's shell, as its worker names its cache."""
    return re.search(r'var SHELL_VERSION = "([0-9a-f]+)";', (site / "sw.js").read_text(encoding="utf-8"))[1]


def _saved_links(browser, url: str) -> list:
    """The links of the saved list on `url` (a saved or offline page), once it is shown."""
    _open(browser, url)
    _wait_for(browser, "return !document.querySelector('.saved-list').hidden", f"the saved list of {url}")
    return browser.execute_script(
        "return [...document.querySelectorAll('.saved-list a')].map(a => a.getAttribute('href'))")


def test_two_sites_on_one_origin_keep_their_own(fresh, site, tmp_path):
    content, output = site
    root = tmp_path / "origin"
    root.mkdir()
    # Two sites whose shells differ (another colour, other icons), as two projects of one account do.
    shutil.copytree(output, root / "a")
    _build_with_colour(content, root / "b", "#5d0b66")
    with harness.SiteServer(root) as server:
        origin = server.origin
        # Site a's worker activates, then site b's: b's activation must leave a's shell and saved page.
        _save(fresh, server.url(f"a/{TRIP}"))
        _save(fresh, server.url(f"b/{TRIP}"))
        _wait_async(fresh, ACTIVATED_JS, "b's worker to activate")
        # Then a's again, rebuilt with another shell: its activation must leave b's.
        shutil.rmtree(root / "a")
        _build_with_colour(content, root / "a", "#665d0b")
        _open(fresh, server.url(f"a/{TRIP}"))
        fresh.execute_async_script(
            "const done = arguments[0]; navigator.serviceWorker.getRegistration().then(r => r.update()).then(done, done)")
        # The trip's page changed with the icon it links: opened online, a's saved copy is brought up to date.
        version = json.loads((root / "a" / TRIP / "offline.json").read_text(encoding="utf-8"))["version"]
        expected = [
            f"itineshary-saved {origin}/a/ {origin}/a/{TRIP}#{version}",
            f"itineshary-saved {origin}/b/ {origin}/b/{TRIP}#",
            f"itineshary-shell {origin}/a/ {_shell_version(root / 'a')}",
            f"itineshary-shell {origin}/b/ {_shell_version(root / 'b')}",
        ]
        names: list = []
        deadline = time.monotonic() + 60
        # Each site's shell of its last build and its saved page, and nothing else.
        while time.monotonic() < deadline:
            names = sorted(fresh.execute_async_script(CACHE_NAMES_JS))
            if len(names) == 4 and all(name.startswith(prefix) for name, prefix in zip(names, expected)):
                break
            time.sleep(0.2)
        else:
            pytest.fail(f"the caches are not each site's own shell and saved page: {names}", pytrace=False)
        _wait_async(fresh, ACTIVATED_JS, "a's new worker to activate")
    _go_offline(fresh)
    # The server is stopped too: each site's pages come from its own caches.
    for name in ("a", "b"):
        _open(fresh, f"{origin}/{name}/cities/pt/porto/")
        assert fresh.execute_script("return document.querySelector('h1').textContent") == "You are offline", name
        assert fresh.execute_script("return location.pathname") == f"/{name}/offline/"
        assert _saved_links(fresh, f"{origin}/{name}/offline/") == [f"{origin}/{name}/{TRIP}"], name
        assert _saved_links(fresh, f"{origin}/{name}/saved/") == [f"{origin}/{name}/{TRIP}"], name
        _open(fresh, f"{origin}/{name}/{TRIP}")
        assert fresh.execute_script("return document.querySelector('h1').textContent") == \
            "Lisbon and Porto in spring", name
    # Removing a's saved page on a's saved/ leaves b's.
    _saved_links(fresh, f"{origin}/a/saved/")
    fresh.execute_script("document.querySelector('.saved-list button').click()")
    _wait_for(fresh, "return !document.querySelector('.saved-empty').hidden", "a's saved list to empty")
    assert _saved_links(fresh, f"{origin}/b/saved/") == [f"{origin}/b/{TRIP}"]
    _clear_origin(fresh, origin)
