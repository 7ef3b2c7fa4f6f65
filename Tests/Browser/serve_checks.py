"""`itineshary serve` in a real browser: an open trip page reloads by itself after its file is saved,
and shows the errors over the page while the file has one, until it is fixed; a trip page shows the private
details a build leaves out, under a banner saying so.

    ITINESHARY_BINARY=.build/debug/itineshary python3 -m pytest -c Tests/Browser/pytest.ini Tests/Browser/serve_checks.py

The sample site (Content/ and Templates/) is copied into a temporary folder and served on a free port;
the copy is edited as an editor saves (a new file renamed over the old).
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import harness

ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("ITINESHARY_BINARY", ROOT / ".build" / "debug" / "itineshary"))
TRIP = "trips/lisbon-and-porto-in-spring.md"
TRIP_PAGE = "trips/lisbon-and-porto-in-spring/"


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    """The sample site served by `itineshary serve`: its content folder and its address."""
    if not BINARY.exists():
        pytest.fail(f"{BINARY} not found: build it with `swift build --product itineshary`", pytrace=False)
    folder = tmp_path_factory.mktemp("serve")
    shutil.copytree(ROOT / "Content", folder / "Content")
    shutil.copytree(ROOT / "Templates", folder / "Templates")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen(
        [str(BINARY), "serve", "--content", str(folder / "Content"), "--templates", str(folder / "Templates"),
         "--port", str(port)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}/"
    # Serving starts once the first build is done, which on a busy machine can take a while.
    deadline = time.monotonic() + harness.HANG_BOUND
    while True:
        try:
            urllib.request.urlopen(base, timeout=harness.HANG_BOUND).read()
            break
        except OSError:
            if time.monotonic() > deadline or server.poll() is not None:
                server.kill()
                pytest.fail("serve did not start", pytrace=False)
            time.sleep(0.05)
    yield folder / "Content", base
    server.terminate()
    server.wait(timeout=harness.HANG_BOUND)


def save(path: Path, text: str) -> None:
    scratch = path.with_name("." + path.name + ".tmp")
    scratch.write_text(text, encoding="utf-8")
    os.rename(scratch, path)


def test_an_open_trip_page_reloads_itself_after_an_edit(browser, served):
    content, base = served
    trip = content / TRIP
    original = trip.read_text(encoding="utf-8")
    browser.get(base + TRIP_PAGE)
    browser.execute_script("window.itinesharyMarker = 1;")
    # Saved before or after the page's event stream opens, the change reaches the page: the server compares the
    # page the stream is for with the page as it is when the stream opens.
    try:
        save(trip, original.replace("title: ", "title: Edited — ", 1))
        WebDriverWait(browser, harness.HANG_BOUND).until(
            lambda driver: driver.execute_script("return window.itinesharyMarker") is None)
        WebDriverWait(browser, harness.HANG_BOUND).until(
            lambda driver: "Edited — " in driver.find_element(By.TAG_NAME, "h1").text)
    finally:
        save(trip, original)


def test_an_open_page_shows_the_errors_and_loses_them_when_fixed(browser, served):
    content, base = served
    trip = content / TRIP
    original = trip.read_text(encoding="utf-8")
    browser.get(base + TRIP_PAGE)
    # As above: the errors reach the page whether its stream opens before or after the save.
    try:
        save(trip, original.replace("visibility: public", "visibility: publc", 1))
        overlay = WebDriverWait(browser, harness.HANG_BOUND).until(
            lambda driver: driver.find_elements(By.ID, "itineshary-error-overlay"))[0]
        text = overlay.text
        assert f"{TRIP}:7:" in text, text
        assert "visibility: publc" in text, text
        assert "^" in text, text
        # The last good page is still there, under the overlay.
        assert browser.find_element(By.TAG_NAME, "h1").text
    finally:
        save(trip, original)
    WebDriverWait(browser, harness.HANG_BOUND).until(
        lambda driver: not driver.find_elements(By.ID, "itineshary-error-overlay"))


def test_a_trip_page_shows_its_private_details_under_a_banner(browser, served):
    """serve shows the booking references a build leaves out, with a visible banner saying so."""
    _, base = served
    browser.get(base + TRIP_PAGE)
    banner = browser.find_element(By.CSS_SELECTOR, "main .unpublished-notice")
    assert banner.is_displayed()
    assert "left out of the built site" in banner.text, banner.text
    assert "K7QX2M" in browser.find_element(By.TAG_NAME, "main").text
