"""Shared plumbing for the browser checks: finding pages, serving a site, driving Chromium.

Both `site_checks.py` and `hostile_checks.py` import this module; the pytest
fixtures that wrap it live in `conftest.py`.
"""

from __future__ import annotations

import functools
import http.server
import os
import threading
import time
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.common.exceptions import TimeoutException, WebDriverException
from selenium.webdriver.chrome.service import Service

#: Debian's Chromium and its matching driver (packages `chromium`, `chromium-driver`).
#: Giving both paths explicitly keeps Selenium Manager from trying to download a browser.
CHROMIUM = os.environ.get("ITINESHARY_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("ITINESHARY_CHROMEDRIVER", "/usr/bin/chromedriver")

#: The bound of every wait of the browser checks (a page, a server, a script, an element): only a hang takes
#: this long, however busy the machine. Each wait ends on its event, never on the clock.
HANG_BOUND = 60
#: A page that has not finished loading after this many seconds is reported as broken.
PAGE_LOAD_TIMEOUT = HANG_BOUND
#: axe-core on a long page can take a while on a busy machine.
SCRIPT_TIMEOUT = HANG_BOUND
#: The window used for everything except the screenshots.
DEFAULT_WINDOW = (1280, 900)


def site_dir(variable: str, default: str) -> Path:
    """The site folder named by environment `variable` (relative paths are from the working directory)."""
    return Path(os.environ.get(variable, default)).expanduser().resolve()


def html_pages(site: Path) -> list[str]:
    """Every `.html` file of `site`, as sorted POSIX paths relative to it (hidden folders skipped)."""
    if not site.is_dir():
        return []
    pages = []
    for path in site.rglob("*.html"):
        relative = path.relative_to(site)
        if any(part.startswith(".") for part in relative.parts):
            continue
        if path.is_file():
            pages.append(relative.as_posix())
    return sorted(pages)


def require_pages(site: Path, variable: str) -> list[str]:
    """The pages of `site`, or a collection error that says which variable to set.

    Failing at collection (rather than skipping) keeps a missing or empty build
    from passing silently.
    """
    if not site.is_dir():
        pytest.fail(f"site folder {site} does not exist: build the site first or set {variable}", pytrace=False)
    pages = html_pages(site)
    if not pages:
        pytest.fail(f"site folder {site} has no .html file (set {variable})", pytrace=False)
    return pages


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the site folder without logging every request to the test output."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".css": "text/css",
        ".svg": "image/svg+xml",
        ".json": "application/json",
        ".geojson": "application/geo+json",
        ".webmanifest": "application/manifest+json",
        ".woff2": "font/woff2",
        ".woff": "font/woff",
        ".ics": "text/calendar",
        ".xml": "application/xml",
        ".webp": "image/webp",
        ".avif": "image/avif",
    }

    def do_GET(self):  # noqa: N802 (http.server naming)
        # Chromium asks for /favicon.ico on its own for every origin. When the site
        # has none, answering 204 keeps that implicit request out of the console-error
        # check; a page that links an icon which is missing still fails that check.
        if self.path.split("?")[0] == "/favicon.ico" and not (Path(self.directory) / "favicon.ico").is_file():
            self.send_response(204)
            self.end_headers()
            return
        super().do_GET()

    def log_message(self, format, *args):  # noqa: A002 (signature from the base class)
        pass


class _ReusableServer(http.server.ThreadingHTTPServer):
    """A server that can take the port of one just stopped: a browser's storage belongs to an origin, port
    included, so a test that stops and starts the site again must keep its port."""

    allow_reuse_address = True


class SiteServer:
    """A static HTTP server for one folder on 127.0.0.1 at a free port (or `port`), in a background thread.

    `refuse_after`, when set, is a predicate on request paths: once a request matching it has been answered,
    every later request is refused with 503, as a server that stops mid-way would leave a browser."""

    def __init__(self, root: Path, port: int = 0, refuse_after=None):
        self.root = root
        state = {"refusing": False}

        class Handler(_QuietHandler):
            def do_GET(self):  # noqa: N802 (http.server naming)
                if state["refusing"]:
                    self.send_error(503)
                    return
                super().do_GET()
                if refuse_after and refuse_after(self.path):
                    state["refusing"] = True

        handler = functools.partial(Handler, directory=str(root))
        self._server = _ReusableServer(("127.0.0.1", port), handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def port(self) -> int:
        return self._server.server_address[1]

    @property
    def origin(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def url(self, page: str) -> str:
        """The URL of `page` (a path relative to the site folder)."""
        return f"{self.origin}/{page}"

    def __enter__(self) -> "SiteServer":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=HANG_BOUND)


def start_browser() -> webdriver.Chrome:
    """A headless Chromium that records the browser console, with time-boxed loads and scripts."""
    for path in (CHROMIUM, CHROMEDRIVER):
        if not Path(path).exists():
            pytest.fail(
                f"{path} not found: run Tests/Browser/install.sh (Debian packages chromium, chromium-driver)",
                pytrace=False,
            )
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in (
        "--headless=new",
        "--no-sandbox",  # needed when running as root and in containers
        "--disable-gpu",
        "--disable-dev-shm-usage",  # /dev/shm is small in containers
        "--hide-scrollbars",  # screenshots look the same on every machine
        "--force-device-scale-factor=1",
        "--lang=en-US",
        f"--window-size={DEFAULT_WINDOW[0]},{DEFAULT_WINDOW[1]}",
    ):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
    driver.set_page_load_timeout(PAGE_LOAD_TIMEOUT)
    driver.set_script_timeout(SCRIPT_TIMEOUT)
    return driver


#: The colour schemes a page is checked in: its `prefers-color-scheme` light and dark styles.
COLOR_SCHEMES = ("light", "dark")


def emulate_color_scheme(driver: webdriver.Chrome, scheme: str) -> None:
    """Makes `prefers-color-scheme` match `scheme` for the pages loaded from now on (DevTools protocol)."""
    driver.execute_cdp_cmd(
        "Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]}
    )


def color_scheme_error(driver: webdriver.Chrome, scheme: str) -> str | None:
    """After a load: an error message when the page does not see `prefers-color-scheme: scheme`, else None."""
    if driver.execute_script("return window.matchMedia(arguments[0]).matches", f"(prefers-color-scheme: {scheme})"):
        return None
    return f"the browser did not apply prefers-color-scheme: {scheme}"


def load(driver: webdriver.Chrome, url: str, scripts: bool = True) -> str | None:
    """Open `url` and wait for its load event; returns an error message, or None when it loaded. With `scripts`
    false, for a page opened with script execution disabled, whose timers never fire, only the load is awaited."""
    try:
        driver.get(url)
    except TimeoutException:
        # Stop whatever is still loading so the next page starts clean.
        try:
            driver.execute_script("window.stop()")
        except WebDriverException:
            pass
        return f"did not finish loading within {PAGE_LOAD_TIMEOUT} s"
    except WebDriverException as error:
        return f"could not be opened: {error.msg}"
    if not scripts:
        return None
    # The handlers queued by the load event (image errors, deferred work) have run once a task queued after it has.
    try:
        driver.execute_async_script(AFTER_LOAD_JS)
    except TimeoutException:
        return f"did not finish loading within {PAGE_LOAD_TIMEOUT} s"
    return None


#: Calls back once the load event has fired and the tasks queued until then have run.
AFTER_LOAD_JS = """const done = arguments[arguments.length - 1];
const after = () => setTimeout(() => done(true), 0);
if (document.readyState === "complete") after(); else window.addEventListener("load", after, {once: true});"""


def resize(driver: webdriver.Chrome, width: int, height: int) -> None:
    """Gives the window the outer size `width` x `height` and waits until the page has it: the renderer takes a
    resize after the window does. Headless Chromium's viewport is as wide as its window."""
    driver.set_window_size(width, height)
    deadline = time.monotonic() + HANG_BOUND
    while driver.execute_script("return window.innerWidth") != width:
        if time.monotonic() > deadline:
            pytest.fail(f"the page did not take the window's width of {width} px", pytrace=False)
        time.sleep(0.05)


def drain_console(driver: webdriver.Chrome) -> list[dict]:
    """The browser console entries logged since the last call (reading them clears them)."""
    return driver.get_log("browser")
