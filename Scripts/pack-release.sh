#!/usr/bin/env bash
# Packs a release's files from an executable built with the Swift runtime and cmark-gfm linked in (make release):
#   itineshary-linux-ARCH          the executable alone, to download and run
#   itineshary-linux-ARCH.tar.gz   the executable with its licence notices (NOTICE.txt, licences/)
#   SHA256SUMS                     the SHA-256 of every file in OUT, as `sha256sum -c` reads it
# Everything a file holds comes from the build, so the same executable packs to the same bytes.
#
# Usage: Scripts/pack-release.sh BUILD_FOLDER OUT (BUILD_FOLDER: the build's --scratch-path, which holds
# release/itineshary and the dependencies' checkouts with their licences)
set -euo pipefail
build=$1
out=$2
root=$(cd "$(dirname "$0")/.." && pwd)
name=itineshary-linux-$(uname -m)
executable=$build/release/itineshary
checkouts=$build/checkouts
toolchain=$(dirname "$(dirname "$(realpath "$(command -v swift)")")")

# No library of the Swift toolchain may be left to find at run time.
if ldd "$executable" | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime|lib_FoundationICU'; then
    echo "error: $executable needs the Swift toolchain's libraries above; build it with --static-swift-stdlib" >&2
    exit 1
fi

rm -rf "$out"
mkdir -p "$out"
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
bundle=$staging/$name
mkdir -p "$bundle/licences"
cp "$executable" "$out/$name"
cp "$out/$name" "$bundle/itineshary"
cp "$root/Scripts/release/NOTICE.txt" "$bundle/NOTICE.txt"
if [ -f "$root/LICENSE" ]; then cp "$root/LICENSE" "$bundle/LICENSE"; fi
cp "$toolchain/share/swift/LICENSE.txt" "$bundle/licences/swift.txt"
cp "$checkouts/swift-argument-parser/LICENSE.txt" "$bundle/licences/swift-argument-parser.txt"
cp "$checkouts/swift-crypto/LICENSE.txt" "$bundle/licences/swift-crypto.txt"
cp "$checkouts/swift-crypto/NOTICE.txt" "$bundle/licences/swift-crypto-NOTICE.txt"
cp "$checkouts/swift-asn1/LICENSE.txt" "$bundle/licences/swift-asn1.txt"
cp "$checkouts/Yams/LICENSE" "$bundle/licences/Yams.txt"
cp "$checkouts/FlyingFox/LICENSE" "$bundle/licences/FlyingFox.txt"
cp /usr/share/doc/libjemalloc-dev/copyright "$bundle/licences/jemalloc.txt"
cp /usr/share/doc/libcmark-gfm-dev/copyright "$bundle/licences/cmark-gfm.txt"
# Leaflet's notice is the comment that opens leaflet.js.
sed -n '1,/\*\//p' "$root/Sources/CLeaflet/Data/leaflet.js" > "$bundle/licences/leaflet.txt"

# The same bytes from the same files: fixed owner, order and times, and no name or time in the gzip header.
epoch=${SOURCE_DATE_EPOCH:-$(git -C "$root" log -1 --format=%ct 2>/dev/null || echo 0)}
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" --mode='u+rwX,go+rX,go-w' \
    -C "$staging" -cf - "$name" | gzip -9 -n > "$out/$name.tar.gz"
(cd "$out" && sha256sum "$name" "$name.tar.gz" > SHA256SUMS)
echo "release files in $out:"
(cd "$out" && ls -l "$name" "$name.tar.gz" && cat SHA256SUMS)
