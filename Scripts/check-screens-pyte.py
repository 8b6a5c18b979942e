#!/usr/bin/env python3
"""Replays the renderer property tests' frames into pyte, an emulator that is not ours.

Usage: Scripts/check-screens-pyte.py FOLDER

FOLDER holds the `.frames` files the tests write with QUIRE_SCREEN_LOG (see
Tests/QuireTerminalTests/ScreenLog.swift). Each file's frames are fed, in order, to one pyte
screen (resized when the test resized its terminal); after every frame the text of each row,
the cursor, and the colours and attributes of every cell must be what the grid shows. Prints
one line per file that differs (its first difference) and a summary; exits 1 when any differs.

Styles are compared in pyte's terms: an ANSI colour is the name pyte's tables give its SGR code
(30-37 and 90-97, 40-47 and 100-107 for backgrounds: pyte calls yellow "brown", and 0.8.2
spells bright magenta's background "bfightmagenta"), a palette entry (38;5;N) is pyte's hex
for it (pyte.graphics.FG_BG_256, xterm's palette), a 24-bit colour (38;2;R;G;B) its hex. pyte
keeps a palette entry as its hex, so an entry written for the 24-bit colour it equals, or one
of 0-15 for its twin in the cube, is not told apart. Bold, italic, underline, reverse and
strikethrough are compared, and blink must be off; dim is not: pyte 0.8 ignores SGR 2 (its
SGR 22 turns bold off only). The foreground of a space that is neither underlined, struck
through nor reversed does not show and is not compared (xterm's erased cells keep the
current foreground; the grid's blanks have the default).

pyte 0.8 has no SU and SD (CSI S, CSI T), which the renderer scrolls with: they are added here
from pyte's own index and reverse index inside the scrolling region, as xterm does them. And
pyte wraps before a combining mark written after the last column's character: here the mark
joins that character, as in xterm; and pyte's ICH keeps the cell it pushes past the last column,
which its DCH then shifts back in where a terminal shifts in blanks: those cells are dropped
before a DCH. pyte has no background colour erase: it erases (EL, ED) with all of the cursor's
attributes, its ED recolours only the cells written before, and its ICH, DCH and scrolling
bring in default blanks; here those blanks are xterm's, a space in the current colours without
attributes (the renderer sends no ECH, IL or DL).
"""
import functools
import os
from importlib import metadata
import sys
import unicodedata

import pyte
from wcwidth import wcwidth


class Screen(pyte.Screen):
    def blank(self):
        """xterm's erased cell: a space in the current colours, without attributes."""
        return pyte.screens.Char(" ", fg=self.cursor.attrs.fg, bg=self.cursor.attrs.bg)

    def fill(self, row, columns):
        """Makes the cells `columns` of `row` xterm's blanks."""
        line = self.buffer[row]
        blank = self.blank()
        for column in columns:
            line[column] = blank

    def fill_rows(self, rows):
        """Makes the rows `rows` xterm's blanks, when they differ from pyte's default ones."""
        if self.blank() != self.default_char:
            for row in rows:
                self.fill(row, range(self.columns))

    def scroll_up(self, count=None):
        """SU: the region's rows move up `count` lines; the cursor stays."""
        top, bottom = self.margins or pyte.screens.Margins(0, self.lines - 1)
        saved = (self.cursor.x, self.cursor.y)
        self.cursor.y = bottom
        for _ in range(count or 1):
            self.index()
        self.cursor.x, self.cursor.y = saved

    def scroll_down(self, count=None):
        """SD: the region's rows move down `count` lines; the cursor stays."""
        top, bottom = self.margins or pyte.screens.Margins(0, self.lines - 1)
        saved = (self.cursor.x, self.cursor.y)
        self.cursor.y = top
        for _ in range(count or 1):
            self.reverse_index()
        self.cursor.x, self.cursor.y = saved

    def index(self):
        """pyte's index; the row that comes in at the bottom is xterm's blanks."""
        top, bottom = self.margins or pyte.screens.Margins(0, self.lines - 1)
        scrolls = self.cursor.y == bottom
        super().index()
        if scrolls:
            self.fill_rows([bottom])

    def reverse_index(self):
        """pyte's reverse index; the row that comes in at the top is xterm's blanks."""
        top, bottom = self.margins or pyte.screens.Margins(0, self.lines - 1)
        scrolls = self.cursor.y == top
        super().reverse_index()
        if scrolls:
            self.fill_rows([top])

    def draw(self, data):
        """pyte wraps before a combining mark that follows a character in the last column; a
        terminal puts the mark on that character. Everything else is pyte's own drawing."""
        for char in data:
            if self.cursor.x == self.columns and wcwidth(char) == 0 and unicodedata.combining(char):
                cell = self.buffer[self.cursor.y][self.columns - 1]
                self.buffer[self.cursor.y][self.columns - 1] = cell._replace(
                    data=unicodedata.normalize("NFC", cell.data + char))
            else:
                super().draw(char)

    def insert_characters(self, count=None):
        """pyte's ICH; the cells inserted are xterm's blanks."""
        super().insert_characters(count)
        column = self.cursor.x
        self.fill(self.cursor.y, range(column, min(column + (count or 1), self.columns)))

    def delete_characters(self, count=None):
        """pyte's ICH pushes the last column's cell past the edge instead of dropping it,
        and its DCH shifts that cell back into view; a terminal shifts in blanks. The cells
        past the edge are dropped first. The cells shifted in are xterm's blanks."""
        line = self.buffer[self.cursor.y]
        for column in [column for column in line if column >= self.columns]:
            del line[column]
        super().delete_characters(count)
        count = min(count or 1, self.columns - self.cursor.x)
        self.fill(self.cursor.y, range(self.columns - count, self.columns))

    def erase_in_line(self, how=0, private=False):
        """pyte's EL, erasing to xterm's blanks."""
        super().erase_in_line(how, private)
        columns = {0: range(self.cursor.x, self.columns), 1: range(self.cursor.x + 1)}
        self.fill(self.cursor.y, columns.get(how, range(self.columns)))

    def erase_in_display(self, how=0, *args, **kwargs):
        """pyte's ED, erasing every cell of the rows it erases (the cursor's row through
        `erase_in_line`) to xterm's blanks."""
        super().erase_in_display(how, *args, **kwargs)
        rows = {0: range(self.cursor.y + 1, self.lines), 1: range(self.cursor.y)}
        for row in rows.get(how, range(self.lines)):
            self.fill(row, range(self.columns))


class Stream(pyte.ByteStream):
    csi = dict(pyte.ByteStream.csi, S="scroll_up", T="scroll_down")


def row_text(screen, row):
    line = screen.buffer[row]
    text = "".join(line[column].data for column in range(screen.columns))
    return unicodedata.normalize("NFC", text.rstrip(" "))


ANSI_NAMES = [
    "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
    "brightBlack", "brightRed", "brightGreen", "brightYellow",
    "brightBlue", "brightMagenta", "brightCyan", "brightWhite",
]
"""The names `Color` gives the 16 ANSI colours, in SGR order."""

ATTRIBUTES = (
    ("bold", "bold"), ("italic", "italics"), ("underline", "underscore"),
    ("strikethrough", "strikethrough"), ("reverse", "reverse"),
)
"""The grid's attributes and the fields of pyte's Char that show them (dim has none)."""

FIELDS = ("fg", "bg") + tuple(field for _, field in ATTRIBUTES) + ("blink",)
"""The fields of pyte's Char that are compared."""

SHOWING_FOREGROUND = tuple(FIELDS.index(field) for field in ("underscore", "strikethrough", "reverse"))
"""The fields that make a space show its foreground."""


def pyte_color(text, background):
    """What pyte holds for the colour the record's STYLES writes `text` ("" the default)."""
    if not text:
        return "default"
    if text.startswith("#"):
        return text[1:]
    if text.isdigit():
        return pyte.graphics.FG_BG_256[int(text)]
    index = ANSI_NAMES.index(text)
    if index < 8:
        table, code = (pyte.graphics.BG_ANSI, 40) if background else (pyte.graphics.FG_ANSI, 30)
        return table[code + index]
    table, code = (pyte.graphics.BG_AIXTERM, 100) if background else (pyte.graphics.FG_AIXTERM, 90)
    return table[code + index - 8]


PLAIN = ("default", "default", False, False, False, False, False, False)


@functools.lru_cache(maxsize=None)
def pyte_style(text):
    """The compared fields of pyte's Char for a style of the record's STYLES (`ATTRIBUTES/FG/BG`)."""
    attributes, fg, bg = text.split("/")
    names = set(attributes.split("+")) if attributes else set()
    unknown = names - {name for name, _ in ATTRIBUTES} - {"dim"}
    if unknown:
        raise ValueError(f"unknown attributes {sorted(unknown)} in {text!r}")
    flags = tuple(name in names for name, _ in ATTRIBUTES)
    return (pyte_color(fg, False), pyte_color(bg, True)) + flags + (False,)


@functools.lru_cache(maxsize=None)
def row_styles(text, columns):
    """The grid's styles of a row (the record's STYLES for it) for each of its `columns`, each
    as the compared fields of pyte's Char and the record's text of it."""
    styles = [(PLAIN, "plain")] * columns
    if text == "-":
        return styles
    for run in text.split(";"):
        span, style = run.split("=")
        first, _, last = span.partition("-")
        for column in range(int(first), int(last or first) + 1):
            styles[column] = (pyte_style(style), style)
    return styles


def describe(fields):
    """pyte's fields of a cell as they read: `fg red, bg default, bold`."""
    parts = [f"fg {fields[0]}", f"bg {fields[1]}"]
    parts += [name for name, value in zip(FIELDS[2:], fields[2:]) if value]
    return ", ".join(parts)


def style_difference(screen, row, styles):
    """The first cell of screen row `row` whose style differs from `styles` (the grid's, from
    `row_styles`), as a message; None when all agree."""
    line = screen.buffer[row]
    for column, (expected, text) in enumerate(styles):
        char = line[column]
        shown = tuple(getattr(char, field) for field in FIELDS)
        if shown == expected:
            continue
        shows_foreground = char.data != " " or any(expected[index] for index in SHOWING_FOREGROUND)
        if not shows_foreground and shown[1:] == expected[1:]:
            continue
        return column, f"{char.data!r}: pyte shows {describe(shown)}, the grid {describe(expected)} ({text})"
    return None


def check(path):
    """The first difference in the file at `path`, or None; and the number of frames."""
    screen = None
    stream = None
    frames = 0
    with open(path) as file:
        for number, record in enumerate(file, start=1):
            fields = record.split()
            columns, rows = int(fields[1]), int(fields[2])
            if screen is None:
                screen = Screen(columns, rows)
                stream = Stream(screen)
            elif (screen.columns, screen.lines) != (columns, rows):
                screen.resize(rows, columns)
            if fields[0] == "write":
                if fields[3] != "-":
                    stream.feed(bytes.fromhex(fields[3]))
                continue
            origin, cursor, data, lines, styles = int(fields[3]), fields[4], fields[5], fields[6], fields[7]
            if data != "-":
                stream.feed(bytes.fromhex(data))
            frames += 1
            expected = ["" if text == "-" else bytes.fromhex(text).decode() for text in lines.split(",")]
            for row, text in enumerate(expected):
                shown = row_text(screen, origin + row)
                if shown != unicodedata.normalize("NFC", text):
                    return f"frame {number}, row {row}: pyte shows {shown!r}, the grid {text!r}", frames
            for row, text in enumerate(styles.split(",")):
                difference = style_difference(screen, origin + row, row_styles(text, columns))
                if difference:
                    column, message = difference
                    return f"frame {number}, cell ({column}, {row}) {message}", frames
            if cursor == "-":
                if not screen.cursor.hidden:
                    return f"frame {number}: pyte shows the cursor, the grid hides it", frames
            else:
                column, row = (int(part) for part in cursor.split(","))
                row += origin
                shown = (screen.cursor.x, screen.cursor.y)
                if screen.cursor.hidden or shown != (column, row):
                    state = "hidden" if screen.cursor.hidden else "shown"
                    return f"frame {number}: pyte's cursor {shown} {state}, the grid's {(column, row)}", frames
    return None, frames


def main():
    folder = sys.argv[1]
    names = sorted(name for name in os.listdir(folder) if name.endswith(".frames"))
    if not names:
        print(f"check-screens-pyte: no frames in {folder}", file=sys.stderr)
        return 1
    failures = 0
    total = 0
    for name in names:
        difference, frames = check(os.path.join(folder, name))
        total += frames
        if difference:
            failures += 1
            print(f"{name}: {difference}")
    print(f"pyte {metadata.version('pyte')}: {len(names)} test cases, {total} frames, {failures} differ")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
