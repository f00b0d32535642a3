#!/usr/bin/env python3
"""The card store at scale: Diario's "next due card" among N cards (through CardRepository, with its read
transaction and record mapping) beside the same query run by Python's sqlite3 on the same file, medians of
2,000 calls each. Usage: scripts/bench-cards.py PATH-TO-diario-bench [COUNT]"""
import json
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time

bench = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
folder = tempfile.mkdtemp(prefix="diario-bench-")
path = os.path.join(folder, "cards.sqlite")
ours = json.loads(subprocess.run([bench, "cards-due", path, str(count)], check=True, capture_output=True,
                                 text=True).stdout)
db = sqlite3.connect(path)
now = "2026-11-18 09:46:40.000"
samples = []
for _ in range(2000):
    start = time.perf_counter_ns()
    db.execute("SELECT * FROM studyCard WHERE isSuspended = 0 AND due <= ? ORDER BY due, id LIMIT 1", (now,)).fetchall()
    samples.append((time.perf_counter_ns() - start) / 1000)
peer = statistics.median(samples)
print(f"cards: {ours['cards']:,} (filled in {ours['fill_seconds']} s, one transaction)")
print(f"next due card, Diario CardRepository: median {ours['next_due_median_us']:.1f} µs, "
      f"p99 {ours['next_due_p99_us']:.1f} µs; one subject: median {ours['next_due_subject_median_us']:.1f} µs")
print(f"same query in Python sqlite3 on the same file: median {peer:.1f} µs")
print(f"target < 1,000 µs: {'met' if ours['next_due_median_us'] < 1000 else 'NOT met'}; "
      f"Diario / raw sqlite3 = {ours['next_due_median_us'] / peer:.2f}")
