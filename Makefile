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

.PHONY: all deps build debug run test generate bench fuzz install artifactbundle plugin-bundle plugin-release plugin-release-arguments clean

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

## Regenerate every file generated from declarations: docs/rules.md, docs/change-rules.md,
## docs/checks.md, docs/input-problems.md, docs/commands.md, the tables of docs/cloudkit.md, the rule
## list of docs/ckschema-config-schema.json, and the example's Generated/Filters/ and migrations/.
## The suites below own them: with CKSCHEMA_GENERATE=1 they write the files; in `make test` (and CI)
## they fail on a stale file, naming it and `make generate`.
GENERATED_SUITES = RuleDocumentationTests|ChangeRuleDocumentationTests|DiagnosticCatalogDocumentationTests|CommandReferenceTests|CloudKitDocumentationTests|ConfigurationSchemaTests|ExampleFiltersTests|ExampleMigrationPlansTests
generate: deps
	$(SWIFT) build --build-tests
	CKSCHEMA_GENERATE=1 $(SWIFT) test --skip-build --filter '$(GENERATED_SUITES)'
	@git status --short -- docs Generated migrations 2>/dev/null || true

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

## The plugin package a release publishes (docs/xcode.md, "Publishing a release"), in
## $(RELEASE_DIR): ckschema-plugin/ (Package.swift with the zip's url and checksum, Plugins/,
## README.md) to push to the plugin's own repository, and ckschema.artifactbundle.zip to upload as
## URL. BUNDLES names the bundles (folders or zips) built on each machine, merged into one; without
## it, this machine's release bundle (make artifactbundle) is the only variant.
##   make plugin-release VERSION=0.2.0 URL=https://…/0.2.0/ckschema.artifactbundle.zip [BUNDLES="linux.zip macos.zip"]
RELEASE_DIR ?= .build/plugin-release
BUNDLES ?=
plugin-release: plugin-release-arguments $(if $(BUNDLES),,artifactbundle)
	scripts/merge-artifactbundles.sh --bundle $(RELEASE_DIR)/ckschema.artifactbundle \
		--zip $(RELEASE_DIR)/ckschema.artifactbundle.zip $(or $(BUNDLES),.build/artifactbundle/ckschema.artifactbundle.zip)
	scripts/plugin-release.sh --version "$(VERSION)" --url "$(URL)" \
		--zip $(RELEASE_DIR)/ckschema.artifactbundle.zip --out $(RELEASE_DIR)/ckschema-plugin

plugin-release-arguments:
	@[ -n "$(VERSION)" ] && [ -n "$(URL)" ] || { echo 'usage: make plugin-release VERSION=X.Y.Z URL=https://…/ckschema.artifactbundle.zip [BUNDLES="a.zip b.zip"]' >&2; exit 2; }

install: build
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 0755 $(BIN) $(DESTDIR)$(PREFIX)/bin/ckschema

clean:
	rm -rf .build
