# Diario — the two set-up commands of the README are `make run` and `make test`.
# Both install the Debian packages Diario needs when they are missing, then build.

SWIFT ?= swift
PREFIX ?= /usr/local
# A target may import only what Package.swift says it depends on (docs/architecture.md); ArchitectureTests checks it
# too, since this compiler check reports nothing with Swift 6.3.1.
IMPORT_CHECK := --explicit-target-dependency-import-check error
APT_PACKAGES := libreadline-dev libsqlite3-dev libcurl4-openssl-dev libsodium-dev pkg-config tmux openssl poppler-utils tesseract-ocr tesseract-ocr-ita tesseract-ocr-eng radicale xandikos syncthing
DEBUG_BIN := .build/debug/diario
# Release builds carry the Swift runtime and Foundation inside the binary: fewer shared libraries to load and fewer
# symbols to look up at every start. They link with lld (shipped with Swift): relative relocations packed (RELR: 2 MB
# of them read at every start, now 18 KB), and every function in a section of its own so that the functions the common
# commands run are laid side by side in the order scripts/link-order.txt gives (`make link-order` writes it anew), and
# a cold command maps a third as much code (docs/benchmarks.md, "Start-up", issue 24).
LINK_ORDER := scripts/link-order.txt
# libstdc++ (which the Swift runtime needs) is linked in too: loading it and binding its symbols was an eighth of a cold
# `list --json` (docs/benchmarks.md, "Start-up, fifth round"). The static standard library's own link arguments name
# `-lstdc++` before any of ours, so STATIC_CXX_DIR, searched first, holds a `libstdc++.so` that is a linker script
# naming GCC's static archive (found by the toolchain's clang). Without that archive the directory stays empty and the
# shared library is used as before. GCC's runtime library exception allows the static link.
STATIC_CXX_DIR := $(CURDIR)/.build/static-libstdc++
RELEASE_FLAGS := -c release --static-swift-stdlib -Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=lld \
	-Xlinker -z -Xlinker pack-relative-relocs -Xlinker --symbol-ordering-file=$(CURDIR)/$(LINK_ORDER) \
	-Xlinker --no-warn-symbol-ordering -Xswiftc -L$(STATIC_CXX_DIR)
# Writes STATIC_CXX_DIR's linker script; every target that builds with RELEASE_FLAGS runs it first.
STATIC_CXX = mkdir -p $(STATIC_CXX_DIR) && archive="$$($(dir $(realpath $(shell command -v $(SWIFT))))clang \
	-print-file-name=libstdc++.a 2>/dev/null || true)" && if [ -f "$$archive" ]; then echo "INPUT($$archive)" > $(STATIC_CXX_DIR)/libstdc++.so; \
	else rm -f $(STATIC_CXX_DIR)/libstdc++.so; fi

.PHONY: run test bench build release deps format lint clean install link-order model word-traits

deps:
	@missing=""; \
	for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build $(IMPORT_CHECK)

# An incremental release build may keep a module compiled against another's old layout (a private stored property
# added to a public struct does not recompile the modules that use it, and the binary then reads garbage): when any
# source changed since the last release build, every source is touched so that every module is compiled again.
RELEASE_STAMP := .build/release-sources.stamp
# The stamp is taken before the build and kept only when it succeeds, so that a file saved during a build counts as
# changed next time; with no stamp yet, every source is touched.
RECOMPILE_CHANGED = mkdir -p .build && touch $(RELEASE_STAMP).new && \
	if [ ! -f $(RELEASE_STAMP) ] || [ -n "$$(find Sources -name '*.swift' -newer $(RELEASE_STAMP) -print -quit)" ]; \
	then find Sources -name '*.swift' -exec touch -r $(RELEASE_STAMP).new {} +; fi

release: deps
	@$(RECOMPILE_CHANGED)
	@$(STATIC_CXX)
	$(SWIFT) build $(RELEASE_FLAGS) $(IMPORT_CHECK)
	@mv $(RELEASE_STAMP).new $(RELEASE_STAMP)

# Only Diario on the screen: the build's output is shown when it fails.
run: deps
	@$(SWIFT) build $(IMPORT_CHECK) > .build-run.log 2>&1 || { cat .build-run.log; exit 1; }
	@$(DEBUG_BIN)

# The calendar tests read Diario's iCalendar with PyPI's icalendar and a CalDAV collection with caldav, from a virtual
# environment of their own (never used by Diario itself).
TEST_VENV := .venv-test
test: deps
	@$(TEST_VENV)/bin/python -c "import icalendar, caldav" 2>/dev/null || { python3 -m venv $(TEST_VENV) && \
		$(TEST_VENV)/bin/pip install -q icalendar==7.3.2 caldav==3.6.0; }
	$(SWIFT) build --build-tests $(IMPORT_CHECK)
	DIARIO_BIN=$(CURDIR)/$(DEBUG_BIN) DIARIO_TEST_PYTHON=$(CURDIR)/$(TEST_VENV)/bin/python $(SWIFT) test --skip-build

# The release binary (stripped of its symbol tables, which it never reads), its shell completions and its manual page,
# under PREFIX (DESTDIR for packagers). Resources are replaced, not rewritten in place: a running planner has the
# intent model's file mapped.
install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 0755 -s .build/release/diario $(DESTDIR)$(PREFIX)/bin/diario
	cp -R --remove-destination .build/release/*.resources $(DESTDIR)$(PREFIX)/bin/
	.build/release/diario completions bash --lang en > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/diario
	.build/release/diario completions zsh --lang en > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_diario
	.build/release/diario completions fish --lang en > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/diario.fish
	.build/release/diario man-page --lang en > $(DESTDIR)$(PREFIX)/share/man/man1/diario.1
	install -d $(DESTDIR)$(PREFIX)/share/man/it/man1
	.build/release/diario man-page --lang it > $(DESTDIR)$(PREFIX)/share/man/it/man1/diario.1

# Every speed target beside its peer and its floor, in one run (docs/benchmarks.md): the parser beside Duckling and
# dateparser 1.5, Diario's due dates on Duckling's own time corpora, stats over a year, parse time against line length (linear), then one table — Diario beside Debian's Taskwarrior at 1k to 100k tasks, a static
# Foundation hello and a C SQLite query as floors, the REPL's first prompt, the next due card among 1M, FSRS beside
# py-fsrs — which is also written into docs/benchmarks.md; last, the simulation of reviews planned before a test
# (plain FSRS, the plan, cramming), written into docs/srs.md. Peers come from Debian and PyPI (a virtual environment).
BENCH_VENV := .venv-bench
BENCH_SUMMARY := .build/bench-parse-summary.json
bench: release
	@dpkg -s taskwarrior >/dev/null 2>&1 || { SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq taskwarrior; }
	@[ -x $(BENCH_VENV)/bin/python ] || python3 -m venv $(BENCH_VENV)
	@$(BENCH_VENV)/bin/python -c "import dateparser" 2>/dev/null || $(BENCH_VENV)/bin/pip install -q dateparser==1.5.0
	@$(BENCH_VENV)/bin/python -c "import duckling" 2>/dev/null || $(BENCH_VENV)/bin/pip install -q pyduckling-native-phihos==0.3.0
	@$(BENCH_VENV)/bin/python -c "import fsrs" 2>/dev/null || $(BENCH_VENV)/bin/pip install -q fsrs==6.3.2
	$(SWIFT) build $(RELEASE_FLAGS) --product DiarioBench
	$(BENCH_VENV)/bin/python scripts/bench.py .build/release/diario --summary $(BENCH_SUMMARY)
	$(BENCH_VENV)/bin/python scripts/bench-duckling-corpora.py .build/release/diario
	$(BENCH_VENV)/bin/python scripts/bench-stats.py .build/release/diario
	$(BENCH_VENV)/bin/python scripts/bench-linear.py .build/release/diario
	$(BENCH_VENV)/bin/python scripts/bench-materials.py .build/release/diario --write docs/benchmarks.md
	python3 scripts/bench-sync.py .build/release/diario --tasks 100000 --runs 3 --write docs/benchmarks.md
	python3 scripts/check-shadow-size.py .build/release/diario
	$(BENCH_VENV)/bin/python scripts/bench-table.py .build/release/diario .build/release/DiarioBench \
		--parse-summary $(BENCH_SUMMARY) --write docs/benchmarks.md
	$(BENCH_VENV)/bin/python scripts/plan-simulation.py .build/release/DiarioBench --seeds 100 --write docs/srs.md

# The intent model (docs/natural-language.md, "Two readers"): trained from the corpora Fixtures/nl/training.txt names,
# its weights written where DiarioLanguage ships them and its cross-validated accuracy into the doc. Deterministic.
model:
	@$(RECOMPILE_CHANGED)
	@$(STATIC_CXX)
	$(SWIFT) build $(RELEASE_FLAGS) --product DiarioTrainer
	@mv $(RELEASE_STAMP).new $(RELEASE_STAMP)
	.build/release/DiarioTrainer Fixtures/nl/training.txt Sources/DiarioLanguage/Resources/intent-model.bin \
		docs/natural-language.md

# The tokenizer's table of word traits (Sources/DiarioLanguage/Text/WordTraits.swift) and the built-in subjects' phrases
# (Subjects/BuiltInSubjectPhrases.swift), mapped at every start instead of built: written from the word lists and the
# subject lexicon. Run it after changing either; WordTraitsFileTests or SubjectPhrasesFileTests fails while one is stale.
word-traits:
	$(SWIFT) build --product DiarioTrainer
	.build/debug/DiarioTrainer --word-traits Sources/DiarioLanguage/Resources/word-traits.bin
	.build/debug/DiarioTrainer --subject-phrases Sources/DiarioLanguage/Resources/subject-phrases.bin

# Profiles the common commands of a release binary (callgrind) and writes the functions they run into LINK_ORDER, with
# the linker's map telling which can move alone. Run it after a change that moves start-up code; a stale list only
# costs speed. Needs valgrind (Debian's package).
LINK_MAP := .build/release-link-map.txt
link-order: release
	@command -v valgrind >/dev/null || { SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq valgrind; }
	rm -f .build/release/diario
	$(SWIFT) build $(RELEASE_FLAGS) $(IMPORT_CHECK) --product diario -Xlinker -Map=$(CURDIR)/$(LINK_MAP)
	python3 scripts/make-link-order.py .build/release/diario $(LINK_MAP) --write $(LINK_ORDER)
	rm -f .build/release/diario

format:
	swift-format format --in-place --recursive Sources Tests Package.swift

lint:
	swift-format lint --recursive Sources Tests Package.swift

clean:
	rm -rf .build
