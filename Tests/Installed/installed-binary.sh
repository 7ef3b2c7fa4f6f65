#!/usr/bin/env bash
# The installed binary alone, as a new user runs it: copied into an empty folder, with the build folder
# out of its reach (hidden under an empty file system in a private mount namespace), it starts a site,
# adds a trip, a recommendation and a city, checks and builds. The browser checks then run on the site.
#
# Usage: Tests/Installed/installed-binary.sh BINARY BUILD_FOLDER SITE_OUT
set -euo pipefail
binary=$(realpath "$1")
build_folder=$(realpath "$2")
out=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$binary" "$work/itineshary"
cat > "$work/steps.sh" <<'STEPS'
set -euo pipefail
cd "$1"
./itineshary init trips
cd trips
../itineshary new trip "Porto in June" --start 2027-06-01 --end 2027-06-03 --city Porto
../itineshary new rec "Café Majestic" --city Porto --features coffee,breakfast
../itineshary new city Girona --country ES
../itineshary check
../itineshary build --offline --base-url https://example.org/
STEPS
# As root, unshare makes the private namespace; otherwise it maps the user to root inside one. Where
# neither is allowed, the build folder is moved aside for the run and put back, whatever happens.
if [ "$(id -u)" = 0 ]; then isolate=(unshare --mount); else isolate=(unshare --mount --map-root-user); fi
if "${isolate[@]}" true 2>/dev/null; then
    "${isolate[@]}" sh -c 'mount -t tmpfs none "$0" && test -z "$(ls -A "$0")" && exec bash "$1" "$2"' \
        "$build_folder" "$work/steps.sh" "$work"
else
    mv "$build_folder" "$build_folder.hidden"
    trap 'mv "$build_folder.hidden" "$build_folder"; rm -rf "$work"' EXIT
    bash "$work/steps.sh" "$work"
fi
rm -rf "$out"
mv "$work/trips/site" "$out"
echo "installed-binary: built $out with $binary alone"
