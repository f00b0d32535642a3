#!/usr/bin/env python3
"""Sync benchmark (issue 28): the first sync of a big database to a new device, and an incremental sync of 10
changes, as medians, beside the cold start of `diario list` on the same database.

    python3 scripts/bench-sync.py .build/release/diario [--tasks 100000] [--runs 3]
"""
import argparse
import json
import os
import statistics
import subprocess
import tempfile
import time
import uuid


def run(binary, db, args, env, stdin=None):
    start = time.perf_counter()
    result = subprocess.run([binary, "--db", db] + args, env=env, input=stdin, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        raise SystemExit(f"{' '.join(args)}: {result.stderr}")
    return elapsed


def task_lines(count, first):
    lines = [json.dumps({"type": "diario", "format": 2})]
    for number in range(first, first + count):
        lines.append(json.dumps({
            "type": "task", "uuid": str(uuid.uuid4()), "title": f"Esercizio {number}", "subject": "math",
            "kind": "homework", "due": f"2026-{(number % 12) + 1:02d}-{(number % 28) + 1:02d}", "priority": "medium",
            "created_at": "2026-11-01T10:00:00.000Z", "updated_at": "2026-11-01T10:00:00.000Z",
        }))
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--tasks", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=3)
    options = parser.parse_args()
    binary = os.path.abspath(options.binary)
    with tempfile.TemporaryDirectory() as root:
        env = {"PATH": "/usr/bin:/bin", "HOME": root, "XDG_DATA_HOME": root, "TZ": "Europe/Rome",
               "DIARIO_NOW": "2026-11-25T10:00", "LANG": "C.UTF-8"}
        source = os.path.join(root, "laptop.sqlite")
        data = os.path.join(root, "tasks.jsonl")
        with open(data, "w") as handle:
            handle.write(task_lines(options.tasks, 1))
        run(binary, source, ["import", data], env)
        shared = os.path.join(root, "shared")
        os.mkdir(shared)
        run(binary, source, ["sync", "init", shared, "--device", "laptop"], env)

        first, incremental, cold_list = [], [], []
        for attempt in range(options.runs):
            device = os.path.join(root, f"phone{attempt}.sqlite")
            run(binary, device, ["list"], env)  # an empty database, made outside the timing
            first.append(run(binary, device, ["sync", "init", shared, "--device", f"phone{attempt}"], env))
        device = os.path.join(root, "phone0.sqlite")
        for attempt in range(options.runs * 2):
            small = os.path.join(root, f"ten{attempt}.jsonl")
            with open(small, "w") as handle:
                handle.write(task_lines(10, options.tasks + 10 * attempt + 1))
            run(binary, source, ["import", small], env)  # published by the one-shot command
            incremental.append(run(binary, device, ["sync"], env))
            cold_list.append(run(binary, device, ["list", "--json"], env))

    first_median = statistics.median(first)
    incremental_median = statistics.median(incremental)
    list_median = statistics.median(cold_list)
    print(f"sync, {options.tasks} tasks: first sync to a new device {first_median * 1000:.0f} ms "
          f"(median of {len(first)}); incremental sync of 10 changes {incremental_median * 1000:.1f} ms "
          f"(median of {len(incremental)}); cold `diario list --json` on that database {list_median * 1000:.1f} ms; "
          f"incremental / list = {incremental_median / list_median:.2f}x")


if __name__ == "__main__":
    main()
