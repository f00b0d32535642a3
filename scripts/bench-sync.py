#!/usr/bin/env python3
"""Sync benchmark (issue 28): the first sync of a big database to a new device (from the first device's files, and
from its snapshot), and an incremental sync of 10 changes, as medians, beside the cold start of `diario list` on the
same database.

    python3 scripts/bench-sync.py .build/release/diario [--tasks 100000] [--runs 3] [--write docs/benchmarks.md]
"""
import argparse
import json
import os
import statistics
import subprocess
import tempfile
import time
import uuid
from bench_markers import write_between_markers


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
    parser.add_argument("--write", help="put the figures between the bench-sync markers of this file")
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
        own = os.path.join(shared, "diario-sync", "v1", "laptop")
        file_bytes = sum(os.path.getsize(os.path.join(own, name)) for name in os.listdir(own))

        def new_device(name):
            device = os.path.join(root, name + ".sqlite")
            run(binary, device, ["list"], env)  # an empty database, made outside the timing
            return run(binary, device, ["sync", "init", shared, "--device", name], env)

        from_files = [new_device(f"phone{attempt}") for attempt in range(options.runs)]
        # The snapshot: the laptop folds what it holds; the files stay while the phones have not said they read them.
        run(binary, source, ["sync", "snapshot"], env)
        snapshot_bytes = sum(os.path.getsize(os.path.join(own, name)) for name in os.listdir(own)
                             if name.endswith(".dsnap"))
        for attempt in range(options.runs):  # the phones' progress lets the laptop remove its files
            run(binary, os.path.join(root, f"phone{attempt}.sqlite"), ["sync"], env)
        run(binary, source, ["sync", "snapshot"], env)
        left = sorted(name for name in os.listdir(own) if name.endswith(".dsync"))
        if left:
            raise SystemExit(f"the laptop's files were not removed after its snapshot: {left}")
        from_snapshot = [new_device(f"tablet{attempt}") for attempt in range(options.runs)]

        incremental, cold_list = [], []
        device = os.path.join(root, "phone0.sqlite")
        for attempt in range(options.runs * 2):
            small = os.path.join(root, f"ten{attempt}.jsonl")
            with open(small, "w") as handle:
                handle.write(task_lines(10, options.tasks + 10 * attempt + 1))
            run(binary, source, ["import", small], env)  # published by the one-shot command
            incremental.append(run(binary, device, ["sync"], env))
            cold_list.append(run(binary, device, ["list", "--json"], env))

    files_median = statistics.median(from_files)
    snapshot_median = statistics.median(from_snapshot)
    incremental_median = statistics.median(incremental)
    list_median = statistics.median(cold_list)
    lines = [
        f"{options.tasks:,} tasks; medians of {options.runs} first syncs each and {len(incremental)} incremental syncs:",
        "",
        "| what | time | beside a cold `diario list --json` on the same database |",
        "|---|---:|---:|",
        f"| first sync of a new device, from the first device's file ({file_bytes / 1e6:.1f} MB) "
        f"| {files_median * 1000:.0f} ms | {files_median / list_median:.0f}× |",
        f"| first sync of a new device, from its snapshot ({snapshot_bytes / 1e6:.1f} MB) "
        f"| {snapshot_median * 1000:.0f} ms | {snapshot_median / list_median:.0f}× |",
        f"| incremental sync of 10 changes | {incremental_median * 1000:.1f} ms | {incremental_median / list_median:.2f}× |",
        f"| cold `diario list --json` | {list_median * 1000:.1f} ms | 1× |",
    ]
    print("\n".join(lines))
    if options.write:
        write_into(options.write, lines)


def write_into(path, lines):
    """Puts this run's figures between the bench-sync markers of `path`."""
    write_between_markers(path, "bench-sync", [
        "Command: `make bench` (`scripts/bench-sync.py .build/release/diario --tasks 100000 --runs 3 "
        "--write docs/benchmarks.md`).", ""] + lines)


if __name__ == "__main__":
    main()
