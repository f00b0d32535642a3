#!/usr/bin/env bash
# Makes Fixtures/db/sealed-v1/: two devices that sync through an encrypted folder, as the last binary before
# libsodium left them: encryption.txt version 1 (PBKDF2-HMAC-SHA256), payloads and a snapshot sealed with the IETF
# ChaCha20-Poly1305 of swift-crypto. The passphrase is "gatto nero 42".
# The laptop made two tasks and a card and encrypted the folder; the phone joined, then renamed task 1; the laptop
# wrote a snapshot, then completed task 2. Neither has read the other's last files: a newer binary must open both
# kinds of file to bring them level.
# It was run once with the binary built at 535449e, the last commit before libsodium; the files are committed and must
# never be regenerated with a newer Diario. The folder path stored in each database is the one the script ran in: a
# test moves it.
#
# Usage: scripts/make-sealed-v1-fixture.sh PATH-TO-535449e-DIARIO-BINARY
set -euo pipefail
bin=${1:?the 535449e diario binary}
out=Fixtures/db/sealed-v1
rm -rf "$out"
mkdir -p "$out/folder"
export DIARIO_NOW=2026-11-20T10:00 TZ=Europe/Rome LANG=C.UTF-8 HOME=$(mktemp -d) DIARIO_SYNC_PASSPHRASE="gatto nero 42"
laptop="$bin --db $out/laptop.sqlite"
phone="$bin --db $out/phone.sqlite"
$laptop add "compiti di matematica per venerdì" >/dev/null
$laptop add "verifica di storia giovedì prossimo" >/dev/null
$laptop cards add --subject history "battaglia di Hastings :: 1066" >/dev/null
$laptop sync init "$(pwd)/$out/folder" --device laptop --encrypt >/dev/null
$phone sync init "$(pwd)/$out/folder" --device phone --encrypt >/dev/null
DIARIO_NOW=2026-11-20T11:00 $phone edit 1 --title "compiti di matematica: esercizi 4 e 5" >/dev/null
DIARIO_NOW=2026-11-20T12:00 $laptop sync snapshot >/dev/null
DIARIO_NOW=2026-11-20T12:30 $laptop done 2 >/dev/null
for db in "$out/laptop.sqlite" "$out/phone.sqlite"; do
    sqlite3 "$db" "PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode=DELETE;" >/dev/null
done
rm -f "$out"/*.sqlite-wal "$out"/*.sqlite-shm
