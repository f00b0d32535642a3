#!/usr/bin/env python3
"""Cold start (issue 15): `diario list --json` on an empty database, beside a Foundation "hello" built with
`swiftc -O -static-stdlib` (the floor), medians of 15 cold runs, rounds alternated so that a noisy moment hits both;
peak RSS by /usr/bin/time. More binaries (older builds) may be given to time them in the same rounds.
Usage: scripts/bench-startup.py PATH-TO-diario [OTHER-diario …]"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

folder = tempfile.mkdtemp(prefix="diario-startup-")
hello = os.path.join(folder, "hello")
with open(hello + ".swift", "w") as source:
    source.write('import Foundation\nprint("hello \\(Date().timeIntervalSince1970 > 0)")\n')
subprocess.run(["swiftc", "-O", "-static-stdlib", hello + ".swift", "-o", hello], check=True, capture_output=True)
env = {"PATH": "/usr/bin:/bin", "HOME": folder, "TZ": "Europe/Rome", "DIARIO_NOW": "2026-11-23T19:00",
       "LANG": "C.UTF-8", "DIARIO_DB": os.path.join(folder, "empty.sqlite")}
commands = {path: [path, "list", "--json"] for path in sys.argv[1:]}
commands["static hello (floor)"] = [hello]
for command in commands.values():
    subprocess.run(command, env=env, capture_output=True, check=True)


def median_ms(command):
    samples = []
    for _ in range(15):
        start = time.perf_counter()
        subprocess.run(command, env=env, capture_output=True)
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def peak_kb(command):
    result = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, env=env, capture_output=True, text=True)
    return int(result.stderr.strip().splitlines()[-1])


for round_number in range(3):
    times = {name: median_ms(command) for name, command in commands.items()}
    floor = times["static hello (floor)"]
    print(f"round {round_number + 1}: " + " | ".join(
        f"{name} {ms:.1f} ms ({ms / floor:.1f}×)" for name, ms in times.items()))
print("peak RSS: " + " | ".join(f"{name} {peak_kb(command) / 1024:.1f} MB" for name, command in commands.items()))
