#!/usr/bin/env bash
# Makes Fixtures/db/diario-v23.sqlite: a database whose newest migration is "v23-human-sciences", with a row in 19 of
# the 20 tables that had a UUID trigger before v24 (all but drillAnswer): tasks open and done, a card with its review,
# a material with its page and the mind map made from it, a grade, a lesson, an absence, a holiday, a goal in a term,
# a study session and the offline coach's conversation. It was run once with the binary built at a8daf34, the last
# commit before v24; the file is committed and must never be regenerated with a newer Diario.
#
# Usage: scripts/make-v23-fixture.sh PATH-TO-V23-DIARIO-BINARY
set -euo pipefail
bin=${1:?the v23 diario binary}
out=$PWD/Fixtures/db/diario-v23.sqlite
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rm -f "$out" "$out-wal" "$out-shm"
# Made in a folder of its own: a material's file is copied beside the database, and only the database is kept.
export DIARIO_DB=$work/diario.sqlite DIARIO_NOW=2026-11-23T10:00 TZ=Europe/Rome DIARIO_LANG=en HOME=$work/home
printf '# Storia\n\n## Hastings\n\nLa battaglia di Hastings fu nel 1066.\n\n- Bastiglia: 1789\n- Waterloo: 1815\n' \
    > "$work/storia.md"
"$bin" add "verifica di storia venerdì" >/dev/null
"$bin" add "compiti di matematica per domani" >/dev/null
"$bin" cards add --subject history "Hastings :: 1066" >/dev/null
"$bin" materials add "$work/storia.md" >/dev/null
"$bin" grades add --subject math --written 7.5 >/dev/null
"$bin" study history 45 >/dev/null
"$bin" timetable add "monday 8:00 math room 3" >/dev/null
"$bin" absences add 2026-11-23 --hours 1 >/dev/null
"$bin" goals add "40 hours of math and 30 cards" >/dev/null
"$bin" maps new --from 1 >/dev/null
"$bin" done 2 >/dev/null
"$bin" holidays add "ponte" 2026-12-07 2026-12-08 >/dev/null
"$bin" coach "ciao, cosa devo studiare?" >/dev/null 2>&1
printf '1066\n\n' | "$bin" quiz >/dev/null
python3 - "$DIARIO_DB" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
db.close()
PY
cp "$DIARIO_DB" "$out"
echo "wrote $out"
