#!/usr/bin/env python3
"""Diario on real students' notes (issue 42): subject detection (no --subject) and offline card proposals.

Usage: [DIARIO_NOTES_WORK=DIR] python3 scripts/measure-real-notes.py [--bin PATH] [--files DIR] [--out results.tsv]
       [--rules rules.json] [--flat] [--cards-out cards.jsonl]

The notes are public repositories read locally and never committed. Put their Markdown files under WORK/files/:
  SuperQuarkMappona3.0/  from github.com/LorenzoPapi/SuperQuarkMappona3.0 at a3ee6ca0d9afa91f9b6381f31a206da77461c798
  etome3-notes/          from github.com/etome3/notes at 4b2635ebdfd39774534cd601c60568695839151f
(every .md of each, with its relative path). WORK defaults to /tmp/notes-baseline; its database and results go there.

For every selected .md under files/ it runs, in a fresh database and with no coach configured (offline):
  diario materials add FILE --json          -> the subject Diario gave it (and the material id)
  diario cards from ID --json </dev/null    -> the cards it proposes (JSON without --yes: nothing is saved)
and writes results.tsv (path, expected, given, cards, add_seconds) plus a summary on stdout.
The expected subject comes from the file's folder (rules below, or --rules: a JSON list of [path prefix, key or
null or "?"] written for a closed set by someone who never saw the code); files whose subject is unclear are listed
with expected "?" and left out of the accuracy figure.
"""
import argparse, collections, json, os, shutil, subprocess, sys, time

HERE = os.environ.get("DIARIO_NOTES_WORK", "/tmp/notes-baseline")
ENV = {
    "PATH": "/usr/bin:/bin", "HOME": HERE, "TZ": "Europe/Rome", "DIARIO_NOW": "2026-11-25T10:00",
    "LANG": "C.UTF-8",
}
MIN_BYTES = 200  # smaller files are Obsidian folder notes, banners, empty stubs: no text to study

# (path prefix, expected key); first match wins. None = not a note (excluded); "?" = subject unclear (skipped).
RULES = [
    # LorenzoPapi/SuperQuarkMappona3.0 — Italian liceo (Maturità) notes, Materia/Argomento/Nota
    ("SuperQuarkMappona3.0/CODE_OF_CONDUCT.md", None), ("SuperQuarkMappona3.0/README.md", None),
    ("SuperQuarkMappona3.0/content/index.md", None), ("SuperQuarkMappona3.0/content/Crediti e About.md", None),
    ("SuperQuarkMappona3.0/content/templates/", None),
    ("SuperQuarkMappona3.0/content/Munnizzella/Canovaccio.md", "?"),  # interdisciplinary links, no one subject
    ("SuperQuarkMappona3.0/content/Munnizzella/Collegamenti ita.md", "italian"),
    ("SuperQuarkMappona3.0/content/Munnizzella/Latino collegamenti.md", "latin"),
    ("SuperQuarkMappona3.0/content/Munnizzella/Proposte doc arte.md", "art"),
    ("SuperQuarkMappona3.0/content/Munnizzella/Proposte doc inglese.md", "english"),
    ("SuperQuarkMappona3.0/content/Arte/", "art"), ("SuperQuarkMappona3.0/content/Filosofia/", "philosophy"),
    ("SuperQuarkMappona3.0/content/Fisica/", "physics"), ("SuperQuarkMappona3.0/content/Inglese/", "english"),
    ("SuperQuarkMappona3.0/content/Latino/", "latin"),
    ("SuperQuarkMappona3.0/content/Italiano/", "italian"), ("SuperQuarkMappona3.0/content/Matematica/", "math"),
    ("SuperQuarkMappona3.0/content/Scienze/", "science"), ("SuperQuarkMappona3.0/content/Storia/", "history"),
    # etome3/notes — English (Australian Year 11) Obsidian vault
    ("etome3-notes/.trash/", None), ("etome3-notes/Excalidraw/", None), ("etome3-notes/Inter-4.1/", None),
    ("etome3-notes/README.md", None),
    ("etome3-notes/Biology/Proposed_Changes.md", "?"), ("etome3-notes/Chemistry/Proposed_Changes.md", "?"),
    ("etome3-notes/Transcribe/", "science"),  # a solubility table of cations/anions
    ("etome3-notes/Ancient History/", "history"), ("etome3-notes/Biology/", "science"),
    ("etome3-notes/Chemistry/", "science"), ("etome3-notes/Literature/", "english"),
    ("etome3-notes/Math Methods/", "math"), ("etome3-notes/Specialist Maths/", "math"),
]


def expected_for(rel, rules=RULES):
    for prefix, key in rules:
        if rel.startswith(prefix):
            return key
    return "?"


def run(bin_, db, args, stdin=subprocess.DEVNULL):
    p = subprocess.run([bin_, *args, "--db", db, "--json"], env=ENV, stdin=stdin, capture_output=True,
                       text=True, timeout=300)
    return p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", default="/work/main/.build/release/diario")
    ap.add_argument("--files", default=os.path.join(HERE, "files"))
    ap.add_argument("--out", default=os.path.join(HERE, "results.tsv"))
    ap.add_argument("--db", default=os.path.join(HERE, "d.sqlite"))
    ap.add_argument("--rules", help="a JSON list of [path prefix, expected] pairs instead of the built-in rules")
    ap.add_argument("--cards-out", help="write every proposed card here, one JSON object a line, for a reviewer")
    ap.add_argument("--flat", action="store_true",
                    help="add a copy of each file from a folder of its own named by a number, so that only its name "
                         "and text tell its subject (the folders a student keeps notes in count otherwise)")
    a = ap.parse_args()
    rules = RULES
    if a.rules:
        with open(a.rules) as f:
            rules = [tuple(pair) for pair in json.load(f)]

    assert not os.path.exists(os.path.join(HERE, ".config/diario/config.toml")), "a coach config would not be offline"
    for leftover in (a.db, a.db + "-wal", a.db + "-shm"):
        if os.path.exists(leftover):
            os.remove(leftover)
    for folder in ("materials", "backups"):
        shutil.rmtree(os.path.join(os.path.dirname(a.db), folder), ignore_errors=True)

    rows, excluded, small = [], 0, 0
    for root, _, names in os.walk(a.files):
        for n in sorted(names):
            if not n.endswith(".md"):
                continue
            full = os.path.join(root, n)
            rel = os.path.relpath(full, a.files)
            exp = expected_for(rel, rules)
            if exp is None:
                excluded += 1
                continue
            if os.path.getsize(full) < MIN_BYTES:
                small += 1
                continue
            rows.append([rel, exp, full])
    rows.sort()

    results, add_total = [], 0.0
    cards_out = open(a.cards_out, "w") if a.cards_out else None
    flat = os.path.join(HERE, "flat")
    if a.flat:
        shutil.rmtree(flat, ignore_errors=True)
    for number, (rel, exp, full) in enumerate(rows):
        if a.flat:
            os.makedirs(os.path.join(flat, str(number)))
            full = shutil.copy(full, os.path.join(flat, str(number), os.path.basename(full)))
        t0 = time.monotonic()
        p = run(a.bin, a.db, ["materials", "add", full])
        dt = time.monotonic() - t0
        add_total += dt
        given, mid, cards, note, origins = "ERROR", None, -1, "", ""
        try:
            m = json.loads(p.stdout.strip().splitlines()[-1])
            given, mid = m.get("subject") or "none", m["id"]
        except Exception:
            note = (p.stderr or p.stdout).strip().replace("\n", " ")[:200]
        if mid is not None:
            q = run(a.bin, a.db, ["cards", "from", str(mid)])
            try:
                proposed = json.loads(q.stdout.strip() or "[]")
                cards = len(proposed)
                for card in proposed if cards_out else []:
                    cards_out.write(json.dumps({"path": rel, "origin": card["origin"], "front": card["front"],
                                                "back": card["back"], "page": card.get("page")},
                                               ensure_ascii=False) + "\n")
                origins = ",".join(f"{k}:{v}" for k, v in sorted(collections.Counter(c["origin"] for c in proposed).items()))
            except Exception:
                note = (q.stderr or q.stdout).strip().replace("\n", " ")[:200]
        results.append((rel, exp, given, cards, dt, note, origins))
        print(f"{cards:3d} {exp:>12} -> {given:<12} {rel}", file=sys.stderr)

    with open(a.out, "w") as f:
        f.write("path\texpected\tgiven\tcards\tadd_seconds\torigins\tnote\n")
        for rel, exp, given, cards, dt, note, origins in results:
            f.write(f"{rel}\t{exp}\t{given}\t{cards}\t{dt:.3f}\t{origins}\t{note}\n")

    def summary(label, rs):
        clear = [r for r in rs if r[1] != "?"]
        right = sum(1 for r in clear if r[1] == r[2])
        c = [r[3] for r in rs]
        three = sum(1 for x in c if x >= 3)
        print(f"[{label}] files={len(rs)} clear={len(clear)} subject_right={right}/{len(clear)}"
              f" ({100*right/max(1,len(clear)):.1f}%) cards>=3={three}/{len(rs)} ({100*three/max(1,len(rs)):.1f}%)"
              f" dist: 0={sum(1 for x in c if x == 0)} 1-2={sum(1 for x in c if 1 <= x <= 2)} 3+={three}"
              f" errors={sum(1 for x in c if x < 0)}")

    print(f"excluded (not notes)={excluded}  under {MIN_BYTES} bytes={small}  measured={len(results)}")
    print(f"time to add all: {add_total:.1f} s ({add_total/max(1,len(results)):.3f} s/file)")
    summary("all", results)
    for source in sorted({r[0].split("/")[0] for r in results}):
        summary(source, [r for r in results if r[0].split("/")[0] == source])
    conf = collections.Counter((r[1], r[2]) for r in results if r[1] != "?" and r[1] != r[2])
    print("confusions (expected -> given):")
    for (e, g), n in conf.most_common(10):
        print(f"  {n:3d}  {e} -> {g}")


if __name__ == "__main__":
    main()
