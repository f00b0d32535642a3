#!/usr/bin/env python3
"""Materials and search benchmarks of issue 26, on a release binary (run by `make bench`):

- search among 10,000 materials of five pages each (about 150 words a page), median of the runs, beside the same
  FTS5 query (bm25 order, highlight and snippet, 20 rows) in the sqlite3 shell on the same file;
- reading the 30-page PDF fixture (`materials add`, a new database each run) beside `pdftotext` alone on it;
- OCR word accuracy of the photo and of the scanned PDF against their known text;
- cards proposed per fixture, by origin;
- with --baseline OLD_BINARY: cold start of `list --json` (empty database) and `add`, old beside new.

Usage: python3 scripts/bench-materials.py BINARY [--runs 9] [--baseline OLD_BINARY]
"""
import argparse, json, os, random, re, sqlite3, statistics, subprocess, sys, tempfile, time
from bench_markers import write_between_markers

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
FIXTURES = os.path.join(ROOT, "Fixtures", "materials")
ENV = {"PATH": "/usr/bin:/bin", "HOME": "/tmp", "LANG": "C.UTF-8", "TZ": "Europe/Rome",
       "DIARIO_NOW": "2026-11-25T10:00", "XDG_DATA_HOME": "/tmp/diario-bench-data"}
VOCABULARY = (
    "rivoluzione congresso vienna restaurazione carboneria mazzini cavour garibaldi statuto plebiscito "
    "fotosintesi clorofilla cellula mitocondrio enzima proteina energia luce glucosio ossigeno "
    "revolution bastille estates republic terror napoleon directory constitution monarchy convention "
    "equazione funzione derivata integrale limite vettore matrice probabilita geometria triangolo "
    "il la di e che per con una sono nel della delle dei gli lo un in a the of and to in is for on as by"
).split()
QUERIES = ["carboneria", "fotosintesi clorofilla", "perche", "bastil"]


def timed(command, env=ENV):
    start = time.perf_counter()
    result = subprocess.run(command, env=env, capture_output=True)
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{result.stderr.decode()}")
    return (time.perf_counter() - start) * 1000, result.stdout


def median_ms(command, runs, env=ENV):
    return statistics.median(timed(command, env)[0] for _ in range(runs))


def database(binary, folder):
    path = os.path.join(folder, "diario.sqlite")
    timed([binary, "--db", path, "list", "--json"])
    return path


def fill_materials(binary, folder, count=10_000, pages=5, words=150):
    path = database(binary, folder)
    rng = random.Random(26)
    db = sqlite3.connect(path)
    subjects = [row[0] for row in db.execute("SELECT id FROM subject WHERE isActive = 1")]
    with db:
        for number in range(count):
            sha = "%064x" % rng.getrandbits(256)
            cursor = db.execute(
                "INSERT INTO studyMaterial (title, subjectId, kind, createdAt, fileSha256, fileName, fileFormat, "
                "fileSize, status, pageCount) VALUES (?, ?, 'file', '2026-11-01 10:00:00.000', ?, ?, 'pdf', 1000, "
                "'done', ?)", (f"Dispensa {number}", rng.choice(subjects), sha, f"dispensa-{number}.pdf", pages))
            material = cursor.lastrowid
            db.executemany(
                "INSERT INTO materialPage (materialId, number, text) VALUES (?, ?, ?)",
                [(material, page + 1, " ".join(rng.choice(VOCABULARY) for _ in range(words)) +
                  (" perché" if rng.random() < 0.01 else "")) for page in range(pages)])
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    return path


def fts_query(words):
    quoted = [f'"{word}"' for word in words[:-1]] + [f'"{words[-1]}"*']
    match = " ".join(quoted).replace("'", "''")
    return ("SELECT rowid, highlight(searchIndex, 0, char(2), char(3)), "
            "snippet(searchIndex, 1, char(2), char(3), '…', 16), subjectId, bm25(searchIndex, 4.0, 1.0) AS rank "
            f"FROM searchIndex WHERE searchIndex MATCH '{match}' ORDER BY rank LIMIT 20;")


def words_of(text):
    return re.findall(r"\w+", text.lower())


def word_accuracy(read, known):
    got, expected = words_of(read), words_of(known)
    previous = list(range(len(got) + 1))
    for row, word in enumerate(expected):
        current = [row + 1]
        for column, candidate in enumerate(got):
            current.append(min(previous[column + 1] + 1, current[column] + 1,
                               previous[column] + (candidate != word)))
        previous = current
    return max(0.0, 1 - previous[len(got)] / len(expected))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("diario")
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--baseline")
    parser.add_argument("--write", help="put the figures between the bench-materials markers of this file")
    args = parser.parse_args()
    binary = os.path.abspath(args.diario)
    lines = ["## Materials and search (issue 26)", ""]

    with tempfile.TemporaryDirectory() as folder:
        started = time.perf_counter()
        path = fill_materials(binary, folder)
        built = time.perf_counter() - started
        size = os.path.getsize(path) / 1e6
        lines.append(f"Search among 10,000 materials of 5 pages (50,000 pages, ~150 words each; file {size:.0f} MB, "
                     f"filled and indexed in {built:.0f} s); medians of {args.runs} runs:")
        lines.append("")
        lines.append("| query | `diario search --json` | same FTS5 query, sqlite3 shell | ratio |")
        lines.append("|---|---:|---:|---:|")
        for query in QUERIES:
            ours = median_ms([binary, "--db", path, "search", query, "--json"], args.runs)
            shell = median_ms(["sqlite3", path, fts_query(query.split())], args.runs)
            hits = len(json.loads(timed([binary, "--db", path, "search", query, "--json"])[1]))
            lines.append(f"| {query} ({hits} hits) | {ours:.1f} ms | {shell:.1f} ms | {ours / shell:.2f}× |")

    pdf = os.path.join(FIXTURES, "history-notes.pdf")
    reading = []
    for _ in range(max(3, args.runs // 2)):
        with tempfile.TemporaryDirectory() as folder:
            path = database(binary, folder)
            reading.append(timed([binary, "--db", path, "materials", "add", pdf])[0])
    alone = median_ms(["pdftotext", pdf, "-"], max(3, args.runs // 2))
    ours = statistics.median(reading)
    lines += ["", f"Reading the 30-page PDF: `materials add` {ours:.0f} ms (a new database each run: open, read, hash, "
                  f"copy, save and index 30 pages) beside `pdftotext` alone {alone:.0f} ms: {ours / alone:.1f}×."]
    with tempfile.TemporaryDirectory() as folder:
        path = database(binary, folder)
        timed([binary, "--db", path, "materials", "add", pdf])
        proposing = median_ms([binary, "--db", path, "cards", "from", "1", "--json"], max(3, args.runs // 2))
    lines += ["", f"`cards from` on the 30-page PDF (every offline shape, nothing saved): {proposing:.0f} ms "
                  f"(issue 42: at most 1 s)."]

    with tempfile.TemporaryDirectory() as folder:
        path = database(binary, folder)
        shown = {}
        for number, name in enumerate(["risorgimento.md", "french-revolution.md", "history-notes.pdf", "scan.pdf",
                                       "photo.png"], start=1):
            timed([binary, "--db", path, "materials", "add", os.path.join(FIXTURES, name)])
            shown[name] = json.loads(timed([binary, "--db", path, "materials", "show", str(number), "--json"])[1])
        known_photo = open(os.path.join(FIXTURES, "photo.txt"), encoding="utf-8").read()
        photo = " ".join(page["text"] for page in shown["photo.png"]["pages"])
        layer = subprocess.run(["pdftotext", "-f", "1", "-l", "2", pdf, "-"], capture_output=True, text=True).stdout
        scan = " ".join(page["text"] for page in shown["scan.pdf"]["pages"])
        lines += ["", f"OCR word accuracy (1 − word edit distance / words): photo.png {word_accuracy(photo, known_photo):.1%} "
                      f"of {len(words_of(known_photo))} words; scan.pdf {word_accuracy(scan, layer):.1%} of "
                      f"{len(words_of(layer))} words (against the text layer of the pages it was made from)."]
        lines += ["", "| fixture | cards proposed | by origin |", "|---|---:|---|"]
        for number, name in enumerate(["risorgimento.md", "french-revolution.md", "history-notes.pdf", "scan.pdf",
                                       "photo.png"], start=1):
            cards = json.loads(timed([binary, "--db", path, "cards", "from", str(number), "--json"])[1] or "[]")
            origins = {}
            for card in cards:
                origins[card["origin"]] = origins.get(card["origin"], 0) + 1
            lines.append(f"| {name} | {len(cards)} | " + ", ".join(f"{k} {v}" for k, v in sorted(origins.items())) + " |")

    if args.baseline:
        lines += ["", "Cold start, baseline beside this build (medians of %d runs):" % (args.runs * 3), "",
                  "| command | baseline | this build | change |", "|---|---:|---:|---:|"]
        with tempfile.TemporaryDirectory() as folder:
            # Issue 42: adding a note (its subject read from the whole text) stays within 10% of the baseline's.
            note = os.path.join(FIXTURES, "risorgimento.md")
            for label, command in [("list --json, empty database", ["list", "--json"]),
                                   ("add", ["add", "compiti di storia per domani"]),
                                   ("materials add risorgimento.md", ["materials", "add", note])]:
                results = {}
                for name, candidate in [("baseline", os.path.abspath(args.baseline)), ("new", binary)]:
                    path = os.path.join(folder, name + ".sqlite")
                    timed([candidate, "--db", path, "list"])
                    results[name] = []
                for run in range(args.runs * 3):
                    for name, candidate in [("baseline", os.path.abspath(args.baseline)), ("new", binary)]:
                        path = os.path.join(folder, name + ".sqlite")
                        if command[0] == "materials":
                            # The same file twice is one material: each add goes to a database of its own, made
                            # (and its schema created) before the clock starts.
                            path = os.path.join(folder, f"{name}-{label[:9]}-{run}.sqlite")
                            timed([candidate, "--db", path, "list"])
                        results[name].append(timed([candidate, "--db", path] + command)[0])
                old, new = statistics.median(results["baseline"]), statistics.median(results["new"])
                lines.append(f"| {label} | {old:.2f} ms | {new:.2f} ms | {(new / old - 1):+.1%} |")
    print("\n".join(lines))
    if args.write:
        write_into(args.write, lines[2:])


def write_into(path, lines):
    """Puts this run's figures between the bench-materials markers of `path`."""
    write_between_markers(path, "bench-materials", [
        "Command: `make bench` (`scripts/bench-materials.py .build/release/diario --write docs/benchmarks.md`).",
        ""] + lines)


if __name__ == "__main__":
    main()
