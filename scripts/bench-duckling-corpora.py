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
                value = value_day(form)
                found += [(phrase, value) for phrase in phrases]
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
    return (tuple(numbers[:3]), numbers[3] if len(numbers) >= 4 else None) if len(numbers) >= 3 else None


# Where the spec reads a phrase otherwise on purpose (docs/decisions.md, "Duckling's corpora"): each rule names a
# family of phrases by its words, never a phrase by itself. Phrases of these families are scored apart.
ON_PURPOSE = [
    ("a window of time from now (Duckling: its start; a deadline is no window)",
     r"\b(last|past|next|ultim[aei]|prossim[aei]|scors[aei]|passat[aei])( \w+)?( \w+)? (seconds|minutes|hours?|hrs?"
     r"|days|weeks|secondi|minuti|ore|giorni|settimane)\b|\b(ore|giorni|settimane|minuti|secondi) (passat|scors)"
     r"|ultima ora|\blast 24hrs"),
    ("seasons and quarters (no day; a trimestre is a school term)",
     r"estate|inverno|autunno|primavera|summer|winter|\bfall\b|spring|trimestre|quarter|\bqtr\b"),
    ("the weekend is Saturday, this week ends on Sunday (Duckling: Friday evening, Monday)",
     r"week-?end|fine ?settimana|this week|questa settimana|in settimana|current week|coming week|per la settimana"),
    ("night runs into the next day in Duckling; in a planner it is that day's",
     r"\bnotte\b|nottata|stanotte|\bnight\b"),
    ("next <weekday> is in next calendar week",
     r"\bnext (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|prossimo (lunedi|martedi|mercoledi)"
     r"|(lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica) prossim"),
    ("a span is a deadline at its end (Duckling: an interval from now)",
     r"in due settimane|per due settimane|within \d+ weeks|fino alla fine|by eom|by the end of"),
]


def on_purpose(phrase, day, hour):
    """The family of `ON_PURPOSE` a phrase belongs to, or None; also a bare hour from 1 to 7 (spec: afternoon)
    and a date without a year already past (spec: next year)."""
    folded = phrase.lower().translate(str.maketrans("àèéìòù", "aeeiou"))
    for name, pattern in ON_PURPOSE:
        if re.search(pattern, folded):
            return name
    marked = re.search(r"\bam\b|a\.m\.|\d(am|a)\b|mattin|morning|\bin the am", folded)
    if hour is not None and 1 <= hour <= 7 and not marked:
        return "a bare hour from 1 to 7 is in the afternoon (school ends at two)"
    if day is not None and day < (2013, 2, 12) and not re.search(r"\b(19|20)\d\d\b|/\d\d\b", folded) \
            and re.search(r"\d|gennaio|febbraio|feb|jan", folded):
        return "a date without a year is this year's if not past, else next year's"
    return None


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
        counted = [(phrase, value) for phrase, value in unique if value is not None]
        lines = [FRAMES[language].format(phrase.replace("\n", " ")) for phrase, _ in counted]
        out = subprocess.run([args.binary, "parse", "--json", "--now", NOW], input="\n".join(lines) + "\n",
                             capture_output=True, text=True, env={"TZ": "Europe/Rome", "PATH": "/usr/bin:/bin"})
        answers = [json.loads(line) for line in out.stdout.splitlines()]
        assert len(answers) == len(counted), f"{len(answers)} answers for {len(counted)} lines"
        right = comparable = comparable_right = 0
        families = {}
        for (phrase, (day, hour)), answer in zip(counted, answers):
            expected = "%04d-%02d-%02d" % day
            family = on_purpose(phrase, day, hour)
            hit = answer.get("due") == expected
            right += hit
            if family is None:
                comparable += 1
                comparable_right += hit
            else:
                families[family] = families.get(family, 0) + 1
            if not hit and args.misses:
                print(f"  {language} miss: {phrase!r}: Duckling {expected}, Diario {answer.get('due')}"
                      + (f"  [{family}]" if family else ""))
        results[language] = (right, len(counted), len(unique) - len(counted), comparable_right, comparable, families)

    print("| corpus (Duckling 0.4.23) | phrases with a day | due date right, all | read otherwise on purpose "
          "| due date right, the rest | no day (not counted) |")
    print("|---|---:|---:|---:|---:|---:|")
    for language, (right, total, skipped, mine, comparable, families) in results.items():
        print(f"| {language}/corpus/time.clj | {total} | {right}/{total} ({100 * right / total:.1f}%) "
              f"| {total - comparable} | {mine}/{comparable} ({100 * mine / comparable:.1f}%) | {skipped} |")
    print()
    for language, (*_, families) in results.items():
        for name, count in sorted(families.items(), key=lambda item: -item[1]):
            print(f"  {language}: {count:3} {name}")
    print()
    for language, (_, _, _, mine, comparable, _) in results.items():
        met = mine / comparable >= TARGETS[language]
        print(f"target Duckling's {language} time corpus: at least {TARGETS[language]:.0%} of due dates "
              f"(the phrases the spec does not read otherwise on purpose): "
              f"{'met' if met else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
