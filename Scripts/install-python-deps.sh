#!/usr/bin/env bash
# Installs the Python packages the tests use (a requirements file) for the python3 on PATH.
set -euo pipefail
requirements="$1"
if python3 -c 'import sys; sys.exit(0)' 2>/dev/null && python3 -m pip --version >/dev/null 2>&1; then
    # Debian's own python3 refuses system-wide installs (PEP 668); a user install is then allowed.
    python3 -m pip install --quiet --disable-pip-version-check -r "$requirements" 2>/dev/null \
        || python3 -m pip install --quiet --disable-pip-version-check --user --break-system-packages -r "$requirements"
else
    echo "error: python3 with pip is needed for the tests; on Debian: apt-get install -y python3 python3-pip" >&2
    exit 1
fi
