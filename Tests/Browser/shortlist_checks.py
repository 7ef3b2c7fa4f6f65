"""Checks the stay shortlist's minimum-star filter of the sample site in a real browser.

Environment:
    ITINESHARY_SITE   the site folder (default `site`); a trip page of it must have a shortlist whose stays
                      have different star counts, as the sample site's Lisbon and Porto trip does

Checks:
    test_shortlist_star_filter   choosing a minimum hides the stays with fewer stars and says how many are
                                 shown; "Any" shows them all again
"""

from __future__ import annotations

import re

import pytest

import harness

SITE = harness.site_dir("ITINESHARY_SITE", "site")
PAGES = harness.require_pages(SITE, "ITINESHARY_SITE")


@pytest.fixture(scope="module")
def server():
    with harness.SiteServer(SITE) as running:
        yield running


STAR_FILTER_JS = r"""
const select = document.getElementById("shortlist-stars");
const items = Array.from(document.getElementById("shortlist-items").children);
const visible = () => items.filter(item => !item.hidden).map(item => item.querySelector(".card-title").textContent);
const shown = {};
for (const value of ["4", "5", "0"]) {
  select.value = value;
  select.dispatchEvent(new Event("change"));
  shown[value] = {names: visible(), status: document.querySelector(".filter-status").textContent};
}
return {sorterHidden: select.closest(".sorter").hidden, shown: shown};
"""


def _trip_with_star_mix():
    """The first trip page whose shortlist has stays with different star counts."""
    for page in PAGES:
        if not page.startswith("trips/"):
            continue
        html = (SITE / page).read_text(encoding="utf-8")
        stars = set(re.findall(r'<li class="card stay" data-order="\d+" data-price="[^"]*" data-stars="(\d)"', html))
        if len(stars) > 1:
            return page
    return None


def test_shortlist_star_filter(browser, server):
    """The minimum-star filter hides the stays with fewer stars, says how many are shown, and shows all again."""
    page = _trip_with_star_mix()
    if page is None:
        pytest.fail("no trip page has a shortlist with stays of different star counts", pytrace=False)
    error = harness.load(browser, server.url(page))
    if error:
        pytest.fail(f"{page}: {error}", pytrace=False)
    result = browser.execute_script(STAR_FILTER_JS)
    html = (SITE / page).read_text(encoding="utf-8")
    items = re.findall(r'data-stars="(\d?)" data-rating="[^"]*">\n<h3 class="card-title">(?:<a [^>]*>)?([^<]*)<', html)
    everything = [name for _, name in items]
    at_least = {n: [name for stars, name in items if stars and int(stars) >= n] for n in (4, 5)}
    assert not result["sorterHidden"], f"{page}: the sorter is still hidden with JavaScript on"
    assert result["shown"]["4"]["names"] == at_least[4]
    assert result["shown"]["5"]["names"] == at_least[5]
    assert result["shown"]["5"]["status"] == f"{len(at_least[5])} of {len(everything)} shown"
    assert result["shown"]["0"]["names"] == everything
    assert result["shown"]["0"]["status"] == ""
    harness.drain_console(browser)
