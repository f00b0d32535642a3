#!/usr/bin/env python3
"""make bench's table (issue 15): every speed target of Diario beside its peer and the floor, measured in one run.

- Floors: a Foundation "hello" built with `swiftc -O -static-stdlib`, and a C program that opens the database with
  SQLite and counts the open tasks.
- The planner at 1k, 10k and 100k open tasks, and on 100,000 tasks from four years of use (98% done): cold
  `diario add`, `diario list --json` and `diario done` beside Taskwarrior's `task add`, `task next` and `task done`
  on the same tasks (the same titles, subjects as projects, due days, creation and completion times, UUIDs), rounds
  alternated so that a noisy moment hits both; wall-clock medians and peak RSS (/usr/bin/time).
- At 100k, Diario alone: every `list` window, `list` as text, `stats --json`, `export`, and the REPL's first prompt
  (on a pseudo-terminal).
- The next due card among 1,000,000 cards (DiarioBench, through the store) beside the same query in Python's sqlite3.
- FSRS-6: reviews scheduled per second in-process, DiarioBench beside py-fsrs 6.3.2 on the same ratings.
- Parsing: µs per utterance beside Duckling and dateparser, read from scripts/bench.py's --summary file.

Usage: scripts/bench-table.py DIARIO DIARIO-BENCH [--parse-summary FILE] [--runs N] [--write docs/benchmarks.md]"""
import argparse
import datetime
import json
import os
import platform
import pty
import random
import select
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from bench_markers import write_between_markers

NOW = datetime.datetime(2026, 11, 23, 19, 0)
ZONE = "Europe/Rome"
KINDS = ["homework", "test", "oral", "reading", "study", "project", "exam", "other"]
WORDS = {"homework": "compiti", "test": "verifica", "oral": "interrogazione", "reading": "leggere",
         "study": "ripassare", "project": "progetto", "exam": "esame", "other": "portare"}
PRIORITIES = {"high": "H", "medium": "M", "low": "L"}


def arguments():
    parser = argparse.ArgumentParser()
    parser.add_argument("diario")
    parser.add_argument("bench")
    parser.add_argument("--parse-summary")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--cards", type=int, default=1_000_000)
    parser.add_argument("--write")
    return parser.parse_args()


ARGS = arguments()
FOLDER = tempfile.mkdtemp(prefix="diario-table-")
BASE_ENV = {"PATH": "/usr/bin:/bin", "HOME": FOLDER, "TZ": ZONE, "LANG": "C.UTF-8",
            "DIARIO_NOW": NOW.strftime("%Y-%m-%dT%H:%M"), "DIARIO_LANG": "it"}


def run(command, env, check=True):
    return subprocess.run(command, env=env, capture_output=True, check=check)


def timed(command, env):
    start = time.perf_counter()
    result = subprocess.run(command, env=env, capture_output=True)
    elapsed = (time.perf_counter() - start) * 1000
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{result.stderr.decode()}")
    return elapsed


def peak_mb(command, env):
    result = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, env=env, capture_output=True, text=True)
    return int(result.stderr.strip().splitlines()[-1]) / 1024


# ---- floors ------------------------------------------------------------------------------------------------------

def build_floors():
    hello = os.path.join(FOLDER, "hello")
    with open(hello + ".swift", "w") as source:
        source.write('import Foundation\nprint("hello \\(Date().timeIntervalSince1970 > 0)")\n')
    subprocess.run(["swiftc", "-O", "-static-stdlib", hello + ".swift", "-o", hello], check=True, capture_output=True)
    count = os.path.join(FOLDER, "count-open")
    with open(count + ".c", "w") as source:
        source.write("""#include <sqlite3.h>
#include <stdio.h>
int main(int argc, char **argv) {
    sqlite3 *db;
    sqlite3_stmt *statement;
    if (argc < 2 || sqlite3_open_v2(argv[1], &db, SQLITE_OPEN_READONLY, 0) != SQLITE_OK) return 1;
    if (sqlite3_prepare_v2(db, "SELECT count(*) FROM studyTask WHERE completedAt IS NULL", -1, &statement, 0))
        return 1;
    if (sqlite3_step(statement) != SQLITE_ROW) return 1;
    printf("%d\\n", sqlite3_column_int(statement, 0));
    sqlite3_finalize(statement);
    sqlite3_close(db);
    return 0;
}
""")
    subprocess.run(["cc", "-O2", count + ".c", "-o", count, "-lsqlite3"], check=True, capture_output=True)
    return hello, count


# ---- the same tasks for Diario and Taskwarrior -------------------------------------------------------------------

def make_tasks(count, years_done):
    """`count` tasks; with `years_done`, created over four years and 98% completed, else all open."""
    rng = random.Random(count * 7 + years_done)
    tasks = []
    today = NOW.date()
    for number in range(count):
        kind = rng.choice(KINDS)
        if years_done:
            created = NOW - datetime.timedelta(days=rng.uniform(0, 4 * 365))
            due = created.date() + datetime.timedelta(days=rng.randint(1, 14))
            done = rng.random() < 0.98
            if not done:  # what is still open was filed lately
                created = NOW - datetime.timedelta(days=rng.uniform(0, 30))
                due = created.date() + datetime.timedelta(days=rng.randint(0, 30))
            completed = created + datetime.timedelta(days=rng.uniform(0, 3)) if done else None
            if completed and completed > NOW:
                completed = NOW - datetime.timedelta(minutes=rng.randint(1, 600))
        else:
            created = NOW - datetime.timedelta(days=rng.uniform(0, 120))
            due = None if rng.random() < 0.1 else today + datetime.timedelta(days=rng.randint(-60, 300))
            completed = None
        tasks.append({"title": f"{WORDS[kind]} {number}", "kind": kind, "subject": rng.randrange(12),
                      "priority": rng.choice(["high", "medium", "medium", "low"]), "due": due,
                      "created": created, "completed": completed, "uuid": str(uuid.UUID(int=rng.getrandbits(128),
                                                                                      version=4))})
    return tasks


def fill_diario(path, tasks):
    run([ARGS.diario, "list"], dict(BASE_ENV, DIARIO_DB=path))
    db = sqlite3.connect(path)
    subjects = [row for row in db.execute("SELECT id, key FROM subject WHERE key <> 'other' ORDER BY sortOrder")]
    stamp = "%Y-%m-%d %H:%M:%S.000"
    with db:
        db.executemany(
            "INSERT INTO studyTask (title, subjectId, kind, dueDate, priority, createdAt, completedAt, uuid, updatedAt) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(t["title"], subjects[t["subject"] % len(subjects)][0], t["kind"], t["due"].isoformat() if t["due"] else None,
              t["priority"], t["created"].strftime(stamp), t["completed"].strftime(stamp) if t["completed"] else None,
              t["uuid"], (t["completed"] or t["created"]).strftime(stamp)) for t in tasks])
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    return [key for _, key in subjects]


def epoch(moment):
    return int(moment.replace(tzinfo=datetime.timezone.utc).timestamp())  # TZ is fixed; the offset cancels out


def fill_taskwarrior(folder, tasks, subject_keys):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "taskrc"), "w") as rc:
        rc.write(f"data.location={folder}\nconfirmation=off\nnews.version=2.6.0\n")
    with open(os.path.join(folder, "pending.data"), "w") as pending, \
            open(os.path.join(folder, "completed.data"), "w") as completed:
        for task in tasks:
            fields = {"description": task["title"], "entry": str(epoch(task["created"])),
                      "modified": str(epoch(task["completed"] or task["created"])),
                      "priority": PRIORITIES[task["priority"]], "project": subject_keys[task["subject"] % len(subject_keys)],
                      "status": "completed" if task["completed"] else "pending", "uuid": task["uuid"]}
            if task["due"]:
                midnight = datetime.datetime.combine(task["due"], datetime.time())
                fields["due"] = str(int(midnight.timestamp()))
            if task["completed"]:
                fields["end"] = str(epoch(task["completed"]))
            line = "[" + " ".join(f'{key}:"{value}"' for key, value in sorted(fields.items())) + "]\n"
            (completed if task["completed"] else pending).write(line)
    for name in ("undo.data", "backlog.data"):
        open(os.path.join(folder, name), "w").close()
    return dict(BASE_ENV, TASKRC=os.path.join(folder, "taskrc"), TASKDATA=folder)


# ---- the REPL's first prompt -------------------------------------------------------------------------------------

def first_prompt_ms(env):
    """Milliseconds from starting `diario` on a pseudo-terminal to its prompt ("›") on the screen."""
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(ARGS.diario, [ARGS.diario], dict(env, TERM="xterm"))
    seen = b""
    elapsed = None
    while elapsed is None and time.perf_counter() - start < 10:
        ready, _, _ = select.select([fd], [], [], 10)
        if not ready:
            break
        try:
            seen += os.read(fd, 65536)
        except OSError:
            break
        if "›".encode() in seen:
            elapsed = (time.perf_counter() - start) * 1000
    os.write(fd, b"\x04")
    os.waitpid(pid, 0)
    os.close(fd)
    if elapsed is None:
        sys.exit(f"the REPL showed no prompt: {seen[-300:]!r}")
    return elapsed


# ---- measuring ---------------------------------------------------------------------------------------------------

def medians(samples):
    return {name: statistics.median(values) for name, values in samples.items()}


def measure_pairs(label, tasks, hello, count_open):
    path = os.path.join(FOLDER, f"{label}.sqlite")
    keys = fill_diario(path, tasks)
    ours = dict(BASE_ENV, DIARIO_DB=path)
    theirs = fill_taskwarrior(os.path.join(FOLDER, f"{label}-task"), tasks, keys)
    open_tasks = [(index + 1, task["uuid"]) for index, task in enumerate(tasks) if not task["completed"]]
    random.Random(1).shuffle(open_tasks)
    commands = {
        "diario add": lambda n: [ARGS.diario, "add", f"verifica di storia venerdì {n}"],
        "task add": lambda n: ["task", "add", f"verifica di storia {n}", "due:friday", "project:history"],
        "diario list --json": lambda n: [ARGS.diario, "list", "--json"],
        "task next": lambda n: ["task", "next"],
        "diario done": lambda n: [ARGS.diario, "done", str(open_tasks[n][0])],
        "task done": lambda n: ["task", open_tasks[n][1], "done"],
        "C SQLite count (floor)": lambda n: [count_open, path],
        "static hello (floor)": lambda n: [hello],
    }
    envs = {name: theirs if name.startswith("task") else ours for name in commands}
    samples = {name: [] for name in commands}
    for round_number in range(ARGS.runs):
        for name, command in commands.items():
            samples[name].append(timed(command(round_number), envs[name]))
    memory = {name: peak_mb(command(ARGS.runs), envs[name]) for name, command in commands.items()}
    shown = len(json.loads(run([ARGS.diario, "list", "--json"], ours).stdout))
    return medians(samples), memory, shown, path


def measure_startup(hello):
    """Start-up alone (issue 24): `diario --version`, and `list --json` on an empty database, beside the hello."""
    empty = os.path.join(FOLDER, "startup-empty.sqlite")
    env = dict(BASE_ENV, DIARIO_DB=empty)
    run([ARGS.diario, "list"], env)
    commands = {"--version": [ARGS.diario, "--version"], "list --json, empty database": [ARGS.diario, "list", "--json"],
                "static hello (floor)": [hello]}
    samples = {name: [] for name in commands}
    for _ in range(ARGS.runs * 2):
        for name, command in commands.items():
            samples[name].append(timed(command, env))
    memory = {name: peak_mb(command, env) for name, command in commands.items()}
    return medians(samples), memory


def measure_diario_only(path, hello):
    env = dict(BASE_ENV, DIARIO_DB=path)
    export = os.path.join(FOLDER, "export.jsonl")
    commands = {
        "list (text)": ["list"], "list --today --json": ["list", "--today", "--json"],
        "list --week --json": ["list", "--week", "--json"], "list --overdue --json": ["list", "--overdue", "--json"],
        "list --subject math --json": ["list", "--subject", "math", "--json"],
        "list --all --json": ["list", "--all", "--json"], "stats --json": ["stats", "--json"],
        "export": ["export", "--output", export],
    }
    samples = {name: [] for name in commands}
    samples["REPL first prompt"] = []
    samples["static hello (floor)"] = []
    for _ in range(ARGS.runs):
        for name, command in commands.items():
            samples[name].append(timed([ARGS.diario] + command, env))
        samples["REPL first prompt"].append(first_prompt_ms(env))
        samples["static hello (floor)"].append(timed([hello], env))
    rows = {name: len(json.loads(run([ARGS.diario] + command, env).stdout))
            for name, command in commands.items() if "--json" in command and command[0] == "list"}
    return medians(samples), rows


def measure_cards():
    path = os.path.join(FOLDER, "cards.sqlite")
    ours = json.loads(run([ARGS.bench, "cards-due", path, str(ARGS.cards)], BASE_ENV).stdout)
    db = sqlite3.connect(path)
    samples = []
    for _ in range(2000):
        start = time.perf_counter_ns()
        db.execute("SELECT * FROM studyCard WHERE isSuspended = 0 AND due <= ? ORDER BY due, id LIMIT 1",
                   ("2026-11-18 09:46:40.000",)).fetchall()
        samples.append((time.perf_counter_ns() - start) / 1000)
    return ours["next_due_median_us"], statistics.median(samples)


def measure_fsrs():
    rng = random.Random(15)
    workload = os.path.join(FOLDER, "fsrs-workload.txt")
    cards = [[rng.choices([1, 2, 3, 4], weights=[2, 2, 5, 1])[0] for _ in range(rng.randint(5, 30))]
             for _ in range(3000)]
    with open(workload, "w") as out:
        out.write("\n".join(" ".join(map(str, ratings)) for ratings in cards) + "\n")
    ours = [json.loads(run([ARGS.bench, "fsrs", workload], BASE_ENV).stdout)["reviews_per_second"]
            for _ in range(5)]
    peer = subprocess.run([sys.executable, "-c", PY_FSRS, workload], capture_output=True, text=True, check=True)
    theirs = [float(line) for line in peer.stdout.split()]
    return statistics.median(ours), statistics.median(theirs), sum(map(len, cards))


PY_FSRS = """
import sys, time
from datetime import datetime, timedelta, timezone
from fsrs import Card, Rating, Scheduler
cards = [[Rating(int(r)) for r in line.split()] for line in open(sys.argv[1]) if line.strip()]
scheduler = Scheduler(desired_retention=0.9, learning_steps=(timedelta(minutes=1), timedelta(minutes=10)),
                      relearning_steps=(timedelta(minutes=10),), maximum_interval=36500, enable_fuzzing=False)
start = datetime.fromtimestamp(1_767_600_000, timezone.utc)
for _ in range(3):
    reviews = 0
    began = time.perf_counter()
    for ratings in cards:
        card = Card(due=start)
        for rating in ratings:
            card, _ = scheduler.review_card(card, rating, review_datetime=card.due)
            reviews += 1
    print(reviews / (time.perf_counter() - began))
"""


# ---- the table ---------------------------------------------------------------------------------------------------

def main():
    hello, count_open = build_floors()
    lines = []
    verdicts = []

    def out(text=""):
        print(text, flush=True)
        lines.append(text)

    def verdict(name, met, figures):
        verdicts.append(f"- {name}: **{'met' if met else 'NOT met'}** ({figures})")

    out("| workload | Diario | peer | ratio | Diario / static hello | peak RSS, Diario / peer |")
    out("|---|---:|---:|---:|---:|---:|")
    times, memory = measure_startup(hello)
    floor = times["static hello (floor)"]
    for name in ("--version", "list --json, empty database"):
        out(f"| start-up: `diario {name}` | {times[name]:.1f} ms | | | {times[name] / floor:.2f}× | "
            f"{memory[name]:.1f} MB |")
    out(f"| start-up: floor | static hello {floor:.1f} ms | | | | {memory['static hello (floor)']:.1f} MB |")
    verdict("`--version` ≤ 2.5× hello", times["--version"] <= 2.5 * floor, f"{times['--version'] / floor:.2f}×")
    verdict("`list --json` on an empty database ≤ 4× hello", times["list --json, empty database"] <= 4 * floor,
            f"{times['list --json, empty database'] / floor:.2f}×")
    datasets = [("1k open", make_tasks(1_000, False)), ("10k open", make_tasks(10_000, False)),
                ("100k open", make_tasks(100_000, False)), ("100k, four years, 98% done", make_tasks(100_000, True))]
    paths = {}
    for label, tasks in datasets:
        times, memory, shown, path = measure_pairs(label.split(",")[0].replace(" ", "-"), tasks, hello, count_open)
        paths[label] = path
        floor = times["static hello (floor)"]
        for ours, theirs in (("diario add", "task add"), ("diario list --json", "task next"),
                             ("diario done", "task done")):
            note = f" ({shown:,} rows)" if "list" in ours else ""
            out(f"| {label}: `{ours}`{note} vs `{theirs}` | {times[ours]:.1f} ms | {times[theirs]:.1f} ms | "
                f"{times[theirs] / times[ours]:.1f}× | {times[ours] / floor:.1f}× | "
                f"{memory[ours]:.1f} / {memory[theirs]:.1f} MB |")
        out(f"| {label}: floors | C SQLite count {times['C SQLite count (floor)']:.1f} ms | static hello "
            f"{floor:.1f} ms | | | {memory['C SQLite count (floor)']:.1f} / {memory['static hello (floor)']:.1f} MB |")
        if label.startswith("100k, four"):
            verdict("cold `list --json` on the four-year database ≤ 8× hello", times["diario list --json"] <= 8 * floor,
                    f"{times['diario list --json'] / floor:.1f}×")
            verdict("cold `add` on the four-year database ≤ 8× hello", times["diario add"] <= 8 * floor,
                    f"{times['diario add'] / floor:.1f}×")
            verdict("peak RSS ≤ 20 MiB (list --json, add)", max(memory["diario list --json"], memory["diario add"]) <= 20,
                    f"{memory['diario list --json']:.1f} / {memory['diario add']:.1f} MB")
        if label == "100k open":
            verdict("100k open: `add` ≤ 4× hello (issue 15's target)", times["diario add"] <= 4 * floor,
                    f"{times['diario add'] / floor:.1f}×")
            verdict("100k open: `list --json` ≤ 100 ms (issue 15's target)", times["diario list --json"] <= 100,
                    f"{times['diario list --json']:.1f} ms, {shown:,} rows")
            verdict("100k open: `add` ≥ 30× Taskwarrior", times["task add"] / times["diario add"] >= 30,
                    f"{times['task add'] / times['diario add']:.1f}×")
            verdict("100k open: listing ≥ 10× Taskwarrior", times["task next"] / times["diario list --json"] >= 10,
                    f"{times['task next'] / times['diario list --json']:.1f}×")
    for label in ("100k open", "100k, four years, 98% done"):
        times, rows = measure_diario_only(paths[label], hello)
        floor = times["static hello (floor)"]
        for name, ms in times.items():
            if name == "static hello (floor)":
                continue
            note = f" ({rows[name]:,} rows)" if name in rows else ""
            out(f"| {label}: `diario {name}`{note} | {ms:.1f} ms | | | {ms / floor:.1f}× | |")
        if label.startswith("100k, four"):
            verdict("REPL first prompt ≤ 10× hello (four-year database)", times["REPL first prompt"] <= 10 * floor,
                    f"{times['REPL first prompt'] / floor:.1f}×")
    ours, raw = measure_cards()
    out(f"| next due card among {ARGS.cards:,} cards, in-process | {ours:.1f} µs | raw query in Python sqlite3 "
        f"{raw:.1f} µs | {ours / raw:.2f}× the raw query | | |")
    verdict("next due card < 1 ms", ours < 1000, f"{ours:.1f} µs, {ours / raw:.2f}× the raw query")
    ours, theirs, reviews = measure_fsrs()
    out(f"| FSRS-6, {reviews:,} reviews scheduled in-process | {ours:,.0f} reviews/s | py-fsrs 6.3.2 "
        f"{theirs:,.0f} reviews/s | {ours / theirs:.0f}× | | |")
    verdict("FSRS ≥ 30× py-fsrs", ours / theirs >= 30, f"{ours / theirs:.0f}×")
    if ARGS.parse_summary:
        with open(ARGS.parse_summary) as summary:
            for corpus, figures in json.load(summary).items():
                for peer in ("Duckling", "dateparser"):
                    out(f"| parse {corpus}, µs per utterance | {figures['diario']:.1f} | {peer} "
                        f"{figures[peer]:.0f} | {figures[peer] / figures['diario']:.0f}× | | |")
                verdict(f"parsing {corpus} ≤ 10 µs per line and ≥ 100× dateparser",
                        figures["diario"] <= 10 and figures["dateparser"] / figures["diario"] >= 100,
                        f"{figures['diario']:.1f} µs, {figures['dateparser'] / figures['diario']:.0f}×")
    out()
    for line in verdicts:
        out(line)
    if ARGS.write:
        write_into(ARGS.write, lines)


def machine():
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), "?")
    memory = next(int(line.split()[1]) for line in open("/proc/meminfo") if line.startswith("MemTotal"))
    task = subprocess.run(["task", "--version"], capture_output=True, text=True).stdout.strip()
    return (f"{os.cpu_count()} × {cpu}, {memory / 1024 / 1024:.0f} GiB, Linux {platform.release()}; "
            f"Taskwarrior {task}; {ARGS.runs} rounds, alternated; {datetime.date.today().isoformat()}")


def write_into(path, lines):
    """Puts this run's table between the table's two markers in `path`."""
    write_between_markers(path, "bench-table", [
        f"Machine: {machine()}.", "",
        "Commands: `make bench` (release build, then `scripts/bench.py .build/release/diario --summary "
        "FILE` and `scripts/bench-table.py .build/release/diario .build/release/DiarioBench "
        "--parse-summary FILE --write docs/benchmarks.md`).", ""] + lines)


if __name__ == "__main__":
    main()
