#!/usr/bin/env python3
"""Writes the Anki decks the interchange tests import, with genanki (PyPI), into Fixtures/anki/:
  storia.apkg   – a "Storia" deck of 3 basic notes (accents, HTML, tags), no review history;
  inglese.apkg  – an "English verbs" deck of 2 notes with review history added to the revlog table.
Run: scripts/make-anki-fixtures.sh  (creates .venv-fsrs with genanki==0.13.1 first). Committed; tests need no Python."""
import os
import sqlite3
import sys
import tempfile
import zipfile

import genanki

MODEL = genanki.Model(
    1607392319, "Basic (Diario fixture)",
    fields=[{"name": "Front"}, {"name": "Back"}],
    templates=[{"name": "Card 1", "qfmt": "{{Front}}", "afmt": "{{FrontSide}}<hr id=answer>{{Back}}"}])


def deck(deck_id, name, notes):
    result = genanki.Deck(deck_id, name)
    for front, back, tags in notes:
        result.add_note(genanki.Note(model=MODEL, fields=[front, back], tags=tags, guid=genanki.guid_for(front)))
    return result


def add_reviews(path, reviews):
    """genanki writes no review history: add revlog rows (id = ms timestamp, cid, ease, time in ms)."""
    folder = tempfile.mkdtemp()
    with zipfile.ZipFile(path) as archive:
        archive.extractall(folder)
    db = sqlite3.connect(os.path.join(folder, "collection.anki2"))
    cards = [row[0] for row in db.execute("SELECT id FROM cards ORDER BY nid, ord")]
    for index, (card_index, ease, ms, duration) in enumerate(reviews):
        db.execute("INSERT INTO revlog (id, cid, usn, ease, ivl, lastIvl, factor, time, type) "
                   "VALUES (?, ?, -1, ?, 0, 0, 0, ?, 0)", (ms, cards[card_index], ease, duration))
    db.commit()
    db.close()
    with zipfile.ZipFile(path, "w") as archive:
        for name in os.listdir(folder):
            archive.write(os.path.join(folder, name), name)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "Fixtures/anki"
    storia = deck(2059400110, "Storia", [
        ("Battaglia di Hastings", "1066", ["medioevo"]),
        ("Chi era <b>Giulio Cesare</b>?", "Un generale romano", ["roma", "antica"]),
        ("Presa della Bastiglia", "14 luglio 1789", []),
    ])
    genanki.Package(storia).write_to_file(os.path.join(out, "storia.apkg"))
    inglese = deck(2059400111, "English verbs", [
        ("to go (past simple)", "went", ["verbs"]),
        ("to be (past simple)", "was / were", ["verbs"]),
    ])
    path = os.path.join(out, "inglese.apkg")
    genanki.Package(inglese).write_to_file(path)
    day = 86_400_000
    start = 1_795_000_000_000  # 2026-11-18T09:46:40Z
    add_reviews(path, [(0, 3, start, 4000), (0, 3, start + 600_000, 3000), (0, 4, start + 3 * day, 2000),
                       (1, 1, start + 60_000, 8000), (1, 3, start + 120_000, 5000)])
    print("wrote", out)


if __name__ == "__main__":
    main()
