"""Checks that a site built from hostile content (see `hostile_strings.py`) runs none of it.

Environment:
    ITINESHARY_HOSTILE_SITE  the site folder built from the hostile content (default `hostile-site`)
    ITINESHARY_THEME_DIR     optional: the templates folder; when set, an inline script is
                             accepted only if its text appears verbatim in a theme file

Every page is opened in headless Chromium, over HTTP, with `alert`, `confirm`, `prompt` and
`print` replaced before any of the page's own code runs. Nothing is hovered or clicked. The
page fails when:
    - any of those functions was called (`window.__pwned` became true);
    - a script element is not the theme's: one loaded from elsewhere or from a data: URL, an
      inline script carrying a payload (or, with ITINESHARY_THEME_DIR, not found in the theme),
      or inline JSON data that no longer parses (content broke out of it);
    - an element has an event-handler attribute (`onerror`, `onclick`, ...);
    - a URL attribute (href, src, action, ...) holds a javascript:, vbscript: or data:text/html URL;
    - the content planted an element that changes where the page goes or what it embeds
      (base, meta refresh, iframe, frame, object, embed).
The site fails, too, when it holds a file of the private trip (its page, its cover, its photo, its route, or
their narrower copies), under its own name or, by its bytes, under another.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

import harness
from make_hostile_content import PRIVATE_TRIP, private_files

SITE = harness.site_dir("ITINESHARY_HOSTILE_SITE", "hostile-site")
PAGES = harness.require_pages(SITE, "ITINESHARY_HOSTILE_SITE")
THEME_DIR = os.environ.get("ITINESHARY_THEME_DIR")

# Runs before any script of every document the browser opens from now on.
TRAP_JS = r"""
window.__pwned = false;
window.__pwnedBy = [];
(function () {
  const trap = (name, result) => function () {
    window.__pwned = true;
    window.__pwnedBy.push(name + '(' + Array.from(arguments).map(String).join(', ').slice(0, 200) + ')');
    return result;
  };
  window.alert = trap('alert', undefined);
  window.confirm = trap('confirm', false);
  window.prompt = trap('prompt', null);
  window.print = trap('print', undefined);
})();
"""

# Everything the checks look at, gathered in one pass over the DOM.
INSPECT_JS = r"""
const urlAttributes = ['href', 'xlink:href', 'src', 'srcset', 'action', 'formaction', 'data',
                       'poster', 'background', 'cite', 'codebase', 'ping', 'lowsrc', 'dynsrc', 'longdesc'];
const describe = e => '<' + e.localName + (e.id ? ' id="' + e.id + '"' : '') + '>';
const result = {pwned: window.__pwned === true, pwnedBy: window.__pwnedBy || [],
                scripts: [], handlers: [], urls: [], planted: []};
for (const e of document.querySelectorAll('*')) {
  for (const a of e.attributes) {
    const name = a.name.toLowerCase();
    if (name.startsWith('on')) result.handlers.push([describe(e), a.name, a.value.slice(0, 200)]);
    if (urlAttributes.includes(name)) result.urls.push([describe(e), a.name, a.value.slice(0, 300)]);
  }
}
for (const s of document.scripts) {
  let parses = null;
  const type = (s.getAttribute('type') || '').trim().toLowerCase();
  if (!s.hasAttribute('src') && (type.endsWith('json') || type === 'importmap')) {
    try { JSON.parse(s.text); parses = true; } catch (err) { parses = false; }
  }
  result.scripts.push({src: s.getAttribute('src'), resolved: s.src, type: type, text: s.text, parses: parses});
}
document.querySelectorAll('base, iframe, frame, frameset, object, embed, applet, meta[http-equiv]').forEach(e => {
  if (e.localName === 'meta' && (e.getAttribute('http-equiv') || '').toLowerCase() !== 'refresh') return;
  result.planted.push(e.outerHTML.slice(0, 200));
});
return result;
"""

#: Script types a browser executes ("" is the default, classic JavaScript).
EXECUTABLE_TYPES = {
    "", "module", "text/javascript", "application/javascript", "application/ecmascript",
    "text/ecmascript", "application/x-javascript", "text/jscript", "text/livescript",
}
#: What the hostile payloads call; no theme script needs these on its own.
PAYLOAD = re.compile(r"\b(alert|confirm|prompt|msgbox)\s*\(|__pwned|String\.fromCharCode|document\.cookie")
#: URL schemes that run code or carry a document of their own.
DANGEROUS_URL = re.compile(r"^(javascript|vbscript):|^data:\s*text/html", re.IGNORECASE)
#: What the URL parser trims from both ends of a URL.
_C0_AND_SPACE = "".join(chr(c) for c in range(0x21))


def _normalise_url(value: str) -> str:
    """The URL as a browser reads its scheme: outer whitespace and controls trimmed, tabs and newlines removed."""
    return re.sub(r"[\t\n\r]", "", value).strip(_C0_AND_SPACE)


def _theme_texts() -> list[str]:
    """The text of every file in the theme folder, to recognise the theme's own inline scripts."""
    texts = []
    for path in sorted(Path(THEME_DIR).rglob("*")):
        if path.is_file():
            try:
                texts.append(path.read_text(encoding="utf-8"))
            except (UnicodeDecodeError, OSError):
                continue
    return texts


@pytest.fixture(scope="module")
def server():
    """The hostile site over HTTP on 127.0.0.1."""
    with harness.SiteServer(SITE) as running:
        yield running


@pytest.fixture(scope="module")
def trapped_browser(browser):
    """The module's browser with alert/confirm/prompt/print trapped in every document it opens."""
    browser.execute_cdp_cmd("Page.enable", {})
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": TRAP_JS})
    return browser


@pytest.fixture(scope="module")
def theme_texts():
    return _theme_texts() if THEME_DIR else None


@pytest.mark.parametrize("page", PAGES)
def test_hostile_content_is_inert(trapped_browser, server, theme_texts, page):
    """Nothing from the content runs, handles events, or turns into a script URL on the page."""
    error = harness.load(trapped_browser, server.url(page))
    if error:
        pytest.fail(f"{page}: {error}", pytrace=False)
    found = trapped_browser.execute_script(INSPECT_JS)
    harness.drain_console(trapped_browser)
    problems = []

    if found["pwned"]:
        problems.append("script ran: " + "; ".join(found["pwnedBy"] or ["window.__pwned was set"]))

    for script in found["scripts"]:
        text = " ".join(script["text"].split())
        if script["src"] is not None:
            if not script["resolved"].startswith(server.origin + "/"):
                problems.append(f"script from outside the site: src={script['src']!r}")
        elif script["type"] in EXECUTABLE_TYPES:
            if PAYLOAD.search(script["text"]):
                problems.append(f"inline script with a payload: {text[:200]!r}")
            elif theme_texts is not None and script["text"].strip() and not any(
                script["text"].strip() in theme for theme in theme_texts
            ):
                problems.append(f"inline script not from the theme: {text[:200]!r}")
        elif script["parses"] is False:
            problems.append(f"inline {script['type']} data no longer parses (content broke out): {text[:200]!r}")

    for element, name, value in found["handlers"]:
        problems.append(f"event handler attribute on {element}: {name}={value!r}")

    for element, name, value in found["urls"]:
        if DANGEROUS_URL.match(_normalise_url(value)):
            problems.append(f"script URL on {element}: {name}={value!r}")

    for markup in found["planted"]:
        problems.append(f"planted element: {markup}")

    if problems:
        pytest.fail(f"{page}: {len(problems)} problem(s):\n" + "\n".join(f"  {p}" for p in problems), pytrace=False)


def test_the_private_trips_files_are_not_published():
    """Nothing of the private trip is in the site: no page, and none of its files by name or by bytes."""
    published = {
        path.relative_to(SITE).as_posix(): path
        for path in SITE.rglob("*")
        if path.is_file() and not any(part.startswith(".") for part in path.relative_to(SITE).parts)
    }
    problems = [f"the private trip's page is published: {name}"
                for name in published if name.startswith(f"trips/{PRIVATE_TRIP}")]
    sizes = {}
    for name, path in published.items():
        sizes.setdefault(path.stat().st_size, []).append(name)
    for source, data in private_files().items():
        stem = source[len("assets/"):].rsplit(".", 1)[0]
        problems += [f"{source} is published as {name}" for name in published
                     if name == source or name.startswith(f"assets/resized/{stem}-")]
        problems += [f"{source} is published, by its bytes, as {name}" for name in sizes.get(len(data), [])
                     if published[name].read_bytes() == data]
    if problems:
        pytest.fail("\n".join(problems), pytrace=False)
