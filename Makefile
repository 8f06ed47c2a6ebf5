# ckschema — see README.md.
SWIFT  ?= swift
PREFIX ?= /usr/local
CONFIG ?= release
BIN     = .build/$(CONFIG)/ckschema

.PHONY: all deps build run test bench install clean

all: build

## Install the system libraries (libyaml-dev, libsqlite3-dev) when they are missing.
deps:
	@scripts/install-deps.sh

## Build the tool in release mode.
build: deps
	$(SWIFT) build -c $(CONFIG) --product ckschema

## The main job on the bundled schemas/: lint the example app, check it against its earlier
## versions, show the last version's changes, and verify the committed migration plans.
run: build
	$(BIN) lint schemas
	$(BIN) check schemas
	$(BIN) diff 2 3
	$(BIN) plan --check
	@scripts/store-lifecycle.sh $(BIN)

## The whole test suite.
test: deps
	$(SWIFT) build --product ckschema
	$(SWIFT) test

## Speed and memory targets (see docs/performance.md).
bench: build
	BIN=$(BIN) scripts/bench.sh

install: build
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 0755 $(BIN) $(DESTDIR)$(PREFIX)/bin/ckschema

clean:
	rm -rf .build
