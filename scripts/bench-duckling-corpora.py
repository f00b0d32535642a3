#!/usr/bin/env python3
"""make bench: Diario's due dates on Duckling's own Italian and English time corpora.

The corpora are not in this repository (they are Duckling's text, under its licence). They are read from the
`duckling` 1.8.0 wheel on PyPI, which ships the Clojure Duckling jar with `languages/{it,en}/corpus/time.clj`:
a reference time (Tuesday 12 February 2013, 04:30), then groups of phrases each followed by the value they mean,
`(datetime Y M D …)` or `(datetime-interval [Y M D h] [Y M D h])`.

Each phrase is put in a planner line ("verifica di storia PHRASE", "history test PHRASE") and read by
`diario parse --json --now 2013-02-12T04:30` in batch mode. It is right when Diario's due date is the day of
Duckling's value (an interval's start). Phrases whose value has no day (a month, a year) are not counted; phrases
about the past and times of day are counted, and docs/decisions.md says where the spec reads them otherwise on
purpose. Targets (issue 25): Italian >= 85%, English >= 80%.

Usage: python3 scripts/bench-duckling-corpora.py BINARY [--cache DIR] [--misses]
"""
import argparse
import json
import re
import subprocess
import sys
import zipfile
from pathlib import Path

WHEEL = "duckling==1.8.0"
JAR = "duckling/jars/duckling-0.4.23.jar"
NOW = "2013-02-12T04:30"
FRAMES = {"it": "verifica di storia {}", "en": "history test {}"}
TARGETS = {"it": 0.85, "en": 0.80}


def corpus_text(cache, language):
    """The text of Duckling's time corpus for `language`, downloading the wheel into `cache` once."""
    cache.mkdir(parents=True, exist_ok=True)
    wheels = sorted(cache.glob("duckling-1.8.0-*.whl"))
    if not wheels:
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "-d", str(cache), WHEEL],
                       check=True)
        wheels = sorted(cache.glob("duckling-1.8.0-*.whl"))
    with zipfile.ZipFile(wheels[0]) as wheel:
        jar_path = cache / "duckling.jar"
        if not jar_path.exists():
            jar_path.write_bytes(wheel.read(JAR))
    with zipfile.ZipFile(jar_path) as jar:
        return jar.read(f"languages/{language}/corpus/time.clj").decode("utf-8")


TOKEN = re.compile(r'"((?:[^"\\]|\\.)*)"|;[^\n]*|(\()|(\))|([^\s()"]+)')


def examples(text):
    """(phrase, day or None) for every phrase of a corpus file; day is (Y, M, D) of the value it means."""
    depth, phrases, form, found = 0, [], [], []
    for match in TOKEN.finditer(text):
        string, opening, closing, atom = match.groups()
        if match.group(0).startswith(";"):
            continue
        if opening:
            depth += 1
            if depth == 2:
                form = []
            continue
        if closing:
            depth -= 1
            if depth == 1 and form:
                day = value_day(form)
                found += [(phrase, day) for phrase in phrases]
                phrases, form = [], []
            continue
        if depth == 1 and string is not None:
            phrases.append(string.replace('\\"', '"'))
        elif depth >= 2:
            form.append(atom if atom is not None else string)
    return found


def value_day(form):
    """The day a `(datetime …)` or `(datetime-interval […] […])` form means, or None without one."""
    numbers = []
    for atom in form[1:]:
        if atom is None:
            continue
        cleaned = atom.strip("[]")
        if not cleaned.lstrip("-").isdigit():
            break
        numbers.append(int(cleaned))
        if atom.endswith("]"):
            break
    return tuple(numbers[:3]) if len(numbers) >= 3 else None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--cache", default=".build/duckling-corpora")
    parser.add_argument("--misses", action="store_true", help="print every phrase read otherwise")
    args = parser.parse_args()

    results = {}
    for language in ("it", "en"):
        found = examples(corpus_text(Path(args.cache), language))
        unique = list(dict.fromkeys(found))
        counted = [(phrase, day) for phrase, day in unique if day is not None]
        lines = [FRAMES[language].format(phrase.replace("\n", " ")) for phrase, _ in counted]
        out = subprocess.run([args.binary, "parse", "--json", "--now", NOW], input="\n".join(lines) + "\n",
                             capture_output=True, text=True, env={"TZ": "Europe/Rome", "PATH": "/usr/bin:/bin"})
        answers = [json.loads(line) for line in out.stdout.splitlines()]
        assert len(answers) == len(counted), f"{len(answers)} answers for {len(counted)} lines"
        right = 0
        for (phrase, day), answer in zip(counted, answers):
            expected = "%04d-%02d-%02d" % day
            if answer.get("due") == expected:
                right += 1
            elif args.misses:
                print(f"  {language} miss: {phrase!r}: Duckling {expected}, Diario {answer.get('due')}")
        results[language] = (right, len(counted), len(unique) - len(counted))

    print("| corpus (Duckling 0.4.23) | phrases with a day | Diario's due date right | not counted (no day) |")
    print("|---|---:|---:|---:|")
    for language, (right, total, skipped) in results.items():
        print(f"| {language}/corpus/time.clj | {total} | {right}/{total} ({100 * right / total:.1f}%) | {skipped} |")
    for language, (right, total, _) in results.items():
        met = right / total >= TARGETS[language]
        print(f"target Duckling's {language} time corpus: at least {TARGETS[language]:.0%} of due dates: "
              f"{'met' if met else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
