#!/usr/bin/env bash
# Makes Fixtures/db/diario-v7.sqlite: a database whose newest migration is "v7-study-sessions", with the data of the
# v6 fixture's kind (tasks open and done, a custom subject with an alias, cards with reviews, a saved language) and
# study sessions typed both ways (`diario study`, and a sentence), one of them in the custom subject, and the undo
# journal those changes left.
# It was run once with the binary built at the last commit before v8; the file is committed and must never be
# regenerated with a newer Diario.
#
# Usage: scripts/make-v7-fixture.sh PATH-TO-V7-DIARIO-BINARY
set -euo pipefail
bin=${1:?the v7 diario binary}
out=Fixtures/db/diario-v7.sqlite
rm -f "$out" "$out-wal" "$out-shm"
export DIARIO_DB=$out DIARIO_NOW=2026-11-22T10:00 TZ=Europe/Rome
"$bin" add "compiti di matematica per venerdì" >/dev/null
"$bin" add "verifica di storia martedì prossimo" >/dev/null
"$bin" done 1 >/dev/null
"$bin" subjects add Latino --alias lat >/dev/null
"$bin" cards add --subject history "battaglia di Hastings :: 1066" >/dev/null
printf '1066\n\n' | "$bin" quiz --subject history >/dev/null
"$bin" study math 30 >/dev/null
"$bin" study lat 45 >/dev/null
printf "ho studiato fisica per un'ora\n" | "$bin" >/dev/null
echo "/lang it" | "$bin" >/dev/null
python3 - "$out" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
db.close()
PY
rm -f "$out-wal" "$out-shm"
echo "wrote $out"
