#!/usr/bin/env python3
"""The size a sync adds to a diary (issue 41: at most 1.5 times): the same diary unsynced and after `sync init`,
each file compacted by VACUUM, for a diary of tasks (20,000) and one of notes (40 materials of 15 pages, 2,000 tasks).

    python3 scripts/check-shadow-size.py .build/release/diario [--tasks 20000]
"""
import argparse
import json
import os
import random
import shutil
import sqlite3
import subprocess
import tempfile
import uuid


def diario(binary, db, args, env):
    subprocess.run([binary, "--db", db] + args, env=env, check=True, capture_output=True)


def tasks(path, count):
    rng = random.Random(count)
    subjects = ["math", "history", "italian", "english", "science"]
    with open(path, "w") as out:
        out.write(json.dumps({"type": "diario", "format": 2}) + "\n")
        for number in range(count):
            out.write(json.dumps({
                "type": "task", "uuid": str(uuid.UUID(int=rng.getrandbits(128), version=4)),
                "title": f"Esercizi {number % 40 + 1} e {number % 40 + 2} a pagina {number % 300 + 10}",
                "subject": rng.choice(subjects), "kind": rng.choice(["homework", "test", "reading"]),
                "due": f"2026-{number % 12 + 1:02d}-{number % 28 + 1:02d}", "priority": "medium",
                "notes": "ripassare bene il capitolo prima" if number % 3 == 0 else None,
                "created_at": "2026-11-01T10:00:00.000Z", "updated_at": "2026-11-01T10:00:00.000Z",
            }) + "\n")


def notes(folder, count):
    rng = random.Random(7)
    words = ("il la di che e un una per con non come anche nel della alla dei delle storia guerra impero re papa "
             "feudo vassallo comune città mercanti chiesa riforma rivoluzione stato libertà popolo nazione economia "
             "società filosofia ragione anima natura arte poesia romanzo autore opera secolo pace trattato legge").split()
    paths = []
    for number in range(count):
        path = os.path.join(folder, f"appunti-{number:02d}.txt")
        with open(path, "w") as out:
            out.write("\f".join(" ".join(rng.choice(words) for _ in range(250)) + "." for _ in range(15)))
        paths.append(path)
    return paths


def size(db):
    connection = sqlite3.connect(db)
    connection.execute("VACUUM")
    connection.close()
    return os.path.getsize(db)


def measure(binary, root, name, fill, env):
    db = os.path.join(root, name + ".sqlite")
    fill(db)
    plain = os.path.join(root, name + "-plain.sqlite")
    shutil.copy(db, plain)
    shared = os.path.join(root, name + "-shared")
    os.mkdir(shared)
    diario(binary, db, ["sync", "init", shared, "--device", "laptop"], env)
    unsynced, synced = size(plain), size(db)
    print(f"{name}: unsynced {unsynced / 2**20:.2f} MiB, synced {synced / 2**20:.2f} MiB, "
          f"ratio {synced / unsynced:.2f} (target <= 1.50)")
    return synced / unsynced


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--tasks", type=int, default=20_000)
    options = parser.parse_args()
    binary = os.path.abspath(options.binary)
    with tempfile.TemporaryDirectory() as root:
        env = {"PATH": "/usr/bin:/bin", "HOME": root, "XDG_DATA_HOME": root, "TZ": "Europe/Rome",
               "DIARIO_NOW": "2026-11-25T10:00", "LANG": "C.UTF-8"}
        data = os.path.join(root, "tasks.jsonl")

        def task_diary(db):
            tasks(data, options.tasks)
            diario(binary, db, ["import", data], env)

        def note_diary(db):
            for path in notes(root, 40):
                diario(binary, db, ["materials", "add", path, "--subject", "history"], env)
            tasks(data, 2_000)
            diario(binary, db, ["import", data], env)

        ratios = [measure(binary, root, "tasks", task_diary, env), measure(binary, root, "notes", note_diary, env)]
    raise SystemExit(0 if max(ratios) <= 1.5 else 1)


if __name__ == "__main__":
    main()
