#!/usr/bin/env bash
# Makes Fixtures/db/diario-v6.sqlite: a database whose newest migration is "v6-identities-and-undo-journal", with tasks
# (open, done, a test, a repeating one, one moved and one deleted), a custom subject with an alias, cards of two
# subjects with reviews (one remembered, one forgotten), a conversation with the offline coach, a saved language,
# and the undo journal those changes left.
# It was run once with the binary built at the last commit before v7; the file is committed and must never be
# regenerated with a newer Diario.
#
# Usage: scripts/make-v6-fixture.sh PATH-TO-V6-DIARIO-BINARY
set -euo pipefail
bin=${1:?the v6 diario binary}
out=Fixtures/db/diario-v6.sqlite
rm -f "$out" "$out-wal" "$out-shm"
export DIARIO_DB=$out DIARIO_NOW=2026-11-21T10:00 TZ=Europe/Rome
"$bin" add "compiti di matematica per venerdì" >/dev/null
"$bin" add "verifica di storia martedì prossimo" >/dev/null
"$bin" add "leggere il capitolo 3 di fisica per domani" >/dev/null
"$bin" done 1 >/dev/null
"$bin" subjects add Latino --alias lat >/dev/null
"$bin" add "versione di latino per lunedì" >/dev/null
"$bin" add "palestra ogni lunedì" >/dev/null
"$bin" add "ricerca di geografia per giovedì" >/dev/null
printf 'spostata la ricerca di geografia a venerdì\n' | "$bin" >/dev/null
"$bin" add "comprare il quaderno nuovo" >/dev/null
printf "/delete 7\n" | "$bin" >/dev/null
"$bin" cards add --subject history "battaglia di Hastings :: 1066" >/dev/null
"$bin" cards add --subject history "scoperta dell'America :: 1492" >/dev/null
"$bin" cards add --subject physics "unità della forza :: newton" >/dev/null
printf '1066\n\n1500\n\n' | "$bin" quiz --subject history >/dev/null
env -u DIARIO_LLM_BASE_URL -u OPENAI_API_KEY "$bin" coach "non riesco a concentrarmi" >/dev/null
echo "/lang it" | "$bin" >/dev/null
python3 - "$out" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
db.close()
PY
rm -f "$out-wal" "$out-shm"
echo "wrote $out"
