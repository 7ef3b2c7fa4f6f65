#!/usr/bin/env bash
# Installs what the browser checks need on a Debian machine; safe to run again.
#   - Debian packages: chromium, chromium-driver (a matching pair), a Java runtime
#     for the Nu HTML checker, and poppler-utils (pdfinfo counts printed pages); only the
#     missing ones are installed.
#   - PyPI packages pinned in requirements.txt, for the python3 on PATH.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

installed() {
    dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'
}

missing=()
for package in chromium chromium-driver poppler-utils; do
    installed "$package" || missing+=("$package")
done
# Any working Java will do for the HTML checker, however it was installed.
if ! installed default-jre-headless && ! java -version >/dev/null 2>&1; then
    missing+=(default-jre-headless)
fi
# Debian's python3 comes without pip.
if ! python3 -m pip --version >/dev/null 2>&1; then
    missing+=(python3-pip)
fi

if ((${#missing[@]})); then
    command=(apt-get install -y "${missing[@]}")
    if [[ $EUID -eq 0 ]]; then
        as_root=(env DEBIAN_FRONTEND=noninteractive)
    elif command -v sudo >/dev/null 2>&1; then
        as_root=(sudo env DEBIAN_FRONTEND=noninteractive)
    else
        echo "install.sh: missing Debian packages: ${missing[*]}" >&2
        echo "Run as root:  apt-get update && ${command[*]}" >&2
        exit 1
    fi
    echo "install.sh: installing ${missing[*]}"
    "${as_root[@]}" apt-get update -qq
    "${as_root[@]}" "${command[@]}" >/dev/null
fi

pip_options=(--quiet --disable-pip-version-check --root-user-action=ignore)
# Debian's own python3 refuses pip installs (PEP 668) unless told otherwise; a virtual
# environment or another interpreter is not marked and needs no such flag.
if python3 -c 'import os, sys, sysconfig; sys.exit(not os.path.exists(os.path.join(sysconfig.get_path("stdlib"), "EXTERNALLY-MANAGED")))' \
    && [[ -z "${VIRTUAL_ENV:-}" ]]; then
    pip_options+=(--break-system-packages)
fi
python3 -m pip install "${pip_options[@]}" -r "$here/requirements.txt"
# axe-core 4.12 for the accessibility checks. axe-selenium-python's own copy is axe-core 3.1 (its
# newer release needs Python 3.12); this package carries the current one, and only its axe.min.js
# is used, injected through Selenium, so Playwright is not installed.
python3 -m pip install "${pip_options[@]}" --no-deps axe-playwright-python==0.1.8

echo "install.sh: browser checks ready ($(/usr/bin/chromium --version 2>/dev/null | head -n 1))"
