# LayoutStress — the two commands a user needs:
#   make sweep   build and sweep the bundled example screens and locales
#   make test    run every test
SWIFT ?= swift
RELEASE_BIN = .build/release/layout-stress
# make sweep's build: the sweep's hot path optimized as in release, swift-syntax (which reads an
# app's Swift sources) not, so the first build takes minutes rather than a quarter of an hour.
SWEEP_SCRATCH = .build/sweep
SWEEP_BIN = $(SWEEP_SCRATCH)/debug/layout-stress

.PHONY: sweep sweep-build test build release sweep-release deps test-deps clean

deps:
	@bash scripts/install-deps.sh

test-deps:
	@bash scripts/install-deps.sh libharfbuzz-bin

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product layout-stress

sweep-build: deps
	LAYOUT_STRESS_OPTIMIZE=1 $(SWIFT) build --scratch-path $(SWEEP_SCRATCH) --disable-index-store -Xswiftc -gnone --product layout-stress

sweep: sweep-build
	$(SWEEP_BIN) sweep $(ARGS)

# The fully optimized build: reads whole apps' Swift sources about 6x faster than make sweep's.
sweep-release: release
	$(RELEASE_BIN) sweep $(ARGS)

test: test-deps
	$(SWIFT) test

clean:
	rm -rf .build
