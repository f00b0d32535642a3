# Diario — the two set-up commands of the README are `make run` and `make test`.
# Both install the Debian packages Diario needs when they are missing, then build.

SWIFT ?= swift
APT_PACKAGES := libreadline-dev libsqlite3-dev libcurl4-openssl-dev pkg-config tmux openssl
DEBUG_BIN := .build/debug/diario

.PHONY: run test bench build release deps format lint clean

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

# Parser speed and due-date accuracy beside Python's dateparser 1.5 (installed in a virtual environment).
BENCH_VENV := .venv-bench
bench: release
	@[ -x $(BENCH_VENV)/bin/python ] || python3 -m venv $(BENCH_VENV)
	@$(BENCH_VENV)/bin/python -c "import dateparser" 2>/dev/null || $(BENCH_VENV)/bin/pip install -q dateparser==1.5.0
	$(BENCH_VENV)/bin/python scripts/bench.py .build/release/diario
	$(SWIFT) build -c release --product DiarioBench
	$(BENCH_VENV)/bin/python scripts/bench-cards.py .build/release/DiarioBench 1000000

format:
	swift-format format --in-place --recursive Sources Tests Package.swift

lint:
	swift-format lint --recursive Sources Tests Package.swift

clean:
	rm -rf .build
