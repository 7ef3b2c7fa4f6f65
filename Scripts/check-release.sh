#!/usr/bin/env bash
# Checks a release's executable before it is published: that it starts on every system the README names,
# and that it starts a site and builds it there.
#   - no symbol of the C library newer than glibc 2.35 (Ubuntu 22.04's; Debian 12 has 2.36), and none of the
#     C++ library newer than GLIBCXX_3.4.30 (GCC 12's, on both);
#   - no library but those every such system has under the same name: a library whose name carries its
#     version, as cmark-gfm's does (libcmark-gfm.so.0.29.0.gfm.6), must be linked in;
#   - copied alone into an empty folder, with nothing but PATH=/usr/bin:/bin (and HOME, that folder) in its
#     environment, `init` writes a site and `build --offline` its home page.
#
# Usage: Scripts/check-release.sh EXECUTABLE
# GLIBC_MAX and GLIBCXX_MAX override the limits (for a check of this script).
set -euo pipefail
executable=$(realpath "$1")
glibc_max=${GLIBC_MAX:-2.35}
glibcxx_max=${GLIBCXX_MAX:-3.4.30}
name=$(basename "$executable")

# The libraries a system of each kind has under these names: glibc's, GCC's runtime, zlib (required on Debian
# and Ubuntu) and libcurl 4 (Foundation's networking; libcurl4, or libcurl4t64 on Ubuntu 24.04).
allowed='^(libc\.so\.6|libm\.so\.6|libdl\.so\.2|libpthread\.so\.0|librt\.so\.1|libutil\.so\.1|ld-linux-x86-64\.so\.2|ld-linux-aarch64\.so\.1|libgcc_s\.so\.1|libstdc\+\+\.so\.6|libz\.so\.1|libcurl\.so\.4)$'

failed=0
# Each symbol the executable takes from a shared library, with the version it asks for: objdump -T prints
# "... DF *UND* ... (GLIBC_2.34) __libc_start_main" (binutils 2.40 and later) or without the brackets.
symbols=$(objdump -T "$executable" | awk '{
    for (i = 1; i < NF; i++) if ($i ~ /^\(?(GLIBC|GLIBCXX)_[0-9.]+\)?$/) { v = $i; gsub(/[()]/, "", v); print v, $NF }
}')
# Prints "VERSION SYMBOL" for each symbol of PREFIX newer than LIMIT.
newer() {
    local prefix=$1 limit=$2
    printf '%s\n' "$symbols" | awk -v p="$prefix" '$1 ~ "^" p "_[0-9]" { v = $1; sub("^" p "_", "", v); print v, $2 }' |
        while read -r version symbol; do
            if [ "$(printf '%s\n%s\n' "$version" "$limit" | sort -V | tail -n 1)" != "$limit" ]; then
                echo "${prefix}_$version $symbol"
            fi
        done
}
too_new=$(newer GLIBC "$glibc_max")
if [ -n "$too_new" ]; then
    while read -r version symbol; do
        echo "error: $name needs $symbol from $version, newer than glibc $glibc_max, the oldest the release runs on (Ubuntu 22.04)" >&2
    done <<< "$too_new"
    echo "note: build the release on Ubuntu 22.04, as the release workflow does (swift:6.3.1-jammy)" >&2
    failed=1
fi
too_new=$(newer GLIBCXX "$glibcxx_max")
if [ -n "$too_new" ]; then
    while read -r version symbol; do
        echo "error: $name needs $symbol from $version, newer than GLIBCXX_$glibcxx_max (the C++ library of GCC 12, on Ubuntu 22.04 and Debian 12)" >&2
    done <<< "$too_new"
    failed=1
fi
needed=$(readelf -d "$executable" | sed -n 's/.*(NEEDED).*\[\(.*\)\]$/\1/p')
while read -r library; do
    if [ -n "$library" ] && ! [[ $library =~ $allowed ]]; then
        echo "error: $name needs $library, which not every system the release runs on has under that name; link it in (make release links cmark-gfm's static library)" >&2
        failed=1
    fi
done <<< "$needed"
[ "$failed" -eq 0 ] || exit 1
highest=$(printf '%s\n' "$symbols" | awk '$1 ~ /^GLIBC_/ { print $1 }' | sort -Vu | tail -n 1)
echo "check-release: $name needs $highest at most, and only $(echo $needed | tr ' ' ',')"

# As a new user runs it: alone in an empty folder outside the repository, with an empty environment.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$executable" "$work/itineshary"
run() { env -i PATH=/usr/bin:/bin HOME="$work" "$@"; }
fail() { echo "error: $name $*" >&2; exit 1; }
(cd "$work" && run ./itineshary init trips) || fail "init trips failed in an empty folder"
[ -f "$work/trips/Content/site.yml" ] || fail "init trips wrote no trips/Content/site.yml"
(cd "$work/trips" && run ../itineshary build --offline) || fail "build --offline failed in the site init had just started"
[ -s "$work/trips/site/index.html" ] || fail "build --offline wrote no site/index.html in the site init had just started"
echo "check-release: $name started a site and built it offline"
