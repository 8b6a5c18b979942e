#!/usr/bin/env python3
"""Copy the parts of the Unicode data files that Quire uses into Tests/UnicodeData.

The tests and Scripts/generate-unicode-tables.py read the committed copies, so `swift test`
needs nothing installed and tests, tables and generator agree on one Unicode version. Run
this only to move to another Unicode version, from Debian's `unicode-data` package (or an
unpacked UCD.zip with emoji/ beside it):

    apt-get install unicode-data
    Scripts/vendor-unicode-data.py [--data /usr/share/unicode] [--output Tests/UnicodeData]
    Scripts/generate-unicode-tables.py
    Scripts/generate-case-folding.py

Each copy keeps the source file's header (name, version, date, copyright) and, below it, a
line saying how it was modified, as the Unicode licence asks; then only the data lines Quire
reads, with their trailing comments removed. Running it twice gives the same bytes.
"""

import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_OUTPUT = os.path.join(HERE, "..", "Tests", "UnicodeData")


def keep_properties(*names):
    """A line filter keeping the data lines whose second field is one of `names`."""
    wanted = set(names)

    def keep(data):
        fields = [field.strip() for field in data.split(";")]
        return len(fields) > 1 and fields[1] in wanted

    return keep


def keep_all(_data):
    return True


# path inside the data folder, what is kept, and a line filter on the comment-free data.
FILES = [
    ("EastAsianWidth.txt", "every data line", keep_all),
    ("PropList.txt", "the Prepended_Concatenation_Mark and White_Space lines",
     keep_properties("Prepended_Concatenation_Mark", "White_Space")),
    ("DerivedCoreProperties.txt", "the Default_Ignorable_Code_Point lines",
     keep_properties("Default_Ignorable_Code_Point")),
    ("CaseFolding.txt", "the C and S lines (simple case folding)", keep_properties("C", "S")),
    ("emoji/emoji-data.txt", "the Extended_Pictographic and Emoji_Presentation lines",
     keep_properties("Extended_Pictographic", "Emoji_Presentation")),
    ("emoji/emoji-variation-sequences.txt", "every data line", keep_all),
    ("auxiliary/GraphemeBreakProperty.txt", "every data line", keep_all),
    ("auxiliary/WordBreakProperty.txt", "every data line", keep_all),
    ("auxiliary/GraphemeBreakTest.txt", "every test line", keep_all),
    ("auxiliary/WordBreakTest.txt", "every test line", keep_all),
    ("CaseFolding.txt", "the C and S lines (simple case folding)", keep_properties("C", "S")),
]


def header_and_data(path):
    """The leading comment block of a UCD file, and its data lines without comments."""
    header, data = [], []
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    index = 0
    while index < len(lines) and lines[index].startswith("#"):
        header.append(lines[index])
        index += 1
    for line in lines[index:]:
        content = line.split("#", 1)[0].rstrip()
        if content.strip():
            data.append(content)
    return header, data


def write(path, lines):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as handle:
        handle.write("\n".join(lines) + "\n")


def version_of(data):
    with open(os.path.join(data, "EastAsianWidth.txt"), encoding="utf-8") as handle:
        first = handle.readline()
    return first.split("-", 1)[1].rsplit(".txt", 1)[0]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default="/usr/share/unicode")
    parser.add_argument("--output", default=DEFAULT_OUTPUT)
    arguments = parser.parse_args()
    data, output = arguments.data, os.path.normpath(arguments.output)
    if not os.path.exists(os.path.join(data, "UnicodeData.txt")):
        sys.exit(f"error: {data}/UnicodeData.txt is missing (apt-get install unicode-data)")
    version = version_of(data)

    for name, what, keep in FILES:
        header, lines = header_and_data(os.path.join(data, name))
        notice = f"# Modified for Quire: {what} of the original, with trailing comments removed."
        write(os.path.join(output, name), header[:1] + [notice] + header[1:] + [""] + [
            line for line in lines if keep(line)])

    # UnicodeData.txt has no header: its first line says what it is, and only the code
    # point, name (ranges are named "<..., First>" and "<..., Last>") and general category
    # of each line are kept.
    rows = []
    with open(os.path.join(data, "UnicodeData.txt"), encoding="utf-8") as handle:
        for line in handle:
            fields = line.rstrip("\n").split(";")
            if len(fields) > 2:
                name = fields[1] if fields[1].startswith("<") else ""
                rows.append(";".join([fields[0], name, fields[2]]))
    write(os.path.join(output, "UnicodeData.txt"), [
        f"# UnicodeData-{version}.txt",
        "# Modified for Quire: the code point, the general category, and the name only where it",
        "# marks a range (<..., First>, <..., Last>); the other fields are removed.",
        "# © Unicode®, Inc. For terms of use, see https://www.unicode.org/terms_of_use.html",
    ] + rows)

    write(os.path.join(output, "VERSION"), [version])


if __name__ == "__main__":
    main()
