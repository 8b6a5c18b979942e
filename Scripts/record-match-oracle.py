#!/usr/bin/env python3
"""Records fzf's answers for the matcher's oracle test (Tests/MatchOracle).

Usage: record-match-oracle.py [--check]

Reads Tests/MatchOracle/paths.txt (a committed list of file paths) and writes 200 seeded
queries with fzf's first result for each (`fzf --filter Q --tiebreak=index`) to
Tests/MatchOracle/fzf-top.tsv. With --check, writes nothing and exits 1 when the installed
fzf answers differently from the record. Needs fzf on PATH.
"""
import random
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "Tests" / "MatchOracle"
PATHS = FOLDER / "paths.txt"
RECORD = FOLDER / "fzf-top.tsv"
SEED = 20261201
COUNT = 200


def queries(paths):
    """Queries a person types: a piece of a name, letters of its words, a name's start."""
    rng = random.Random(SEED)
    chosen = []
    while len(chosen) < COUNT:
        path = rng.choice(paths)
        name = path.rsplit("/", 1)[-1]
        kind = rng.randrange(4)
        if kind == 0 and len(name) >= 4:
            start = rng.randrange(len(name) - 3)
            query = name[start:start + rng.randint(3, 5)]
        elif kind == 1:
            words = [w for w in path.replace("_", "/").replace(".", "/").replace("-", "/").split("/") if w]
            query = "".join(w[0] for w in words[-3:])
        elif kind == 2:
            letters = sorted(rng.sample(range(len(path)), min(len(path), rng.randint(3, 6))))
            query = "".join(path[i] for i in letters)
        else:
            query = name[: rng.randint(2, 6)]
        query = query.strip().replace("\t", "")
        if len(query) >= 2 and " " not in query and query not in chosen:
            chosen.append(query)
    return chosen


def top(query, text):
    result = subprocess.run(
        ["fzf", "--filter", query, "--tiebreak=index"], input=text, capture_output=True, text=True
    )
    lines = result.stdout.splitlines()
    return lines[0] if lines else ""


def main():
    paths = PATHS.read_text().splitlines()
    text = "\n".join(paths) + "\n"
    rows = [f"{q}\t{top(q, text)}" for q in queries(paths)]
    body = "".join(row + "\n" for row in rows)
    if "--check" in sys.argv[1:]:
        if RECORD.read_text() != body:
            print("fzf answers differently from Tests/MatchOracle/fzf-top.tsv", file=sys.stderr)
            return 1
        print(f"fzf agrees with its record ({COUNT} queries)")
        return 0
    RECORD.write_text(body)
    print(f"wrote {RECORD} ({COUNT} queries)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
