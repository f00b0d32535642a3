#!/usr/bin/env python3
"""make bench: Diario's parser beside Duckling and Python's dateparser 1.5 on the labelled corpora, in one run.

Every tool reads every utterance of Fixtures/nl/corpus.jsonl (written with the parser) and of
Fixtures/nl/unseen.jsonl (written before issue 13 changed it) with that entry's own "now", in Europe/Rome.
- Diario: the release binary in batch mode (`diario parse --json --now NOW`, one utterance per input line),
  the corpus repeated so that process start-up is a small part; start-up is measured alone and taken off.
- Duckling (PyPI pyduckling-native-phihos, the Haskell library compiled in): the time dimension parsed with
  the Italian and the English locale; of all the time entities found, the longer match wins (then the earlier);
  its day (an interval's start) is the due date.
- dateparser: `search_dates(text, languages=["en", "it"], settings={"RELATIVE_BASE": now,
  "PREFER_DATES_FROM": "future"})`, the first date it finds being its due date.
Times are medians over several runs. Accuracy is on the due date: right when the date (or its absence)
matches the label, over every entry labelled with "due".

Usage: python3 scripts/bench.py BINARY [--runs 5] [--repeat 300] [--summary FILE]
"""
import argparse
import json
import statistics
import subprocess
import sys
import time
from collections import defaultdict
from datetime import datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def load_corpus(name):
    with open(ROOT / "Fixtures" / "nl" / name, encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def run_diario(binary, groups, repeat, runs):
    """Seconds per utterance (start-up removed), and the due dates Diario gave, by entry index."""
    dues = {}
    for now, items in groups.items():
        out = subprocess.run([binary, "parse", "--json", "--now", now], input="\n".join(e["text"] for _, e in items) + "\n",
                             capture_output=True, text=True, env={"TZ": "Europe/Rome", "PATH": "/usr/bin:/bin"})
        lines = out.stdout.splitlines()
        assert len(lines) == len(items), f"{len(lines)} lines out for {len(items)} in"
        for (index, _), line in zip(items, lines):
            dues[index] = json.loads(line).get("due")

    inputs = {now: ("\n".join(e["text"] for _, e in items) + "\n") * repeat for now, items in groups.items()}
    total_lines = sum(len(items) for items in groups.values()) * repeat
    env = {"TZ": "Europe/Rome", "PATH": "/usr/bin:/bin"}

    def timed(feed):
        start = time.perf_counter()
        for now, text in feed.items():
            subprocess.run([binary, "parse", "--json", "--now", now], input=text, capture_output=True, text=True,
                           env=env, check=False)
        return time.perf_counter() - start

    startup = statistics.median(timed({now: "" for now in groups}) for _ in range(runs))
    wall = [timed(inputs) for _ in range(runs)]
    per_utterance = (statistics.median(wall) - startup) / total_lines
    return per_utterance, dues, total_lines, startup


def measured(first_date, entries, runs):
    """A peer's median seconds per utterance over `runs` passes, and its due date for every entry."""
    dues = {i: first_date(e) for i, e in enumerate(entries)}
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        for entry in entries:
            first_date(entry)
        times.append((time.perf_counter() - start) / len(entries))
    return statistics.median(times), dues


def run_dateparser(entries, runs):
    from dateparser.search import search_dates

    def first_date(entry):
        base = datetime.fromisoformat(entry["now"])
        try:
            found = search_dates(entry["text"], languages=["en", "it"],
                                 settings={"RELATIVE_BASE": base, "PREFER_DATES_FROM": "future"})
        except Exception:
            return None
        return found[0][1].date().isoformat() if found else None

    return measured(first_date, entries, runs)


def run_duckling(entries, runs):
    from zoneinfo import ZoneInfo
    from duckling import (Context, default_locale_lang, load_time_zones, parse, parse_dimensions, parse_lang,
                          parse_ref_time)

    zones = load_time_zones("/usr/share/zoneinfo")
    dimensions = parse_dimensions(["time"])
    locales = [default_locale_lang(parse_lang(code)) for code in ("IT", "EN")]

    def day_of(value):
        if "value" in value:
            return value["value"][:10]
        for side in ("from", "to"):
            if isinstance(value.get(side), dict) and "value" in value[side]:
                return value[side]["value"][:10]
        return None

    def first_date(entry):
        now = datetime.fromisoformat(entry["now"]).replace(tzinfo=ZoneInfo("Europe/Rome"))
        reference = parse_ref_time(zones, "Europe/Rome", int(now.timestamp()))
        found = []
        for locale in locales:
            found += parse(entry["text"], Context(reference, locale), dimensions, False)
        if not found:
            return None
        best = min(found, key=lambda e: (-(e["end"] - e["start"]), e["start"]))
        return day_of(best["value"])

    return measured(first_date, entries, runs)


def accuracy(entries, dues):
    labelled = [i for i, e in enumerate(entries) if "due" in e["expect"]]
    right = sum(1 for i in labelled if dues.get(i) == entries[i]["expect"]["due"])
    return right, len(labelled)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=300)
    parser.add_argument("--peer-runs", type=int, default=3)
    parser.add_argument("--summary", help="also write µs per utterance by corpus and tool, as JSON, to this file")
    args = parser.parse_args()

    targets = []
    summary = {}
    for name in ("corpus.jsonl", "unseen.jsonl"):
        entries = load_corpus(name)
        groups = defaultdict(list)
        for index, entry in enumerate(entries):
            groups[entry["now"]].append((index, entry))

        ours, our_dues, lines, startup = run_diario(args.binary, groups, args.repeat, args.runs)
        duckling, duckling_dues = run_duckling(entries, args.peer_runs)
        theirs, their_dues = run_dateparser(entries, args.peer_runs)
        labelled = accuracy(entries, our_dues)[1]
        rows = [("diario parse (release, batch)", ours, our_dues),
                ("Duckling (pyduckling-native-phihos, it + en)", duckling, duckling_dues),
                ("dateparser 1.5 search_dates", theirs, their_dues)]

        print(f"{name}: {len(entries)} utterances, {labelled} labelled with a due date (or its absence)")
        print(f"diario: {lines} lines in batch mode, {args.runs} runs, start-up {startup * 1000:.1f} ms for "
              f"{len(groups)} processes taken off")
        print()
        print("| tool | µs per utterance (median) | due date right |")
        print("|---|---:|---:|")
        right = {}
        for tool, seconds, dues in rows:
            right[tool], _ = accuracy(entries, dues)
            print(f"| {tool} | {seconds * 1e6:.2f} | {right[tool]}/{labelled} ({100 * right[tool] / labelled:.1f}%) |")
        print()
        print(f"ratio: diario is {theirs / ours:.0f}× faster than dateparser and {duckling / ours:.0f}× faster than "
              f"Duckling")
        print()
        summary[name] = {"diario": ours * 1e6, "Duckling": duckling * 1e6, "dateparser": theirs * 1e6}
        mine = right[rows[0][0]]
        targets += [(f"{name}: at most 15 µs per utterance (issues 39 and 43)", ours * 1e6 <= 15),
                    (f"{name}: at least 100× faster than dateparser (issue 43)", theirs / ours >= 100),
                    (f"{name}: ahead of Duckling on due dates", mine > right[rows[1][0]]),
                    (f"{name}: ahead of dateparser on due dates", mine > right[rows[2][0]])]
    for name, met in targets:
        print(f"target {name}: {'met' if met else 'NOT met'}")
    if args.summary:
        with open(args.summary, "w") as out:
            json.dump(summary, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
