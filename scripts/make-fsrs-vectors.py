#!/usr/bin/env python3
"""Writes Fixtures/srs/fsrs-vectors.jsonl: review histories scheduled by py-fsrs (the reference FSRS-6
implementation, PyPI package `fsrs`), for DiarioSRS's parity test. The vectors are committed, so tests need no
Python. Run:  scripts/make-fsrs-vectors.sh   (creates .venv-fsrs and installs fsrs==6.3.2 first)

Scheduler: default parameters, desired retention 0.9, learning steps 1 and 10 minutes, relearning step
10 minutes, maximum interval 36500 days, fuzz off. Each line is one card's history:
  {"id": "h17", "reviews": [{"rating": 3, "at": "2026-11-21T10:00:00Z"}, ...],
   "after": [{"state": "learning", "step": 1, "stability": 2.3065, "difficulty": 2.1181, "due": "..."}, ...]}
Review times mix early reviews (before the due time), on-time ones, late ones (up to three times the
interval late) and same-day repeats, with every rating; the seed makes the file reproducible.
"""
import json
import random
import sys
from datetime import datetime, timedelta, timezone

from fsrs import Card, Rating, Scheduler

STATES = {1: "learning", 2: "review", 3: "relearning"}


def iso(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def next_review_time(rng: random.Random, now: datetime, due: datetime) -> datetime:
    interval = max((due - now).total_seconds(), 60.0)
    kind = rng.choices(["early", "on_time", "late", "same_day"], weights=[2, 4, 3, 1])[0]
    if kind == "early":
        seconds = interval * rng.uniform(0.05, 0.95)
    elif kind == "on_time":
        seconds = interval + rng.uniform(0, 3600)
    elif kind == "late":
        seconds = interval * rng.uniform(1.05, 3.0)
    else:
        seconds = rng.uniform(30, 6 * 3600)
    return now + timedelta(seconds=int(seconds))


def main() -> None:
    out_path = sys.argv[1] if len(sys.argv) > 1 else "Fixtures/srs/fsrs-vectors.jsonl"
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 1200
    rng = random.Random(20261121)
    scheduler = Scheduler(
        desired_retention=0.9,
        learning_steps=(timedelta(minutes=1), timedelta(minutes=10)),
        relearning_steps=(timedelta(minutes=10),),
        maximum_interval=36500,
        enable_fuzzing=False,
    )
    start = datetime(2026, 1, 5, 8, 0, 0, tzinfo=timezone.utc)
    with open(out_path, "w") as out:
        for index in range(count):
            card = Card(card_id=index + 1, due=start)
            now = start + timedelta(seconds=rng.randint(0, 86400 * 30))
            reviews, after = [], []
            for _ in range(rng.randint(1, 14)):
                rating = Rating(rng.choices([1, 2, 3, 4], weights=[2, 2, 5, 1])[0])
                card, _ = scheduler.review_card(card, rating, review_datetime=now)
                reviews.append({"rating": int(rating), "at": iso(now)})
                after.append({
                    "state": STATES[int(card.state)],
                    "step": card.step,
                    "stability": card.stability,
                    "difficulty": card.difficulty,
                    "due": iso(card.due),
                })
                now = next_review_time(rng, now, card.due)
            out.write(json.dumps({"id": f"h{index + 1}", "reviews": reviews, "after": after}) + "\n")
    print(f"wrote {count} histories to {out_path}")


if __name__ == "__main__":
    main()
