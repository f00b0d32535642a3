#!/usr/bin/env bash
# Makes Fixtures/db/diario-v4.sqlite: a database whose newest migration is "v4-cards-and-reviews", with tasks
# (open, done, a test), cards of two subjects with reviews (one remembered, one forgotten) and a saved language.
# It was run once with the binary built at the last commit before v5; the file is committed and must never be
# regenerated with a newer Diario.
#
# Usage: scripts/make-v4-fixture.sh PATH-TO-V4-DIARIO-BINARY
set -euo pipefail
bin=${1:?the v4 diario binary}
out=Fixtures/db/diario-v4.sqlite
rm -f "$out" "$out-wal" "$out-shm"
export DIARIO_DB=$out DIARIO_NOW=2026-11-21T10:00 TZ=Europe/Rome
"$bin" add "compiti di matematica per venerdì" >/dev/null
"$bin" add "verifica di storia martedì prossimo" >/dev/null
"$bin" add "leggere il capitolo 3 di fisica per domani" >/dev/null
"$bin" done 1 >/dev/null
"$bin" cards add --subject history "battaglia di Hastings :: 1066" >/dev/null
"$bin" cards add --subject history "scoperta dell'America :: 1492" >/dev/null
"$bin" cards add --subject physics "unità della forza :: newton" >/dev/null
printf '1066\n\n1500\n\n' | "$bin" quiz --subject history >/dev/null
echo "/lang it" | "$bin" >/dev/null
python3 - "$out" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
db.close()
PY
rm -f "$out-wal" "$out-shm"
echo "wrote $out"
