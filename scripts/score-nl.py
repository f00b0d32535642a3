#!/usr/bin/env python3
"""Scores labelled corpora against a diario binary, as CorpusAccuracyTests does, one process per line.

For each JSON Lines file (`text`, `now`, `expect`): the share of lines whose every labelled field is read as labelled
(subject keys written with "_" are read with "-"), and how many lines are read as a different write than meant (a
write: add_task, complete_task, move_task, log_study, set_goal, add_card, add_subject, set_language). With --asked,
also how many lines labelled add_task and read so have a runner-up reading (the REPL asks before saving them), and
how many of the different writes have one. It runs `diario parse --json --now NOW TEXT` in TZ=Europe/Rome. When a `context.json` lies beside a file (a timetable
CSV and holidays, as its README describes), the lines are read against a database holding them.

Usage: scripts/score-nl.py [--binary .build/debug/diario] [--misses] [--asked] FILE…"""
import argparse
import json
import os
import subprocess
import tempfile

WRITES = {"add_task", "complete_task", "move_task", "log_study", "set_goal", "add_card", "add_subject", "set_language"}


def main():
    arguments = argparse.ArgumentParser()
    arguments.add_argument("files", nargs="+")
    arguments.add_argument("--binary", default=".build/debug/diario")
    arguments.add_argument("--misses", action="store_true", help="print every line not read as labelled")
    arguments.add_argument("--asked", action="store_true", help="count the lines the REPL would ask about")
    options = arguments.parse_args()
    environment = {**os.environ, "TZ": "Europe/Rome"}
    for name in options.files:
        lines = [json.loads(line) for line in open(name, encoding="utf-8") if line.strip()]
        environment.pop("DIARIO_DB", None)
        context = os.path.join(os.path.dirname(name), "context.json")
        if os.path.exists(context):
            environment["DIARIO_DB"] = with_context(options.binary, context, environment)
        right = 0
        different = []
        tasks = asked = 0
        for entry in lines:
            output = subprocess.run(
                [options.binary, "parse", "--json", "--now", entry["now"], entry["text"]],
                capture_output=True, text=True, env=environment).stdout
            read = json.loads(output)
            misses = []
            for field, value in entry["expect"].items():
                if field == "subject" and isinstance(value, str):
                    value = value.replace("_", "-")
                got = read.get(field)
                if field == "title" and isinstance(value, str) and isinstance(got, str):
                    # Titles open with a capital (docs/natural-language.md); labels written in lower case agree.
                    value, got = value[:1].lower() + value[1:], got[:1].lower() + got[1:]
                if got != value:
                    misses.append(f"{field}: {got!r} ≠ {value!r}")
            right += not misses
            meant = entry["expect"].get("intent")
            if read.get("intent") != meant and read.get("intent") in WRITES:
                different.append((entry["text"], read.get("intent"), meant, read.get("runner_up") is not None))
            if meant == "add_task" and read.get("intent") == "add_task":
                tasks += 1
                asked += read.get("runner_up") is not None
            if options.misses and misses:
                print(f"  ✗ {entry['text']} @ {entry['now']} → {'; '.join(misses)}")
        print(f"{name}: {right}/{len(lines)} = {100 * right / len(lines):.1f}%, {len(different)} different writes")
        if options.asked:
            print(f"  asked about: {sum(d[3] for d in different)}/{len(different)} different writes, "
                  f"{asked}/{tasks} lines rightly read as tasks")
        if options.misses:
            for text, read, meant, was_asked in different:
                print(f"  different write: {text} → {read}, meant {meant}{' (asked)' if was_asked else ''}")


def with_context(binary, path, environment):
    """A new database holding the timetable and holidays that `path` (a context.json) names."""
    context = json.load(open(path, encoding="utf-8"))
    database = os.path.join(tempfile.mkdtemp(prefix="score-nl-"), "diario.db")
    run = {**environment, "DIARIO_DB": database}
    folder = os.path.dirname(path)
    subprocess.run([binary, "timetable", "import", os.path.join(folder, context["timetable"])], env=run,
                   check=True, capture_output=True)
    for name, first, last in context.get("holidays", []):
        subprocess.run([binary, "holidays", "add", name, first, last], env=run, check=True, capture_output=True)
    return database


if __name__ == "__main__":
    main()
