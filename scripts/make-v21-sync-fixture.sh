#!/usr/bin/env bash
# Makes Fixtures/db/v21-sync/: two devices that sync through one folder, as the last binary before v22 left them:
# laptop.sqlite and phone.sqlite, and the folder (folder/diario-sync) with their change files and a laptop snapshot.
# The laptop made tasks (one edited, one completed, one deleted), a material with pages and a card; the phone
# edited a task the laptop made. Its shadow is in the form before v22 (every column's stamp).
# It was run once with the binary built at 45619db, the last commit before v22; the files are committed and must
# never be regenerated with a newer Diario. The folder path stored in each database is the one the script ran in: a
# test moves it. The material's first page is long enough for v22 to hold its text by digest.
#
# Usage: scripts/make-v21-sync-fixture.sh PATH-TO-V21-DIARIO-BINARY
set -euo pipefail
bin=${1:?the v21 diario binary}
out=Fixtures/db/v21-sync
rm -rf "$out"
mkdir -p "$out/folder"
export DIARIO_NOW=2026-11-20T10:00 TZ=Europe/Rome LANG=C.UTF-8 HOME=$(mktemp -d)
laptop="$bin --db $out/laptop.sqlite"
phone="$bin --db $out/phone.sqlite"
$laptop add "compiti di matematica per venerdì" >/dev/null
$laptop add "verifica di storia giovedì prossimo" >/dev/null
$laptop add "leggere il capitolo 3 di scienze per lunedì" >/dev/null
printf 'Il feudo\n\nTerra data dal re al vassallo in cambio di fedelta e di aiuto in guerra: il beneficio, che col tempo divenne ereditario.\n\fSeconda pagina: il vassallo.\n' > "$HOME/feudo.txt"
$laptop materials add "$HOME/feudo.txt" --subject history >/dev/null
$laptop cards add --subject history "battaglia di Hastings :: 1066" >/dev/null
$laptop sync init "$out/folder" --device laptop >/dev/null
$laptop edit "#1" --title "compiti di matematica: esercizi 4 e 5" >/dev/null
$laptop sync >/dev/null
$phone sync init "$out/folder" --device phone >/dev/null
DIARIO_NOW=2026-11-20T11:00 $phone edit "#2" --title "verifica di storia: il feudo" >/dev/null
DIARIO_NOW=2026-11-20T11:00 $phone sync >/dev/null
DIARIO_NOW=2026-11-20T12:00 $laptop done 3 >/dev/null
DIARIO_NOW=2026-11-20T12:00 $laptop sync >/dev/null
DIARIO_NOW=2026-11-20T12:30 $laptop delete 1 </dev/null >/dev/null
DIARIO_NOW=2026-11-20T12:30 $laptop sync >/dev/null
DIARIO_NOW=2026-11-20T12:40 $laptop sync snapshot >/dev/null
DIARIO_NOW=2026-11-20T13:00 $phone sync >/dev/null
for db in "$out/laptop.sqlite" "$out/phone.sqlite"; do sqlite3 "$db" "PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode=DELETE;" >/dev/null; done
rm -f "$out"/*.sqlite-wal "$out"/*.sqlite-shm
