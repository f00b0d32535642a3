#!/usr/bin/env python3
"""Scores labelled corpora against a diario binary as issue 39 measures them: the share of lines whose intent is
right, whose every labelled field is right ("exact"), the lines written as a different write without a question,
and the share of lines the REPL would ask about (`"ask": true`).

Lines are read in batch (`diario parse --json --now NOW`, one process per distinct NOW) in TZ=Europe/Rome; a
`context.json` beside a file (school-year) is skipped here: use score-nl.py for it. With --leave-out, each file is
read by a model trained without it (DiarioTrainer on Fixtures/nl/training.txt less that file), so that a file the
model learned from is measured as text it has not seen.

Usage: scripts/score-intents.py [--binary .build/debug/diario] [--trainer .build/release/DiarioTrainer]
                                [--leave-out] [--misses] [--asked] [--folds N] [--new-text-only] FILE…

--new-text-only drops the lines whose text (case folded) is also a line the model learns from (a file named in
Fixtures/nl/training.txt): writers who never saw each other's sets still write "aiuto" or "stats" alike, and such a
line measures the model on its own training."""
import argparse
import collections
import json
import os
import subprocess
import tempfile

WRITES = {"add_task", "complete_task", "move_task", "log_study", "set_goal", "add_card", "add_subject",
          "set_language", "add_grade", "add_lesson", "add_material"}


def read_lines(binary, lines, environment):
    """The parse of every line, in order."""
    by_now = collections.defaultdict(list)
    for index, entry in enumerate(lines):
        by_now[entry["now"]].append(index)
    results = [None] * len(lines)
    for now, indices in by_now.items():
        text = "".join(lines[i]["text"].replace("\n", " ") + "\n" for i in indices)
        output = subprocess.run([binary, "parse", "--json", "--now", now], input=text, capture_output=True,
                                text=True, env=environment).stdout.splitlines()
        for i, line in zip(indices, output):
            results[i] = json.loads(line)
    return results


def same(field, expected, got):
    if field == "subject" and isinstance(expected, str):
        expected = expected.replace("_", "-")
    if field == "title" and isinstance(expected, str) and isinstance(got, str):
        return expected[:1].lower() + expected[1:] == got[:1].lower() + got[1:]
    if isinstance(expected, (int, float)) and isinstance(got, (int, float)):
        return abs(expected - got) < 1e-9
    return expected == got


def main():
    arguments = argparse.ArgumentParser()
    arguments.add_argument("files", nargs="+")
    arguments.add_argument("--binary", default=".build/debug/diario")
    arguments.add_argument("--trainer", default=".build/release/DiarioTrainer")
    arguments.add_argument("--leave-out", action="store_true")
    arguments.add_argument("--misses", action="store_true")
    arguments.add_argument("--asked", action="store_true", help="list every line that would be asked about")
    arguments.add_argument("--folds", type=int, default=0,
                           help="read each file in N folds, each by a model trained without that fold's lines")
    arguments.add_argument("--new-text-only", action="store_true",
                           help="score only the lines whose text is not a line of the training corpora")
    options = arguments.parse_args()
    seen = training_texts() if options.new_text_only else set()
    totals = collections.Counter()
    for name in options.files:
        environment = {**os.environ, "TZ": "Europe/Rome"}
        environment.pop("DIARIO_DB", None)
        if options.leave_out:
            environment["DIARIO_INTENT_MODEL"] = model_without(options.trainer, name)
        lines = [json.loads(line) for line in open(name, encoding="utf-8") if line.strip()]
        lines = [line for line in lines if line["text"].casefold() not in seen]
        if options.folds:
            results = [None] * len(lines)
            for fold in range(options.folds):
                held = [i for i in range(len(lines)) if i % options.folds == fold]
                kept = [lines[i] for i in range(len(lines)) if i % options.folds != fold]
                environment["DIARIO_INTENT_MODEL"] = model_without(options.trainer, name, extra=kept)
                for i, read in zip(held, read_lines(options.binary, [lines[i] for i in held], environment)):
                    results[i] = read
        else:
            results = read_lines(options.binary, lines, environment)
        count = collections.Counter()
        misses = []
        for entry, read in zip(lines, results):
            meant = entry["expect"].get("intent")
            got = read.get("intent")
            asked = read.get("ask", False)
            count["lines"] += 1
            count["intent"] += got == meant
            wrong = [f"{field}: {read.get(field)!r} ≠ {value!r}" for field, value in entry["expect"].items()
                     if not same(field, value, read.get(field))]
            count["exact"] += not wrong
            count["asked"] += bool(asked)
            if asked and options.asked:
                print(f"  ? {meant:13} first {got!s:13} grammar {read.get('grammar')!s:13} model {read.get('model')!s:13}"
                      f" {read.get('model_confidence')} | {entry['text']}")
            if got != meant and got in WRITES and not asked:
                count["different write"] += 1
                misses.append(f"  ✗✗ {entry['text']} @ {entry['now']} → {got}, meant {meant}")
            elif wrong:
                misses.append(f"  ✗ {entry['text']} @ {entry['now']} → {'; '.join(wrong)}"
                              f"{' (asked)' if asked else ''} [{read.get('grammar')}/{read.get('model')}"
                              f" {read.get('model_confidence')}]")
        totals.update(count)
        report(name, count)
        if options.misses:
            print("\n".join(misses))
    if len(options.files) > 1:
        report("all", totals)


def report(name, count):
    n = count["lines"]
    print(f"{name}: {n} lines, intent {100 * count['intent'] / n:.1f}%, exact {100 * count['exact'] / n:.1f}%, "
          f"{count['different write']} different writes without a question, asked {100 * count['asked'] / n:.1f}%")


def training_texts():
    """The case-folded text of every line of the corpora named in the training manifest."""
    manifest = "Fixtures/nl/training.txt"
    texts = set()
    for entry in open(manifest, encoding="utf-8"):
        path = entry.split("#")[0].strip()
        if path:
            with open(os.path.join(os.path.dirname(manifest), path), encoding="utf-8") as corpus:
                texts.update(json.loads(line)["text"].casefold() for line in corpus if line.strip())
    return texts


def model_without(trainer, name, extra=()):
    """A model trained on the training manifest less `name`, and on the lines `extra`."""
    manifest = "Fixtures/nl/training.txt"
    folder = tempfile.mkdtemp(prefix="intent-model-")
    left = os.path.relpath(os.path.abspath(name), os.path.abspath(os.path.dirname(manifest)))
    kept = [line for line in open(manifest, encoding="utf-8")
            if line.split("#")[0].strip() and line.split("#")[0].strip() != left]
    path = os.path.join(folder, "training.txt")
    with open(path, "w", encoding="utf-8") as out:
        out.writelines(os.path.join(os.path.abspath(os.path.dirname(manifest)), line.strip()) + "\n" for line in kept)
    if extra:
        with open(os.path.join(folder, "extra.jsonl"), "w", encoding="utf-8") as out:
            out.writelines(json.dumps(line, ensure_ascii=False) + "\n" for line in extra)
        with open(path, "a", encoding="utf-8") as out:
            out.write(os.path.join(folder, "extra.jsonl") + "\n")
    model = os.path.join(folder, "intent-model.bin")
    subprocess.run([trainer, path, model], check=True, capture_output=True)
    return model


if __name__ == "__main__":
    main()
