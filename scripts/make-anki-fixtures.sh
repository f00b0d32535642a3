#!/usr/bin/env bash
# Creates .venv-fsrs (shared with the FSRS vectors) with genanki and writes Fixtures/anki/*.apkg.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x .venv-fsrs/bin/python ] || python3 -m venv .venv-fsrs
.venv-fsrs/bin/python -c "import genanki" 2>/dev/null || .venv-fsrs/bin/pip install -q genanki==0.13.1
.venv-fsrs/bin/python scripts/make-anki-fixtures.py Fixtures/anki
