# The commands a new user types: `make site` and `make test`. Each installs what it needs first.
SWIFT ?= swift
CONTENT ?= Content
APT_PACKAGES := libcmark-gfm-dev libcmark-gfm-extensions-dev pkg-config
BIN := .build/release/itineshary

.PHONY: site check test deps format gazetteer bench-check

## site: check the sample site in Content/ (the build into site/ comes with `itineshary build`)
site: check

check: deps
	$(SWIFT) build -c release --product itineshary
	$(BIN) check --content $(CONTENT)

## test: run every test
test: deps
	@Scripts/install-python-deps.sh Tests/requirements.txt
	$(SWIFT) test

## deps: install the Debian packages the build needs, or say exactly what is missing
deps:
	@Scripts/install-deps.sh $(APT_PACKAGES)

## format: format the Swift sources with the toolchain's swift-format and .swift-format
format:
	$(SWIFT) format -i -r Package.swift Sources Tests

## gazetteer: regenerate Sources/Gazetteer/Data from the pinned public datasets
gazetteer:
	python3 Scripts/make-gazetteer.py

## bench-check: time and peak memory of `check` on the sample site and a 1,000-trip, 10,000-recommendation corpus
bench-check: deps
	$(SWIFT) build -c release --product itineshary
	python3 Scripts/bench-check.py --binary $(BIN) --runs 5
