#!/usr/bin/env bash
# Copies Leaflet from Debian's libjs-leaflet into Sources/CLeaflet/Data, compiled into the executable for
# sites that set `map: { tiles: … }`. The minified file carries no notice, so its BSD-2-Clause copyright
# and licence (from the package's copyright file) are put in front of it, as the licence asks.
# Run from the package root: `make leaflet`.
set -euo pipefail
source=/usr/share/javascript/leaflet
copyright=/usr/share/doc/libjs-leaflet/copyright
out=Sources/CLeaflet/Data
if [[ ! -f $source/leaflet.min.js || ! -f $copyright ]]; then
    echo "embed-leaflet: Leaflet is not installed; apt-get install -y libjs-leaflet" >&2
    exit 1
fi
version=$(dpkg-query -W -f='${Version}' libjs-leaflet)
licence=$(awk '/^License: / { if (n == 2) exit } /^License: BSD-2-clause$/ { n++ } n == 2 { print }' "$copyright" | sed -e 's/^ \.$//' -e 's/^ //')
{
    printf '/* @preserve Leaflet, a JS library for interactive maps. https://leafletjs.com\n'
    printf ' * Debian libjs-leaflet %s\n' "$version"
    printf ' * Copyright (c) 2010-2019 Vladimir Agafonkin, (c) 2010-2011 CloudMade\n'
    printf '%s\n' "$licence" | sed -e 's/^/ * /' -e 's/ *$//'
    printf ' */\n'
    grep -v "^//# sourceMappingURL=" "$source/leaflet.min.js"
    printf '\n'
} > "$out/leaflet.js"
cp "$source/leaflet.css" "$out/leaflet.css"
touch Sources/CLeaflet/leaflet_data.c
echo "wrote $out/leaflet.js ($(wc -c < "$out/leaflet.js") bytes) and $out/leaflet.css from libjs-leaflet $version"
