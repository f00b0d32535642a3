#!/usr/bin/env bash
# Makes Fixtures/db/diario-v9.sqlite: a database whose newest migration is "v9-review-reasons", with the data of the v8
# fixture's kind (tasks open and done, a test with a subject, a custom subject with an alias, cards with reviews, a
# saved language, study sessions, a term with a goal), plus what v9 brought: reviews shown because of a test's plan
# or ahead of it (reason 'plan' / 'ahead') and saved plan settings; and the undo journal those changes left.
# It was run once with the binary built at c4b5e39~1, the last commit before v10; the file is committed and must
# never be regenerated with a newer Diario.
#
# Usage: scripts/make-v9-fixture.sh PATH-TO-V9-DIARIO-BINARY
set -euo pipefail
bin=${1:?the v9 diario binary}
out=Fixtures/db/diario-v9.sqlite
rm -f "$out" "$out-wal" "$out-shm"
export DIARIO_DB=$out DIARIO_NOW=2026-11-22T10:00 TZ=Europe/Rome
"$bin" add "compiti di matematica per venerdì" >/dev/null
"$bin" add "verifica di storia giovedì prossimo" >/dev/null
"$bin" done 1 >/dev/null
"$bin" subjects add Latino --alias lat >/dev/null
"$bin" cards add --subject history "battaglia di Hastings :: 1066" >/dev/null
"$bin" cards add --subject history --tag risorgimento "spedizione dei Mille :: 1860" >/dev/null
"$bin" cards add --subject history "caduta di Costantinopoli :: 1453" >/dev/null
printf '1066\n\n1860\n\n' | "$bin" quiz --subject history >/dev/null
"$bin" study math 30 >/dev/null
"$bin" terms add "primo quadrimestre" 2026-09-14 2027-01-31 >/dev/null
"$bin" goals add "obiettivo: 10 ore di storia questo quadrimestre" >/dev/null
"$bin" add "interrogazione di storia mercoledì" >/dev/null
"$bin" plan --target 0.85 --budget 40 --save >/dev/null
printf "1066\n\n1860\n\n" | "$bin" prepare history --limit 2 >/dev/null
echo "/lang it" | "$bin" >/dev/null
python3 - "$out" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
db.close()
PY
rm -f "$out-wal" "$out-shm"
echo "wrote $out"
