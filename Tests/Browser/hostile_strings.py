"""Hostile strings to put into content, so a build of it shows whether the output is safe.

The repository turns these into content files (a trip, a city and recommendations whose every
field holds one of them), builds that content, and runs `hostile_checks.py` on the result.

    HOSTILE_STRINGS  for text fields: titles, names, notes, tags, travelers, Markdown bodies
    HOSTILE_URLS     for URL fields: links, booking and website URLs, photo sources
    HOSTILE_PATHS    for slugs and image paths: the build must refuse them with a diagnostic

Every payload that would run script calls `alert`, `confirm`, `prompt` or `print`, which
`hostile_checks.py` traps; none of them needs the network.

`python3 hostile_strings.py` prints all three lists as JSON for tools in other languages.
"""

import json

#: Text that must come out as text: escaped, never as markup, never re-rendered as a template.
HOSTILE_STRINGS = [
    # Plain injection into element content.
    "<script>alert(1)</script>",
    "<SCRIPT SRC=data:text/javascript,alert(1)></SCRIPT>",
    "<img src=x onerror=alert(1)>",
    "<svg onload=alert(1)>",
    "<details open ontoggle=alert(1)>",
    "<body onload=alert(1)>",
    "<iframe src=\"javascript:alert(1)\"></iframe>",
    "<a href=\"javascript:alert(1)\">click me</a>",
    "<a href=\"&#106;avascript:alert(1)\">entity-encoded scheme</a>",
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
    "<base href=\"https://attacker.invalid/\">",
    "<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\">",
    # Breaking out of an attribute (alt, title, data-*, meta content, og:title).
    "\"><img src=x onerror=alert(1)>",
    "'><svg onload=alert(1)>",
    "\" autofocus onfocus=\"alert(1)",
    "' autofocus onfocus='alert(1)",
    "` onmouseover=alert(1) `",
    # Breaking out of the element the value lands in.
    "</title><script>alert(1)</script>",
    "</textarea><script>alert(1)</script>",
    "</style><script>alert(1)</script>",
    "--><script>alert(1)</script><!--",
    "]]><script>alert(1)</script>",
    # Breaking out of inline data (JSON-LD, a search index inlined in a script).
    "</script><script>alert(1)</script>",
    "\"}]};alert(1);//",
    "\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e",
    "${alert(1)}",
    # CSS contexts (a colour or a style hook taken from content).
    "red;}</style><style>body{display:none}",
    "url(javascript:alert(1))",
    "expression(alert(1))",
    # Template syntax: content must never be rendered as a template a second time.
    "{{mustache}}",
    "{{{triple}}}",
    "{{#section}}repeated{{/section}}",
    "{{>partial}}",
    "{{=<% %>=}}",
    "{{! comment }}",
    # Markdown that produces links or images with a script URL or a broken attribute.
    "[click me](javascript:alert(1))",
    "[click me](JaVaScRiPt:alert(1))",
    "![photo](x\" onerror=\"alert(1))",
    "<javascript:alert(1)>",
    # Already-escaped text must not be unescaped into markup.
    "&lt;script&gt;alert(1)&lt;/script&gt;",
    "&amp;lt;b&amp;gt;",
    # Unicode: right-to-left override, invisible characters, combining marks, emoji sequences.
    "Lisbon \u202etxt.exe",
    "\u202egnp.sbolg\u202c",
    "zero\u200bwidth\ufeffjoiner\u200d",
    "Z\u0334\u0321\u0322a\u0337l\u0338g\u0335o\u0336",
    "\U0001f469\u200d\U0001f469\u200d\U0001f467\u200d\U0001f466 \U0001f3f3\ufe0f\u200d\U0001f308",
    # Line breaks and tabs inside one-line fields.
    "line one\r\nline two",
    "tab\there",
    # Very long values: layout must wrap, nothing may be cut into invalid markup.
    "A" * 10000,
    "Supercalifragilistic" * 250,
    ("Very long title with words " * 400).strip(),
]

#: Values for URL fields: none may become a clickable script URL or a resource from elsewhere.
HOSTILE_URLS = [
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "\tjavascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "javascript&colon;alert(1)",
    "&#x6A;avascript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "data:text/html,<script>alert(1)</script>",
    "https://example.com/\" onmouseover=\"alert(1)",
    "https://example.com/'><script>alert(1)</script>",
    "https://example.com/?q=<script>alert(1)</script>",
    "//attacker.invalid/x.js",
]

#: Slugs and image paths that try to leave the content or output folder.
HOSTILE_PATHS = [
    "../../etc/passwd",
    "../../../../../../etc/passwd",
    "..\\..\\windows\\win.ini",
    "/etc/passwd",
    "images/../../../secret.jpg",
    "%2e%2e%2fsecret",
    "..%2f..%2fsecret",
    "trip/../../escape",
    "~/.ssh/id_rsa",
    "file:///etc/passwd",
    ".hidden",
    "CON",
    "a\u0000b",
]


if __name__ == "__main__":
    print(json.dumps({"strings": HOSTILE_STRINGS, "urls": HOSTILE_URLS, "paths": HOSTILE_PATHS}, indent=2))
