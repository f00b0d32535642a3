#!/usr/bin/env bash
# Makes Fixtures/db/diario-v3.sqlite: a database whose newest migration is "v3-preferences", with tasks
# (open, done, repeating, custom subject), study materials and a saved language. It was run once with the
# binary built at the last commit before v4; the file is committed and must never be regenerated with a newer
# Diario.
#
# Usage: scripts/make-v3-fixture.sh PATH-TO-V3-DIARIO-BINARY
set -euo pipefail
bin=${1:?the v3 diario binary}
out=Fixtures/db/diario-v3.sqlite
rm -f "$out" "$out-wal" "$out-shm"
export DIARIO_DB=$out DIARIO_NOW=2026-11-21T10:00 TZ=Europe/Rome
"$bin" subjects add Latino --alias lat --colour yellow >/dev/null
"$bin" add "compiti di matematica per venerdì" >/dev/null
"$bin" add "history test next Tuesday at 9" >/dev/null
"$bin" add "ripasso di inglese ogni lunedì" >/dev/null
"$bin" add "versione di lat per domani" >/dev/null
"$bin" done 1 >/dev/null
echo "/lang en" | "$bin" >/dev/null
python3 - "$out" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
subject = db.execute("SELECT id FROM subject WHERE key = 'science'").fetchone()[0]
db.execute("INSERT INTO studyMaterial (title, subjectId, kind, createdAt) "
           "VALUES ('Appunti sulla fotosintesi', ?, 'notes', '2026-11-21 09:00:00.000')", (subject,))
db.commit()
db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
db.close()
PY
rm -f "$out-wal" "$out-shm"
echo "wrote $out"
