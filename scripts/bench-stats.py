#!/usr/bin/env python3
"""`diario stats` over a year of study (issue 14): a database migrated by the binary, then filled through Python's
sqlite3 with 365 days of a diligent student's log (three study sessions, 40 card reviews and two completed tasks a
day, about 1,100 sessions, 14,600 reviews and 730 tasks), a term and a goal with three targets. Times, as medians of
cold runs of the release binary in the same session: `diario stats --json` and `stats` (text) on that database,
beside `diario list --json` on an empty database (Diario's own cold start) — what stats adds is the difference.
Usage: scripts/bench-stats.py PATH-TO-diario [RUNS]"""
import datetime
import os
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time

binary = sys.argv[1]
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 15
folder = tempfile.mkdtemp(prefix="diario-stats-")
now = "2026-11-23T19:00"
base = {"PATH": "/usr/bin:/bin", "HOME": folder, "TZ": "Europe/Rome", "DIARIO_NOW": now, "LANG": "C.UTF-8"}


def env(db):
    return dict(base, DIARIO_DB=db)


year = os.path.join(folder, "year.sqlite")
empty = os.path.join(folder, "empty.sqlite")
for path in (year, empty):
    subprocess.run([binary, "list"], env=env(path), check=True, capture_output=True)
subprocess.run([binary, "terms", "add", "Anno", "--from", "2026-09-14", "--to", "2027-06-10"], env=env(year),
               check=True, capture_output=True)
subprocess.run([binary, "goals", "add", "200 ore di matematica, 5000 carte e 300 compiti"], env=env(year),
               check=True, capture_output=True)
subprocess.run([binary, "goals", "daily", "60"], env=env(year), check=True, capture_output=True)

random.seed(14)
db = sqlite3.connect(year)
subjects = [row[0] for row in db.execute("SELECT id FROM subject WHERE key <> 'other'")]
state = '{"phase":"review","stability":10,"difficulty":5}'
stamp = "%Y-%m-%d %H:%M:%S.000"
first = datetime.datetime(2025, 11, 24, 6, 0)
with db:
    cards = []
    for number in range(500):
        cursor = db.execute(
            "INSERT INTO studyCard (front, back, subjectId, createdAt, due) VALUES (?, ?, ?, ?, ?)",
            (f"front {number}", f"back {number}", random.choice(subjects), first.strftime(stamp),
             first.strftime(stamp)))
        cards.append(cursor.lastrowid)
    for day in range(365):
        morning = first + datetime.timedelta(days=day)
        for session in range(3):
            start = morning + datetime.timedelta(hours=3 * session + random.randint(0, 90) / 60)
            db.execute(
                "INSERT INTO studySession (subjectId, startedAt, minutes, source, createdAt) VALUES (?, ?, ?, ?, ?)",
                (random.choice(subjects), start.strftime(stamp), random.randint(15, 90), "typed", start.strftime(stamp)))
        for review in range(40):
            at = morning + datetime.timedelta(hours=10, seconds=20 * review)
            db.execute(
                "INSERT INTO reviewLog (cardId, rating, reviewedAt, before, after) VALUES (?, ?, ?, ?, ?)",
                (random.choice(cards), random.choice([1, 3, 3, 3, 4]), at.strftime(stamp), state, state))
        for task in range(2):
            done = morning + datetime.timedelta(hours=8 + task)
            db.execute(
                "INSERT INTO studyTask (title, subjectId, kind, priority, createdAt, completedAt) "
                "VALUES (?, ?, 'homework', 'medium', ?, ?)",
                (f"compito {day}-{task}", random.choice(subjects), done.strftime(stamp), done.strftime(stamp)))
counts = db.execute("SELECT (SELECT count(*) FROM studySession), (SELECT count(*) FROM reviewLog), "
                    "(SELECT count(*) FROM studyTask)").fetchone()
db.close()


def median_ms(arguments, path):
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([binary] + arguments, env=env(path), check=True, capture_output=True)
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


rows = []
for _ in range(2):  # alternated, so that a noisy moment hits both
    rows.append((median_ms(["list", "--json"], empty), median_ms(["stats", "--json"], year),
                 median_ms(["stats"], year)))
print(f"a year of data: {counts[0]:,} sessions, {counts[1]:,} reviews, {counts[2]:,} completed tasks")
for cold, stats_json, stats_text in rows:
    print(f"list --json, empty database: {cold:.1f} ms; stats --json over the year: {stats_json:.1f} ms "
          f"(+{stats_json - cold:.1f} ms, {stats_json / cold:.2f}×); stats as text: {stats_text:.1f} ms "
          f"({stats_text / cold:.2f}×)")
