#!/usr/bin/env python3
"""Two Diario binaries side by side in one run: what a change did to a cold command, told apart from the machine's
noise, which on a shared two-core machine moves every absolute time (and the hello's) by a fifth from one run to the
next.

The diaries are `scripts/bench-table.py`'s (an empty one; 100,000 tasks over four school years, 98% done; 100,000
open tasks), made by the BEFORE binary and copied for the AFTER one, which migrates its copy once before anything is
timed (so a change of schema is measured as the student meets it after the upgrade). Each round runs the static
hello, BEFORE and AFTER one after the other, so that a noisy moment hits all three; the table gives medians and the
10th percentile of wall time and of CPU time (user + system, from wait4), and AFTER / BEFORE.

Each binary must have its resource bundles (`*.resources`) in its folder, as `.build/release` has them.

Usage: scripts/bench-ab.py BEFORE AFTER [--runs N] [--cases empty,four,add,open,version]"""
import argparse
import importlib.util
import os
import shutil
import statistics
import subprocess
import sys
import time

parser = argparse.ArgumentParser()
parser.add_argument("before")
parser.add_argument("after")
parser.add_argument("--runs", type=int, default=60)
parser.add_argument("--cases", default="version,empty,four,add,open")
ARGS = parser.parse_args()

# A binary without its resource bundles beside it reads them from the build folder it was built in (SwiftPM's
# Bundle.module falls back to that path): a copy of an older build would read today's word tables and string tables,
# and measure neither build. Keep a build as a folder: `mkdir OLD && cp .build/release/diario OLD/ && cp -r
# .build/release/*.resources OLD/`.
for binary in (ARGS.before, ARGS.after):
    folder = os.path.dirname(os.path.abspath(binary))
    if not any(name.endswith("_DiarioLanguage.resources") for name in os.listdir(folder)):
        sys.exit(f"{binary}: no resource bundles beside it (it would read another build's); copy them with it")

# bench-table.py reads its own arguments when loaded: it is given BEFORE as the binary that makes the diaries.
sys.argv = [sys.argv[0], ARGS.before, "none"]
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
spec = importlib.util.spec_from_file_location("bench_table", os.path.join(HERE, "bench-table.py"))
table = importlib.util.module_from_spec(spec)
spec.loader.exec_module(table)

CASES = {
    "version": (["--version"], "empty"),
    "empty": (["list", "--json"], "empty"),
    "four": (["list", "--json"], "four"),
    "add": (["add", "verifica di storia venerdì"], "four"),
    "open": (["list", "--json"], "open"),
}


def diaries():
    """The three diaries in a folder for each binary: made by BEFORE, copied and migrated for AFTER."""
    folders = {}
    made = os.path.join(table.FOLDER, "before")
    os.makedirs(made)
    table.run([ARGS.before, "list"], dict(table.BASE_ENV, DIARIO_DB=os.path.join(made, "empty.sqlite")))
    table.fill_diario(os.path.join(made, "four.sqlite"), table.make_tasks(100_000, True))
    table.fill_diario(os.path.join(made, "open.sqlite"), table.make_tasks(100_000, False))
    copy = os.path.join(table.FOLDER, "after")
    os.makedirs(copy)
    for name in ("empty", "four", "open"):
        shutil.copy(os.path.join(made, name + ".sqlite"), copy)
        table.run([ARGS.after, "list"], dict(table.BASE_ENV, DIARIO_DB=os.path.join(copy, name + ".sqlite")))
    folders[ARGS.before], folders[ARGS.after] = made, copy
    return folders


def once(command, database):
    """Wall and CPU milliseconds of one run."""
    start = time.perf_counter()
    process = subprocess.Popen(command, env=dict(table.BASE_ENV, DIARIO_DB=database), stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = (time.perf_counter() - start) * 1000
    if status != 0:
        sys.exit(f"failed: {' '.join(command)}")
    return wall, (usage.ru_utime + usage.ru_stime) * 1000


def tenth(values):
    return sorted(values)[len(values) // 10]


def main():
    hello, _ = table.build_floors()
    folders = diaries()
    print(f"{ARGS.runs} rounds; BEFORE {ARGS.before}, AFTER {ARGS.after}\n")
    print("| command | hello, ms | BEFORE, ms | AFTER, ms | AFTER / BEFORE | AFTER / hello |")
    print("|---|---:|---:|---:|---:|---:|")
    for case in ARGS.cases.split(","):
        arguments, diary = CASES[case]
        samples = {name: ([], []) for name in ("hello", "before", "after")}
        for round_number in range(ARGS.runs):
            runs = [("hello", [hello], "")]
            for name, binary in (("before", ARGS.before), ("after", ARGS.after)):
                database = os.path.join(folders[binary], diary + ".sqlite")
                if case == "add":
                    # A fresh copy every 20 adds, so that the diary stays the size it was.
                    fresh = database.replace(".sqlite", "-add.sqlite")
                    if round_number % 20 == 0:
                        shutil.copy(database, fresh)
                    database = fresh
                runs.append((name, [binary] + arguments, database))
            for name, command, database in runs:
                wall, cpu = once(command, database)
                samples[name][0].append(wall)
                samples[name][1].append(cpu)
        wall = {name: statistics.median(values[0]) for name, values in samples.items()}
        low = {name: tenth(values[0]) for name, values in samples.items()}
        cpu = {name: statistics.median(values[1]) for name, values in samples.items()}
        print(f"| {case}: `diario {' '.join(arguments)}` | {wall['hello']:.2f} | {wall['before']:.2f} "
              f"(p10 {low['before']:.2f}, CPU {cpu['before']:.2f}) | {wall['after']:.2f} (p10 {low['after']:.2f}, "
              f"CPU {cpu['after']:.2f}) | {wall['after'] / wall['before']:.2f} | {wall['after'] / wall['hello']:.2f}× |",
              flush=True)
    shutil.rmtree(table.FOLDER, ignore_errors=True)


main()
