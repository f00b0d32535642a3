#!/usr/bin/env bash
# The issue-11 figure: a database of N tasks over four years (98% done, the open ones up to years overdue)
# goes through export → import into an empty database → export with identical files, and a second import
# changes nothing. Prints the time of each step.
#
# Usage: scripts/check-large-backup.sh [DIARIO-BINARY] [N]   (defaults: .build/release/diario, 100000)
set -euo pipefail
bin=$(realpath "${1:-.build/release/diario}")
count=${2:-100000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export DIARIO_NOW=2026-11-21T10:00 TZ=Europe/Rome HOME=$work XDG_DATA_HOME=$work/data LANG=C.UTF-8
python3 - "$count" > "$work/history.jsonl" <<'PY'
import datetime, json, sys
n = int(sys.argv[1])
start = datetime.datetime(2022, 11, 21, 8, 0, tzinfo=datetime.timezone.utc)
subjects = ["math", "history", "latino", "physics", "english", "italian"]
kinds = ["homework", "test", "reading", "study", "project", "oral"]
for i in range(1, n + 1):
    created = start + datetime.timedelta(seconds=i * 126_000_000 // n)
    task = {"title": f"Compito {i}", "subject": subjects[i % 6], "kind": kinds[i % 6],
            "due": (created + datetime.timedelta(days=3 + i % 9)).date().isoformat(),
            "created_at": created.strftime("%Y-%m-%dT%H:%M:%SZ")}
    if i % 50:  # 98% done, an hour after filing; the rest stay open, some for years
        task["completed_at"] = (created + datetime.timedelta(hours=1)).strftime("%Y-%m-%dT%H:%M:%SZ")
    print(json.dumps(task, ensure_ascii=False))
PY
step() {
    local name=$1; shift
    local t0=$(date +%s%N)
    "$@" > "$work/last.out"
    local ms=$(( ($(date +%s%N) - t0) / 1000000 ))
    printf '%-44s %4d.%03d s\n' "$name" $((ms / 1000)) $((ms % 1000))
}
step "import $count tasks (first format)" "$bin" --db "$work/a.sqlite" import "$work/history.jsonl"
step "export" "$bin" --db "$work/a.sqlite" export --output "$work/one.jsonl"
step "import into an empty database" "$bin" --db "$work/b.sqlite" import "$work/one.jsonl"
step "export again" "$bin" --db "$work/b.sqlite" export --output "$work/two.jsonl"
step "import the same file a second time" "$bin" --db "$work/b.sqlite" import --json "$work/one.jsonl"
cp "$work/last.out" "$work/twice.json"
step "export after the second import" "$bin" --db "$work/b.sqlite" export --output "$work/three.jsonl"
echo "tasks in the export: $(grep -c '"type":"task"' "$work/one.jsonl"), open: $(grep '"type":"task"' "$work/one.jsonl" | grep -c '"completed_at":null')"
echo "second import: $(cat "$work/twice.json")"
cmp "$work/one.jsonl" "$work/two.jsonl" && cmp "$work/one.jsonl" "$work/three.jsonl" && echo "identical: yes"
