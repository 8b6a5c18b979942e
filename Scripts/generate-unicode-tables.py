#!/usr/bin/env python3
"""Generate Sources/QuireText/Generated/UnicodeTables.swift from the Unicode data files.

Reads the Unicode data files committed under Tests/UnicodeData (the copies the tests read too,
made by Scripts/vendor-unicode-data.py from Debian's `unicode-data`) and writes one sorted
run table: for every code point, the cell width class, the grapheme break property, the word
break property and the emoji flags that display width and segmentation need (the simple case
folding is Scripts/generate-case-folding.py's). Usage:

    Scripts/generate-unicode-tables.py [--data DIR] [--output FILE]

The output depends only on the data files, so running it twice gives the same bytes;
Scripts/check-unicode-tables.sh relies on that.
"""

import argparse
import os
import re
import sys

MAX_CODE_POINT = 0x10FFFF

# Width classes (2 bits).
ZERO, NARROW, WIDE, CONTROL = 0, 1, 2, 3

GRAPHEME_BREAK = [
    "Other", "CR", "LF", "Control", "Extend", "ZWJ", "Regional_Indicator", "Prepend",
    "SpacingMark", "L", "V", "T", "LV", "LVT",
]
WORD_BREAK = [
    "Other", "CR", "LF", "Newline", "Extend", "ZWJ", "Regional_Indicator", "Format", "Katakana",
    "Hebrew_Letter", "ALetter", "Single_Quote", "Double_Quote", "MidNumLet", "MidLetter",
    "MidNum", "Numeric", "ExtendNumLet", "WSegSpace",
]

# Bit layout of one packed value (UInt16).
WIDTH_SHIFT, GRAPHEME_SHIFT, PICTOGRAPHIC_BIT, WORD_SHIFT = 0, 2, 6, 7
EMOJI_PRESENTATION_BIT, EMOJI_VARIATION_BIT, LETTER_OR_NUMBER_BIT, WHITE_SPACE_BIT = 12, 13, 14, 15


def lower_camel(name):
    """The Swift case name of a property value: `Regional_Indicator` -> `regionalIndicator`."""
    if name in ("CR", "LF", "ZWJ", "L", "V", "T", "LV", "LVT"):
        return name.lower()
    parts = name.split("_")
    return parts[0][0].lower() + parts[0][1:] + "".join(parts[1:])


def property_lines(path):
    """Yields (first, last, fields) for each data line of a UCD-style file."""
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [field.strip() for field in line.split(";")]
            span = fields[0].split("..")
            first = int(span[0], 16)
            last = int(span[-1], 16)
            yield first, last, fields[1:]


def read_version(path):
    with open(path, encoding="utf-8") as handle:
        match = re.search(r"-(\d+\.\d+\.\d+)\.txt", handle.readline())
    if not match:
        sys.exit(f"error: no Unicode version in the first line of {path}")
    return match.group(1)


def general_categories(data):
    categories = {}
    pending = None
    for first, _, fields in property_lines(os.path.join(data, "UnicodeData.txt")):
        name, category = fields[0], fields[1]
        if name.endswith(", First>"):
            pending = first
            continue
        start = pending if name.endswith(", Last>") and pending is not None else first
        pending = None
        for code_point in range(start, first + 1):
            categories[code_point] = category
    return categories


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--data", default=os.path.join(here, "..", "Tests", "UnicodeData"))
    default_output = os.path.join(here, "..", "Sources", "QuireText", "Generated", "UnicodeTables.swift")
    parser.add_argument("--output", default=default_output)
    arguments = parser.parse_args()
    data = arguments.data

    paths = {
        "EastAsianWidth": os.path.join(data, "EastAsianWidth.txt"),
        "DerivedCoreProperties": os.path.join(data, "DerivedCoreProperties.txt"),
        "emoji-data": os.path.join(data, "emoji", "emoji-data.txt"),
        "emoji-variation-sequences": os.path.join(data, "emoji", "emoji-variation-sequences.txt"),
        "GraphemeBreakProperty": os.path.join(data, "auxiliary", "GraphemeBreakProperty.txt"),
        "WordBreakProperty": os.path.join(data, "auxiliary", "WordBreakProperty.txt"),
    }
    for path in list(paths.values()) + [os.path.join(data, name) for name in ("UnicodeData.txt", "PropList.txt")]:
        if not os.path.exists(path):
            sys.exit(f"error: {path} is missing (see Scripts/vendor-unicode-data.py)")
    version = read_version(paths["EastAsianWidth"])

    size = MAX_CODE_POINT + 1
    categories = general_categories(data)

    # East Asian Width, with the documented defaults for unassigned code points.
    east_asian = ["N"] * size
    for first, last in ((0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FFFD),
                        (0x30000, 0x3FFFD)):
        for code_point in range(first, last + 1):
            east_asian[code_point] = "W"
    for first, last, fields in property_lines(paths["EastAsianWidth"]):
        for code_point in range(first, last + 1):
            east_asian[code_point] = fields[0]

    concatenation = bytearray(size)
    white_space = bytearray(size)
    for first, last, fields in property_lines(os.path.join(data, "PropList.txt")):
        target = {"Prepended_Concatenation_Mark": concatenation, "White_Space": white_space}.get(fields[0])
        if target is not None:
            for code_point in range(first, last + 1):
                target[code_point] = 1

    ignorable = bytearray(size)
    for first, last, fields in property_lines(paths["DerivedCoreProperties"]):
        if fields[0] == "Default_Ignorable_Code_Point":
            for code_point in range(first, last + 1):
                ignorable[code_point] = 1

    pictographic = bytearray(size)
    presentation = bytearray(size)
    for first, last, fields in property_lines(paths["emoji-data"]):
        target = {"Extended_Pictographic": pictographic, "Emoji_Presentation": presentation}.get(fields[0])
        if target is not None:
            for code_point in range(first, last + 1):
                target[code_point] = 1

    variation = bytearray(size)
    with open(paths["emoji-variation-sequences"], encoding="utf-8") as handle:
        for line in handle:
            line = line.split("#", 1)[0].strip()
            if line:
                variation[int(line.split()[0], 16)] = 1

    grapheme = bytearray(size)
    for first, last, fields in property_lines(paths["GraphemeBreakProperty"]):
        value = GRAPHEME_BREAK.index(fields[0])
        for code_point in range(first, last + 1):
            grapheme[code_point] = value

    word = bytearray(size)
    for first, last, fields in property_lines(paths["WordBreakProperty"]):
        value = WORD_BREAK.index(fields[0])
        for code_point in range(first, last + 1):
            word[code_point] = value

    def width_class(code_point):
        category = categories.get(code_point, "Cn")
        if category == "Cc":
            return CONTROL
        if code_point == 0x00AD or concatenation[code_point]:
            return NARROW  # Format characters that are drawn: SOFT HYPHEN, the Arabic number signs.
        if code_point == 0x115F:
            return WIDE  # HANGUL CHOSEONG FILLER stands for a leading consonant: a syllable's width.
        if category in ("Mn", "Me", "Cf", "Zl", "Zp") or ignorable[code_point]:
            return ZERO
        if 0x1160 <= code_point <= 0x11FF or 0xD7B0 <= code_point <= 0xD7FF:
            return ZERO  # Hangul medial vowels and final consonants join the preceding syllable.
        if east_asian[code_point] in ("W", "F") or 0x1F1E6 <= code_point <= 0x1F1FF:
            # A lone regional indicator is drawn as a boxed letter, as wide as a flag.
            return WIDE
        return NARROW

    starts, values = [], []
    previous = None
    for code_point in range(size):
        value = (
            width_class(code_point) << WIDTH_SHIFT
            | grapheme[code_point] << GRAPHEME_SHIFT
            | pictographic[code_point] << PICTOGRAPHIC_BIT
            | word[code_point] << WORD_SHIFT
            | presentation[code_point] << EMOJI_PRESENTATION_BIT
            | variation[code_point] << EMOJI_VARIATION_BIT
            | (categories.get(code_point, "Cn")[0] in "LN") << LETTER_OR_NUMBER_BIT
            | white_space[code_point] << WHITE_SPACE_BIT
        )
        if value != previous:
            starts.append(code_point)
            values.append(value)
            previous = value

    out = []
    out.append(f"// Generated by Scripts/generate-unicode-tables.py from the Unicode {version} data files.")
    out.append("// Do not edit: change the script and run it again (Scripts/check-unicode-tables.sh checks).")
    out.append("// swift-format-ignore-file")
    out.append("")
    out.append("/// The grapheme cluster break property of a code point (UAX #29).")
    out.append("@usableFromInline enum GraphemeBreakProperty: UInt8, Sendable {")
    for index, name in enumerate(GRAPHEME_BREAK):
        out.append(f"  case {lower_camel(name)} = {index}")
    out.append("}")
    out.append("")
    out.append("/// The word break property of a code point (UAX #29).")
    out.append("@usableFromInline enum WordBreakProperty: UInt8, Sendable {")
    for index, name in enumerate(WORD_BREAK):
        out.append(f"  case {lower_camel(name)} = {index}")
    out.append("}")
    out.append("")
    out.append("/// The properties of one code point that display width and segmentation need, packed in 16 bits.")
    out.append("@usableFromInline struct UnicodeProperties: Sendable {")
    out.append("  @usableFromInline let bits: UInt16")
    out.append("")
    out.append("  @inlinable init(bits: UInt16) { self.bits = bits }")
    out.append("")
    out.append(f"  /// The Unicode version of the data the table was generated from.")
    out.append(f"  static let unicodeVersion = \"{version}\"")
    out.append("")
    out.append("  /// The properties of `scalar`: a binary search in the run table. O(log runs).")
    out.append("  @usableFromInline static func of(_ scalar: Unicode.Scalar) -> UnicodeProperties {")
    out.append("    let value = scalar.value")
    out.append("    var low = 0")
    out.append("    var high = UnicodeTables.runStarts.count")
    out.append("    while high - low > 1 {")
    out.append("      let middle = (low + high) / 2")
    out.append("      if UnicodeTables.runStarts[middle] <= value { low = middle } else { high = middle }")
    out.append("    }")
    out.append("    return UnicodeProperties(bits: UnicodeTables.runValues[low])")
    out.append("  }")
    out.append("")
    out.append("  /// 0 for zero width, 1 for narrow, 2 for wide, 3 for a control character (Cc).")
    out.append(f"  @inlinable var widthClass: Int {{ Int(bits >> {WIDTH_SHIFT} & 0x3) }}")
    out.append("  /// The grapheme cluster break property.")
    out.append("  @inlinable var graphemeBreak: GraphemeBreakProperty {")
    out.append(f"    GraphemeBreakProperty(rawValue: UInt8(bits >> {GRAPHEME_SHIFT} & 0xF)) ?? .other")
    out.append("  }")
    out.append("  /// Whether the code point has the Extended_Pictographic property.")
    out.append(f"  @inlinable var isExtendedPictographic: Bool {{ bits >> {PICTOGRAPHIC_BIT} & 1 == 1 }}")
    out.append("  /// The word break property.")
    out.append("  @inlinable var wordBreak: WordBreakProperty {")
    out.append(f"    WordBreakProperty(rawValue: UInt8(bits >> {WORD_SHIFT} & 0x1F)) ?? .other")
    out.append("  }")
    out.append("  /// Whether the code point is shown as an emoji by default (Emoji_Presentation).")
    out.append(f"  @inlinable var hasEmojiPresentation: Bool {{ bits >> {EMOJI_PRESENTATION_BIT} & 1 == 1 }}")
    out.append("  /// Whether a variation selector can switch the code point between text and emoji style.")
    out.append(f"  @inlinable var hasEmojiVariation: Bool {{ bits >> {EMOJI_VARIATION_BIT} & 1 == 1 }}")
    out.append("  /// Whether the code point is a letter or a number (general category L* or N*).")
    out.append(f"  @inlinable var isLetterOrNumber: Bool {{ bits >> {LETTER_OR_NUMBER_BIT} & 1 == 1 }}")
    out.append("  /// Whether the code point is White_Space.")
    out.append(f"  @inlinable var isWhiteSpace: Bool {{ bits >> {WHITE_SPACE_BIT} & 1 == 1 }}")
    out.append("}")
    out.append("")
    out.append("/// The run table: `runValues[i]` holds from `runStarts[i]` up to the next start.")
    out.append("@usableFromInline enum UnicodeTables {")
    out.append(f"  /// The first code point of each run ({len(starts)} runs).")
    out.append("  @usableFromInline static let runStarts: [UInt32] = [")
    for index in range(0, len(starts), 10):
        out.append("    " + " ".join(f"0x{s:X}," for s in starts[index:index + 10]))
    out.append("  ]")
    out.append("  /// The packed properties of each run.")
    out.append("  @usableFromInline static let runValues: [UInt16] = [")
    for index in range(0, len(values), 12):
        out.append("    " + " ".join(f"0x{v:04X}," for v in values[index:index + 12]))
    out.append("  ]")
    out.append("}")
    text = "\n".join(out) + "\n"
    os.makedirs(os.path.dirname(os.path.abspath(arguments.output)), exist_ok=True)
    with open(arguments.output, "w", encoding="utf-8") as handle:
        handle.write(text)


if __name__ == "__main__":
    main()
