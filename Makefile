# LayoutStress — the two commands a user needs:
#   make sweep   build (release) and sweep the bundled example screens and locales
#   make test    run every test
SWIFT ?= swift
RELEASE_BIN = .build/release/layout-stress

.PHONY: sweep test build release deps test-deps clean

deps:
	@bash scripts/install-deps.sh

test-deps:
	@bash scripts/install-deps.sh libharfbuzz-bin

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product layout-stress

sweep: release
	$(RELEASE_BIN) sweep $(ARGS)

test: test-deps
	$(SWIFT) test

clean:
	rm -rf .build
