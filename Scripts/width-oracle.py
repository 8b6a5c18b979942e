#!/usr/bin/env python3
"""Print the widths Python's `wcwidth` package gives every assigned code point, as runs.

Reads the code points and general categories from Tests/UnicodeData/UnicodeData.txt (the
copy the tests and the tables use) and prints `first last category width` for each run of
consecutive assigned code points (surrogates left out) sharing a category and a width.
Scripts/check-width-oracle.sh runs it with the pinned wcwidth and compares the output with
the committed Tests/WidthOracle/wcwidth.txt, which DisplayWidthWcwidthTests reads.
"""

import os
import sys

import wcwidth

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "Tests", "UnicodeData", "UnicodeData.txt")

runs = []
pending = None
with open(DATA, encoding="utf-8") as handle:
    for line in handle:
        if line.startswith("#"):
            continue
        fields = line.rstrip("\n").split(";")
        code_point, category = int(fields[0], 16), fields[2]
        if category == "Cs":
            continue
        if fields[1].endswith(", First>"):
            pending = code_point
            continue
        start = pending if fields[1].endswith(", Last>") else code_point
        pending = None
        for cp in range(start, code_point + 1):
            width = wcwidth.wcwidth(chr(cp))
            last = runs[-1] if runs else None
            if last and last[1] == cp - 1 and last[2] == category and last[3] == width:
                last[1] = cp
            else:
                runs.append([cp, cp, category, width])

out = sys.stdout
out.write(f"# wcwidth {wcwidth.__version__}: first last category width, over Tests/UnicodeData\n")
for first, last, category, width in runs:
    out.write(f"{first:X} {last:X} {category} {width}\n")
