#!/bin/sh
# Builds the libFuzzer targets in Fuzz/ and runs each for FUZZ_SECONDS (default 60) over its corpus in
# Fuzz/Corpus/<target>, adding what it finds to a scratch copy. A crash leaves its input in .build/fuzz/.
#   Scripts/fuzz.sh [target...]     targets: templates markdown frontmatter cache (default: all)
set -eu
SWIFTC=${SWIFTC:-swiftc}
SECONDS_EACH=${FUZZ_SECONDS:-60}
B=.build/fuzz
mkdir -p "$B"
FLAGS="-sanitize=fuzzer,address -parse-as-library -g -Onone -I $B"
YAMS=.build/checkouts/Yams/Sources
if [ ! -d "$YAMS" ]; then swift package resolve; fi

# A library module: name, then its sources and any extra flags; a static library and a .swiftmodule.
module() {
    name=$1
    shift
    $SWIFTC $FLAGS -module-name "$name" -emit-library -static -emit-module -emit-module-path "$B/$name.swiftmodule" \
        -o "$B/lib$name.a" "$@"
}

build_templates() {
    module ConfinedFiles Sources/ConfinedFiles/*.swift
    module Mustache Sources/Mustache/*.swift
    $SWIFTC $FLAGS Fuzz/FuzzTemplates.swift "$B/libMustache.a" "$B/libConfinedFiles.a" -o "$B/templates"
}

build_markdown() {
    module Markdown Sources/Markdown/*.swift -I Sources/CCmarkGFM
    $SWIFTC $FLAGS -I Sources/CCmarkGFM Fuzz/FuzzMarkdown.swift "$B/libMarkdown.a" \
        -lcmark-gfm -lcmark-gfm-extensions -o "$B/markdown"
}

build_frontmatter() {
    module TextEscaping Sources/TextEscaping/*.swift
    module Diagnostics Sources/Diagnostics/*.swift
    module TravelModel Sources/TravelModel/*.swift
    for file in "$YAMS"/CYaml/src/*.c; do
        clang -fsanitize=fuzzer-no-link,address -g -DYAML_DECLARE_EXPORT -I "$YAMS/CYaml/include" -c "$file" -o "$B/cyaml-$(basename "$file" .c).o"
    done
    module Yams "$YAMS"/Yams/*.swift -I "$YAMS/CYaml/include" -DSWIFT_PACKAGE
    # The loader's reading of one file, without the decoders (which need the gazetteer's resources).
    $SWIFTC $FLAGS -I "$YAMS/CYaml/include" -module-name FuzzFrontMatter Fuzz/FuzzFrontMatter.swift \
        Sources/ContentLoading/YAMLBounds.swift Sources/ContentLoading/YAMLReader.swift \
        Sources/ContentLoading/YAMLNode.swift Sources/ContentLoading/FrontMatter.swift \
        Sources/ContentLoading/SourceText.swift Sources/ContentLoading/ParsedFile.swift \
        Sources/ContentLoading/ContentLimits.swift Sources/ContentLoading/LineFeeds.swift \
        "$B/libYams.a" "$B/libTravelModel.a" "$B/libDiagnostics.a" "$B/libTextEscaping.a" "$B"/cyaml-*.o -o "$B/frontmatter"
}

build_cache() {
    module TextEscaping Sources/TextEscaping/*.swift
    module Diagnostics Sources/Diagnostics/*.swift
    module TravelModel Sources/TravelModel/*.swift
    module ConfinedFiles Sources/ConfinedFiles/*.swift
    # The cache reader and every provider, built with the fuzz target into one module; Fuzz/Support/Digest.swift
    # stands in for the one file that needs swift-crypto.
    $SWIFTC $FLAGS -module-name FuzzCache Fuzz/FuzzCache.swift Fuzz/Support/Digest.swift \
        $(find Sources/Enrichment -name '*.swift' ! -name SHA256.swift | sort) \
        "$B/libConfinedFiles.a" "$B/libTravelModel.a" "$B/libDiagnostics.a" "$B/libTextEscaping.a" -o "$B/cache"
}

targets=${*:-templates markdown frontmatter cache}
status=0
for target in $targets; do
    echo "build $target"
    if ! "build_$target" > "$B/build-$target.log" 2>&1; then
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
