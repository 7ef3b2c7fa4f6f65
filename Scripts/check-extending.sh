#!/usr/bin/env bash
# The "To add something" table of docs/architecture.md, checked by doing it: applies the patches of
# Tests/Extending/ (a field of a flight, a page type, a per-trip file, each touching the files its row names),
# writes what the make targets generate from them, builds the executable and the sample site with them, and
# checks that each shows where a user would see it. ArchitectureDocumentTests holds the table's counts of files
# to the patches.
#
# It changes the working tree, so it runs only when no tracked file has changes, and puts every file back when it
# ends, however it ends: the tracked files as committed, the files the patches add removed. CI runs it on its
# fresh clone (.ci/run); `make check-extending` runs it here.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
    echo "check-extending: tracked files have changes; commit or stash them first" >&2
    exit 2
fi

# The files the patches add, removed again at the end with every tracked file put back; nothing else is touched.
added=$(sed -n 's|^+++ b/||p' Tests/Extending/*.patch | sort -u | while read -r path; do
    git ls-files --error-unmatch "$path" >/dev/null 2>&1 || echo "$path"
done)
for path in $added; do
    if [ -e "$path" ]; then
        echo "check-extending: $path, which a patch adds, is there already" >&2
        exit 2
    fi
done
site=$(mktemp -d)
restore() {
    git checkout -q -- .
    for path in $added; do rm -f "$path"; done
    rm -rf "$site"
}
trap restore EXIT

for patch in Tests/Extending/*.patch; do
    echo "check-extending: $patch ($(git apply --numstat "$patch" | wc -l) files)"
    git apply "$patch"
done
# What `make theme` and `make template-fields` write from the patched files.
python3 Scripts/embed-theme.py >/dev/null
swift run --package-path Tools template-fields >/dev/null
swift build --product itineshary

# The sample, with a cabin on its first flight; the built-in theme, patched, is the theme.
cp -r Content "$site/Content"
sed -i 's/^    number: TP 210$/    number: TP 210\n    cabin: business/' "$site/Content/trips/lisbon-and-porto-in-spring.md"
grep -q 'cabin: business' "$site/Content/trips/lisbon-and-porto-in-spring.md"
.build/debug/itineshary build --content "$site/Content" --output "$site/site" --offline

fail() {
    echo "check-extending: $1" >&2
    exit 1
}
trip="$site/site/trips/lisbon-and-porto-in-spring"
grep -q '· business</p>' "$trip/index.html" || fail "the flight's cabin is not on the trip's page"
grep -q '<li>2 trips</li>' "$site/site/stats/index.html" || fail "the stats page does not count the trips"
grep -q 'stats/' "$site/site/sitemap.xml" || fail "the stats page is not in the sitemap"
head -1 "$trip/trip.txt" | grep -qx 'Lisbon and Porto in spring' || fail "trip.txt does not start with the trip's title"
grep -q 'href="../../trips/lisbon-and-porto-in-spring/trip.txt"' "$trip/index.html" || fail "the trip's page does not link its trip.txt"
echo "check-extending: a field of a flight, a page type and a per-trip file, each added as docs/architecture.md says"
