#!/bin/sh
# Builds the libFuzzer targets in Fuzz/ and runs each for FUZZ_SECONDS (default 60) over its corpus in
# Fuzz/Corpus/<target>, adding what it finds to a scratch copy. A crash leaves its input in .build/fuzz/.
#   Scripts/fuzz.sh [target...]     targets: templates markdown frontmatter cache images (default: all)
set -eu
SWIFTC=${SWIFTC:-swiftc}
SECONDS_EACH=${FUZZ_SECONDS:-60}
B=.build/fuzz
mkdir -p "$B"
YAMS=.build/checkouts/Yams/Sources
if [ ! -d "$YAMS" ]; then swift package resolve; fi
# The C modules the libraries import: cmark-gfm (a system library), libyaml, the gazetteer's tables.
FLAGS="-sanitize=fuzzer,address -parse-as-library -g -Onone -I $B -I Sources/CCmarkGFM -I $YAMS/CYaml/include"
FLAGS="$FLAGS -I $B/CGazetteerData -I $B/CVips"
# The modules built in this run, each once.
rm -rf "$B/built"
mkdir "$B/built"

# A library module: name, then its sources and any extra flags; a static library and a .swiftmodule, built with
# testing enabled so a fuzz target can reach what the package's own tests reach.
module() {
    name=$1
    shift
    if [ -e "$B/built/$name" ]; then return 0; fi
    $SWIFTC $FLAGS -enable-testing -package-name itineshary -module-name "$name" -emit-library -static \
        -emit-module -emit-module-path "$B/$name.swiftmodule" -o "$B/lib$name.a" "$@"
    touch "$B/built/$name"
}

# A library target of the package, whole: every Swift file below Sources/<name>, as SwiftPM finds them, so a
# file added to a target is fuzzed with no change here.
library() {
    module "$1" $(find "Sources/$1" -name '*.swift' | sort)
}

# libyaml (C) and Yams, from the checkout SwiftPM resolved.
yams() {
    for file in "$YAMS"/CYaml/src/*.c; do
        clang -fsanitize=fuzzer-no-link,address -g -DYAML_DECLARE_EXPORT -I "$YAMS/CYaml/include" -c "$file" \
            -o "$B/cyaml-$(basename "$file" .c).o"
    done
    module Yams "$YAMS"/Yams/*.swift -DSWIFT_PACKAGE
}

# The gazetteer's tables (C, #embed: data, left uninstrumented), with the module map SwiftPM would write.
gazetteer_data() {
    clang -g -c Sources/CGazetteerData/gazetteer_data.c -I Sources/CGazetteerData/include -o "$B/gazetteer-data.o"
    mkdir -p "$B/CGazetteerData"
    printf 'module CGazetteerData {\n    header "%s"\n    export *\n}\n' \
        "$PWD/Sources/CGazetteerData/include/gazetteer_data.h" > "$B/CGazetteerData/module.modulemap"
}

# libvips' loader (C, dlopen'ed, left uninstrumented), with the module map SwiftPM would write. The target never
# starts libvips: it fuzzes what is read before libvips sees an image.
cvips() {
    clang -g -c Sources/CVips/vips.c -I Sources/CVips/include -o "$B/cvips.o"
    mkdir -p "$B/CVips"
    printf 'module CVips {\n    header "%s"\n    export *\n}\n' \
        "$PWD/Sources/CVips/include/CVips.h" > "$B/CVips/module.modulemap"
}

# Static libraries to link, each before those it uses.
libraries() {
    for name in "$@"; do printf '%s ' "$B/lib$name.a"; done
}

build_templates() {
    library ConfinedFiles
    library Mustache
    $SWIFTC $FLAGS Fuzz/FuzzTemplates.swift $(libraries Mustache ConfinedFiles) -o "$B/templates"
}

build_markdown() {
    library Markdown
    $SWIFTC $FLAGS Fuzz/FuzzMarkdown.swift $(libraries Markdown) -lcmark-gfm -lcmark-gfm-extensions -o "$B/markdown"
}

# The whole of ContentLoading and the libraries it uses; Fuzz/Support/Crypto.swift stands in for swift-crypto.
build_frontmatter() {
    library TextEscaping
    library Diagnostics
    library TravelModel
    library ConfinedFiles
    gazetteer_data
    library Gazetteer
    library Markdown
    yams
    module Crypto Fuzz/Support/Crypto.swift
    library ContentLoading
    $SWIFTC $FLAGS Fuzz/FuzzFrontMatter.swift \
        $(libraries ContentLoading Markdown Gazetteer Yams Crypto ConfinedFiles TravelModel Diagnostics TextEscaping) \
        "$B"/cyaml-*.o "$B/gazetteer-data.o" -lcmark-gfm -lcmark-gfm-extensions -o "$B/frontmatter"
}

# The whole of Enrichment (the cache reader and every provider); Fuzz/Support/Crypto.swift stands in for
# swift-crypto.
build_cache() {
    library TextEscaping
    library Diagnostics
    library TravelModel
    library ConfinedFiles
    module Crypto Fuzz/Support/Crypto.swift
    library Enrichment
    $SWIFTC $FLAGS Fuzz/FuzzCache.swift \
        $(libraries Enrichment Crypto ConfinedFiles TravelModel Diagnostics TextEscaping) -o "$B/cache"
}

# The whole of ImageResizing: a JPEG's marker walk, a PNG's header, metadata removal for every format.
build_images() {
    cvips
    library ImageResizing
    $SWIFTC $FLAGS Fuzz/FuzzImages.swift $(libraries ImageResizing) "$B/cvips.o" -ldl -o "$B/images"
}

targets=${*:-templates markdown frontmatter cache images}
status=0
for target in $targets; do
    echo "build $target"
    # In a subshell of its own, so that the first command to fail stops the build (a condition would not).
    set +e
    (
        set -e
        "build_$target"
    ) > "$B/build-$target.log" 2>&1
    built_ok=$?
    set -e
    if [ $built_ok -ne 0 ]; then
        cat "$B/build-$target.log"
        exit 1
    fi
    mkdir -p "$B/corpus-$target"
    cp Fuzz/Corpus/"$target"/* "$B/corpus-$target/" 2>/dev/null || true
    echo "fuzz $target for $SECONDS_EACH s"
    # The Swift runtime's own backtracer is turned off: libFuzzer and the address sanitizer report.
    if SWIFT_BACKTRACE=enable=no "$B/$target" -max_total_time="$SECONDS_EACH" -timeout=5 -rss_limit_mb=2048 \
        -max_len=65536 -artifact_prefix="$B/$target-" "$B/corpus-$target" Fuzz/Corpus/"$target" \
        > "$B/fuzz-$target.log" 2>&1; then
        grep -E '^Done|^#[0-9]+.*DONE' "$B/fuzz-$target.log" | tail -n 1
    else
        tail -n 40 "$B/fuzz-$target.log"
        echo "fuzz $target found a problem; its input is in $B/$target-*"
        status=1
    fi
done
exit $status
