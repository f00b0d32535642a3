#!/usr/bin/env python3
"""Writes scripts/link-order.txt: the functions Diario runs in its common commands, for the linker to lay side by side.

Why (docs/benchmarks.md, "Start-up", issue 24): the release binary carries the Swift runtime, Foundation, ICU and GRDB
inside it (20 MB of code). A cold command runs a few thousand functions scattered over all of it, and the kernel maps
a binary's code 64 KiB at a time around every page it touches, so a cold `add` had 13 MB of code in memory for perhaps
2 MB it ran. With the functions it runs placed together (lld's --symbol-ordering-file), the same command touches a
fraction of the pages: less memory and fewer page faults. Any function not listed stays where it was, and a listed
name that no longer exists is skipped, so a stale list costs speed, never correctness.

How: every command below runs once under `valgrind --tool=callgrind` (instruction counts do not depend on the
machine's load) on a release binary with its debug sections stripped (valgrind cannot read lld's); each function of
the binary that ran is listed once, those run by more commands first, then by instructions.

Only a function compiled into a section of its own can be moved alone; a function in an object compiled without
function sections (parts of the Swift runtime, CoreFoundation and Foundation) moves with its whole object. So the
linker's map of the binary (`-Map`) tells which is which: functions with a section of their own come first, the others
after them, so that the objects they drag along do not split the hot code; a name that several sections define (local
helpers repeated in every object) is left out, since listing it would move all of them.

Usage: scripts/make-link-order.py PATH-TO-release-diario LINKER-MAP [--write scripts/link-order.txt]
(`make link-order` builds the binary with its map and runs this.)"""
import argparse
import collections
import os
import pty
import re
import select
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time

NOW = "2026-11-23T19:00"
CORPUS_LINES = 60


def arguments():
    parser = argparse.ArgumentParser()
    parser.add_argument("diario")
    parser.add_argument("map")
    parser.add_argument("--write", default=os.path.join(os.path.dirname(__file__), "link-order.txt"))
    return parser.parse_args()


ARGS = arguments()
FOLDER = tempfile.mkdtemp(prefix="diario-order-")
BINARY = os.path.join(FOLDER, "diario")
subprocess.run(["strip", "--strip-debug", "-o", BINARY, ARGS.diario], check=True)
ENV = {"PATH": "/usr/bin:/bin", "HOME": FOLDER, "TZ": "Europe/Rome", "LANG": "C.UTF-8", "DIARIO_NOW": NOW,
       "DIARIO_LANG": "it"}


def callgrind(name, command, env, stdin=None, terminal=False):
    """Runs `command` (the binary's arguments) under callgrind; returns {mangled function: instructions}."""
    out = os.path.join(FOLDER, f"cg.{name}")
    valgrind = ["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={out}", BINARY] + command
    if terminal:
        run_on_terminal(valgrind, env)
    else:
        subprocess.run(valgrind, env=env, input=stdin, capture_output=True, check=True)
    return functions_of_binary(out)


def run_on_terminal(command, env):
    """The REPL: started on a pseudo-terminal, left with Ctrl-D once its prompt is drawn."""
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(shutil.which(command[0]), command, dict(env, TERM="xterm"))
    seen = b""
    deadline = time.time() + 120
    while "›".encode() not in seen and time.time() < deadline:
        ready, _, _ = select.select([fd], [], [], 5)
        if ready:
            try:
                seen += os.read(fd, 65536)
            except OSError:
                break
    os.write(fd, b"\x04")
    while True:
        try:
            if not os.read(fd, 65536):
                break
        except OSError:
            break
    os.waitpid(pid, 0)
    if "›".encode() not in seen:
        sys.exit(f"the REPL showed no prompt under valgrind: {seen[-300:]!r}")


def functions_of_binary(path):
    """Reads a callgrind file (name compression on): the functions of our binary and their own instructions."""
    objects, names, totals = {}, {}, collections.Counter()
    current_object = current_function = None
    after_call = False
    for line in open(path, encoding="utf-8", errors="replace"):
        if line.startswith("calls="):
            after_call = True  # the next cost line is the call's inclusive cost, not the caller's own
            continue
        match = re.match(r"^(c?)(ob|fn)=\((\d+)\)(?: (.*))?", line)
        if match:
            called, kind, number, text = match.groups()
            table = objects if kind == "ob" else names
            if text:
                table[number] = text.strip()
            if not called:
                if kind == "ob":
                    current_object = objects[number]
                else:
                    current_function = names[number] if current_object == BINARY else None
            continue
        if line[:1].isdigit() or line[:1] in "+-*":
            parts = line.split()
            if current_function and not after_call and len(parts) >= 2 and parts[1].isdigit():
                totals[current_function] += int(parts[1])
            after_call = False
    return totals


def fill_tasks(path, count):
    """`count` tasks over a year, most done, written through SQLite into a database the binary made."""
    subprocess.run([ARGS.diario, "--db", path, "list"], env=ENV, check=True, capture_output=True)
    db = sqlite3.connect(path)
    subjects = [row[0] for row in db.execute("SELECT id FROM subject ORDER BY sortOrder")]
    with db:
        db.executemany(
            "INSERT INTO studyTask (title, subjectId, kind, dueDate, priority, createdAt, completedAt, uuid) "
            "VALUES (?, ?, 'homework', ?, 'medium', '2026-10-01 08:00:00.000', ?, lower(hex(randomblob(16))))",
            [(f"esercizi {n}", subjects[n % len(subjects)], f"2026-{10 + n % 3:02d}-{1 + n % 28:02d}",
              None if n % 10 == 0 else "2026-10-02 08:00:00.000") for n in range(count)])
    db.close()


def sections_of(map_path):
    """From the linker's map: the functions in an input section of their own (`.text.NAME`), and how many input
    sections hold a function of each name (local helpers such as `$sSqwcp` are repeated in many objects; moving the
    name would move every object that has one)."""
    alone, holders = set(), collections.Counter()
    in_shared_section = False
    for line in open(map_path, encoding="utf-8", errors="replace"):
        line = line.rstrip()
        start = line.find(":(.text")
        if start >= 0 and line.endswith(")"):
            name = line[start + len(":(.text"):-1]
            in_shared_section = name == ""
            if name.startswith("."):
                alone.add(name[1:])
                holders[name[1:]] += 1
            continue
        parts = line.split(None, 4)
        if in_shared_section and len(parts) == 5 and parts[3] == "1":
            holders[parts[4]] += 1
    return alone, holders


def main():
    empty = os.path.join(FOLDER, "empty.sqlite")
    tasks = os.path.join(FOLDER, "tasks.sqlite")
    fill_tasks(tasks, 2_000)
    corpus = os.path.join(os.path.dirname(__file__), "..", "Fixtures", "nl", "corpus.jsonl")
    import json
    lines = [json.loads(line)["text"] for line in open(corpus, encoding="utf-8")][:CORPUS_LINES]
    on_tasks = dict(ENV, DIARIO_DB=tasks)
    runs = {
        "version": (["--version"], ENV, None, False),
        "first-list": (["--db", empty, "list", "--json"], ENV, None, False),
        "list-json": (["list", "--json"], on_tasks, None, False),
        "list-text": (["list"], on_tasks, None, False),
        "add": (["add", "verifica di storia venerdì"], on_tasks, None, False),
        "done": (["done", "1"], on_tasks, None, False),
        "stats": (["stats", "--json"], on_tasks, None, False),
        "parse": (["parse", "--json"], ENV, "\n".join(lines).encode(), False),
        "script": ([], on_tasks, "cosa devo fare domani?\n/list\n".encode(), False),
        "repl": ([], on_tasks, None, True),
    }
    seen_in = collections.Counter()
    instructions = collections.Counter()
    for name, (command, env, stdin, terminal) in runs.items():
        totals = callgrind(name, command, env, stdin, terminal)
        print(f"{name}: {len(totals)} functions", file=sys.stderr)
        for function, count in totals.items():
            seen_in[function] += 1
            instructions[function] += count
    alone, holders = sections_of(ARGS.map)
    order = sorted((f for f in seen_in if holders[f] <= 1), key=lambda f: (f not in alone, -seen_in[f], -instructions[f], f))
    print(f"{sum(f in alone for f in order)} of them in sections of their own", file=sys.stderr)
    with open(ARGS.write, "w") as out:
        out.write("\n".join(order) + "\n")
    print(f"{len(order)} functions written to {ARGS.write}", file=sys.stderr)


main()
