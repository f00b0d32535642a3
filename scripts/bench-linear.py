#!/usr/bin/env python3
"""make bench: parse time grows linearly with the line, even on lines built to be hard.

For each unit, `diario parse --json` reads 10×LINES lines of 1,000 characters, then LINES lines of 10,000 (the
longest a line may be), each the unit repeated: the same characters in all, so start-up (the time of an empty input,
taken off both) is a small part of each. Linear is about
10× for the longer lines; quadratic would be about 100×. Medians of RUNS runs. Exits 1 when a unit's ratio is 40×
or more (the bound the unit test had before timing left the test suite).

Usage: python3 scripts/bench-linear.py BINARY [--runs 5] [--lines 40]
"""
import argparse
import statistics
import subprocess
import sys
import time

UNITS = ["compiti di storia per venerdì alle 9 ", "“", "mar ", "aaaaaaaaaaaaaaaaaaaaaaaa", "il 3 e ", "!?.,",
         "every other ", "ho finito ", "1/1/1/1/1/", "dell'"]
BOUND = 40


def seconds(binary, text, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([binary, "parse", "--json", "--now", "2026-11-21T10:00"], input=text.encode(),
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def line(unit, length):
    return (unit * (length // len(unit) + 1))[:length]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--lines", type=int, default=40)
    args = parser.parse_args()
    start_up = seconds(args.binary, "", args.runs)
    failed = False
    print(f"Parse time per line by length ({10 * args.lines} and {args.lines} lines, start-up {start_up * 1000:.1f} ms taken off)")
    print("| unit | 1,000 chars | 10,000 chars | ratio |")
    print("|---|---|---|---|")
    for unit in UNITS:
        short = seconds(args.binary, "\n".join([line(unit, 1_000)] * 10 * args.lines) + "\n", args.runs) - start_up
        long = seconds(args.binary, "\n".join([line(unit, 10_000)] * args.lines) + "\n", args.runs) - start_up
        per_short, per_long = short / (10 * args.lines), long / args.lines
        ratio = per_long / max(per_short, 1e-9)
        failed |= ratio >= BOUND
        print(f"| {unit!r} | {per_short * 1e6:.0f} µs | {per_long * 1e6:.0f} µs | {ratio:.1f}× |")
    if failed:
        print(f"FAILED: a line 10× longer took {BOUND}× as long or more", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
