#!/usr/bin/env bash
# The scenario of issue 16's "Done when", through the real binary: 60 history cards with mixed histories (quizzed in
# September, October and November, some forgotten), a test in 7 days, then `diario plan --json` and `diario plan`.
# The same deck as Tests/DiarioEndToEndTests/Exams/ExamPlanTests.swift. Prints the plan; the database is left in a
# temporary folder.
#
# Usage: scripts/demo-plan.sh [PATH-TO-DIARIO]   (default .build/debug/diario)
set -euo pipefail
bin=$(realpath "${1:-.build/debug/diario}")
dir=$(mktemp -d)
export DIARIO_DB=$dir/diario.sqlite TZ=Europe/Rome LANG=C.UTF-8
for i in $(seq 1 60); do echo "domanda di storia $i,risposta $i"; done >"$dir/storia.csv"
DIARIO_NOW=2026-09-01T15:00 "$bin" cards import "$dir/storia.csv" --subject history >/dev/null
quiz() {  # quiz NOW LIMIT RATINGS: Enter then a rating per card, ratings in turn
    local now=$1 limit=$2 ratings=(${3//,/ }) input="" i
    for ((i = 0; i < limit; i++)); do input+=$'\n'"${ratings[i % ${#ratings[@]}]}"$'\n'; done
    printf '%s' "$input" | DIARIO_NOW=$now "$bin" quiz --subject history --limit "$limit" >/dev/null
}
quiz 2026-09-01T16:00 60 3
quiz 2026-09-02T16:00 60 4,3,3,2
quiz 2026-10-15T16:00 40 3,1,3
quiz 2026-11-10T16:00 15 3,4,1
export DIARIO_NOW=2026-11-23T16:00
"$bin" add "verifica di storia il 30 novembre" >/dev/null
"$bin" plan --json
"$bin" plan
echo "database: $DIARIO_DB"
