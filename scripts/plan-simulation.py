#!/usr/bin/env python3
"""The simulation of docs/srs.md, "Ready on the day": plain FSRS, Diario's plan and cramming on the same seeds.

Runs `DiarioBench plan-simulation SEEDS` (a release build of Sources/DiarioBench; the simulation itself is
Sources/DiarioSRS/ReviewPlanSimulation.swift), averages every figure over the seeds for a test in 3, 7 and 14 days,
prints a Markdown table and, with --write FILE, puts it between the plan-simulation markers of FILE. Exits 1 when a
claim of docs/srs.md does not hold: the plan's recall on the day above plain FSRS's, with fewer reviews than
cramming, and no loss 30 days later (within 0.005).

Usage: scripts/plan-simulation.py DIARIOBENCH [--seeds N] [--write docs/srs.md]
"""
import argparse
import json
import re
import subprocess
import sys
from collections import defaultdict

LABELS = {
    "fsrs": "plain FSRS (due cards only)",
    "plan": "Diario's plan (target 0.95, the default)",
    "plan-0.90": "Diario's plan at target 0.90",
    "cram": "cramming (every card the day before)",
}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("bench")
    parser.add_argument("--seeds", type=int, default=100)
    parser.add_argument("--write")
    args = parser.parse_args()

    output = subprocess.run(
        [args.bench, "plan-simulation", str(args.seeds)], check=True, capture_output=True, text=True
    ).stdout
    runs = [json.loads(line) for line in output.splitlines() if line.strip()]
    groups = defaultdict(list)
    for run in runs:
        groups[(run["days"], run["strategy"])].append(run)

    def mean(days, strategy, key):
        rows = groups[(days, strategy)]
        return sum(row[key] for row in rows) / len(rows)

    lines = [
        f"Means over {args.seeds} seeds (60 cards each); `scripts/plan-simulation.py .build/release/DiarioBench "
        f"--seeds {args.seeds}`.",
        "",
        "| test in | strategy | reviews before the test | recall on the test day | recall 30 days after | "
        "reviews in those 30 days |",
        "|---|---|---|---|---|---|",
    ]
    failures = []
    for days in (3, 7, 14):
        for strategy in ("fsrs", "plan", "plan-0.90", "cram"):
            lines.append(
                f"| {days} days | {LABELS[strategy]} | {mean(days, strategy, 'reviews_before'):.1f} | "
                f"{mean(days, strategy, 'recall_on_day'):.3f} | {mean(days, strategy, 'recall_after_30'):.3f} | "
                f"{mean(days, strategy, 'reviews_after'):.1f} |"
            )
        wins = sum(
            1
            for plan, fsrs in zip(groups[(days, "plan")], groups[(days, "fsrs")])
            if plan["recall_on_day"] > fsrs["recall_on_day"]
        )
        lines.append(f"| | *plan above plain FSRS on the day* | | {wins} of {args.seeds} seeds | | |")
        if mean(days, "plan", "recall_on_day") <= mean(days, "fsrs", "recall_on_day"):
            failures.append(f"{days} days: the plan's recall on the day is not above plain FSRS's")
        if mean(days, "plan", "reviews_before") >= mean(days, "cram", "reviews_before"):
            failures.append(f"{days} days: the plan does not take fewer reviews than cramming")
        if mean(days, "plan", "recall_after_30") < mean(days, "fsrs", "recall_after_30") - 0.005:
            failures.append(f"{days} days: the plan loses recall 30 days after the test")
    table = "\n".join(lines)
    print(table)

    if args.write:
        with open(args.write, encoding="utf-8") as handle:
            text = handle.read()
        pattern = re.compile(r"(<!-- plan-simulation:begin -->\n).*?(<!-- plan-simulation:end -->)", re.S)
        if not pattern.search(text):
            sys.exit(f"{args.write} has no plan-simulation markers")
        text = pattern.sub(lambda match: match.group(1) + table + "\n" + match.group(2), text)
        with open(args.write, "w", encoding="utf-8") as handle:
            handle.write(text)
    for failure in failures:
        print("CLAIM NOT MET: " + failure, file=sys.stderr)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
