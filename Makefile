# Diario — the two set-up commands of the README are `make run` and `make test`.
# Both install the Debian packages Diario needs when they are missing, then build.

SWIFT ?= swift
APT_PACKAGES := libreadline-dev libsqlite3-dev libcurl4-openssl-dev pkg-config
DEBUG_BIN := .build/debug/diario

.PHONY: run test build release deps format lint clean

deps:
	@missing=""; \
	for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

run: build
	$(DEBUG_BIN)

test: deps
	$(SWIFT) build --build-tests
	DIARIO_BIN=$(CURDIR)/$(DEBUG_BIN) $(SWIFT) test --skip-build

format:
	swift-format format --in-place --recursive Sources Tests Package.swift

lint:
	swift-format lint --recursive Sources Tests Package.swift

clean:
	rm -rf .build
