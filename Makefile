# ckschema — see README.md.
SWIFT  ?= swift
PREFIX ?= /usr/local
CONFIG ?= release
BIN     = .build/$(CONFIG)/ckschema
# `make run` and `make test` share one debug build (a fresh clone builds swift-syntax once, not
# twice); install, bench and the artifact bundle build in release.
DEBUG_BIN = .build/debug/ckschema
# On Linux the release binary carries the Swift runtime and Foundation inside it: resolving their
# symbols at every launch was most of the start-up time (Benchmarks/README.md, start-up). The
# static runtime's link flags export every symbol of the program; nothing looks them up, and the
# runtime's start-up search through 51,000 of them cost about a millisecond per launch.
STATIC ?= $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib -Xlinker --no-export-dynamic,)

.PHONY: all deps build debug run test bench fuzz install artifactbundle plugin-bundle clean

all: build

## Install the system libraries (libyaml-dev, libxml2-dev, libsqlite3-dev) when they are missing.
deps:
	@scripts/install-deps.sh

## Build the tool in release mode.
build: deps
	$(SWIFT) build -c $(CONFIG) $(STATIC) --product ckschema

## Build the tool in debug mode (what `make run` and `make test` share).
debug: deps
	$(SWIFT) build --product ckschema

## The main job on the bundled schemas/: lint the example app, check it against its earlier
## versions, show the last version's changes, and verify the committed migration plans.
run: debug
	$(DEBUG_BIN) lint schemas
	$(DEBUG_BIN) check schemas
	$(DEBUG_BIN) diff 2 3
	$(DEBUG_BIN) plan --check
	@scripts/store-lifecycle.sh $(DEBUG_BIN)

## The whole test suite (the plugin test packs the debug binary into a bundle of its own).
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## Speed goals (see Benchmarks/README.md).
bench: build
	BIN=$(BIN) STATIC="$(STATIC)" scripts/bench.sh

## The libFuzzer targets (Fuzz/), each for FUZZ_SECONDS seconds or FUZZ_RUNS executions
## (docs/reliability.md); FUZZ_TARGETS picks some of: yaml ckdb xcdatamodel configuration swift.
FUZZ_SECONDS ?= 60
FUZZ_RUNS ?=
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_RUNS=$(FUZZ_RUNS) scripts/fuzz.sh $(FUZZ_TARGETS)

## Plugin/ckschema.artifactbundle (SE-0305) from the stripped release binary, and
## .build/artifactbundle/ckschema.artifactbundle.zip with its SwiftPM checksum (docs/xcode.md).
artifactbundle: build
	scripts/artifactbundle.sh --binary $(BIN) --bundle Plugin/ckschema.artifactbundle \
		--zip .build/artifactbundle/ckschema.artifactbundle.zip --strip

## Plugin/ckschema.artifactbundle from the debug binary: the plugin in development, in seconds.
plugin-bundle: debug
	scripts/artifactbundle.sh --binary $(DEBUG_BIN) --bundle Plugin/ckschema.artifactbundle

install: build
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 0755 $(BIN) $(DESTDIR)$(PREFIX)/bin/ckschema

clean:
	rm -rf .build
