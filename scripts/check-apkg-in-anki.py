#!/usr/bin/env python3
"""Opens a Diario-exported .apkg with Anki's own backend (PyPI package `anki`) and prints what Anki sees:
notes, cards, review log entries, deck names and the first note's fields. Exits non-zero if Anki refuses it.
Usage: .venv-fsrs/bin/python scripts/check-apkg-in-anki.py FILE.apkg   (pip install anki first)"""
import os
import sys
import tempfile

from anki.collection import Collection, ImportAnkiPackageOptions, ImportAnkiPackageRequest

package = os.path.abspath(sys.argv[1])
folder = tempfile.mkdtemp(prefix="diario-anki-check-")
collection = Collection(os.path.join(folder, "check.anki2"))
try:
    collection.import_anki_package(ImportAnkiPackageRequest(
        package_path=package, options=ImportAnkiPackageOptions(with_scheduling=True)))
    notes = collection.note_count()
    cards = collection.card_count()
    reviews = collection.db.scalar("SELECT count() FROM revlog")
    decks = sorted(deck.name for deck in collection.decks.all_names_and_ids())
    first = collection.get_note(collection.find_notes("")[0])
    print(f"Anki opened {package}: "
          f"{notes} notes, {cards} cards, {reviews} reviews, decks {decks}")
    print("first note fields:", list(first.fields))
finally:
    collection.close()
