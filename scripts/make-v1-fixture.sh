#!/usr/bin/env bash
# Makes Fixtures/db/diario-v1.sqlite: a database of the first schema version ("v1-subjects-and-tasks")
# with rows in every table. It was run once with the binary built at the commit that introduced v1;
# the file is committed and must never be regenerated with a newer Diario (that would no longer be v1).
#
# Usage: scripts/make-v1-fixture.sh PATH-TO-V1-DIARIO-BINARY
set -euo pipefail
bin=${1:?the v1 diario binary}
out=Fixtures/db/diario-v1.sqlite
rm -f "$out" "$out-wal" "$out-shm"
export DIARIO_DB=$out DIARIO_NOW=2026-11-21T10:00 TZ=Europe/Rome
"$bin" subjects add Latino --alias lat --colour yellow >/dev/null
"$bin" add "compiti di matematica per venerdì" >/dev/null
"$bin" add "verifica di storia martedì prossimo alle 9" >/dev/null
"$bin" add "read chapter 5 for english tomorrow urgent" >/dev/null
"$bin" add "versione di lat per domani" >/dev/null
"$bin" add --notes "pag. 45" "esercizi di geometria 27/11" >/dev/null
"$bin" done 2 >/dev/null
# Rows without a subject, as older data or another writer may leave them: the data migration
# service must give them one.
python3 - "$out" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
rows = [("Ripassare la Divina Commedia", "study"), ("Fotosintesi: riassunto", "homework"),
        ("Comprare un quaderno nuovo", "other")]
for title, kind in rows:
    db.execute("INSERT INTO studyTask (title, subjectId, kind, dueDate, priority, createdAt, sourceText) "
               "VALUES (?, NULL, ?, '2026-11-30', 'medium', '2026-11-21 09:00:00.000', ?)", (title, kind, title))
db.commit()
db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
db.close()
PY
rm -f "$out-wal" "$out-shm"
echo "wrote $out"
