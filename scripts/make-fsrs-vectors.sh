#!/usr/bin/env bash
# Creates .venv-fsrs with the reference FSRS implementation (py-fsrs) and writes the parity vectors.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x .venv-fsrs/bin/python ] || python3 -m venv .venv-fsrs
.venv-fsrs/bin/python -c "import fsrs" 2>/dev/null || .venv-fsrs/bin/pip install -q fsrs==6.3.2
.venv-fsrs/bin/python scripts/make-fsrs-vectors.py Fixtures/srs/fsrs-vectors.jsonl 1200
