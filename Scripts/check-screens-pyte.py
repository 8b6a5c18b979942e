#!/usr/bin/env python3
"""Replays the renderer property tests' frames into pyte, an emulator that is not ours.

Usage: Scripts/check-screens-pyte.py FOLDER

FOLDER holds the `.frames` files the tests write with QUIRE_SCREEN_LOG (see
Tests/QuireTerminalTests/ScreenLog.swift). Each file's frames are fed, in order, to one pyte
screen (resized when the test resized its terminal); after every frame the text of each row
and the cursor must be what the grid shows. Prints one line per file that differs (its first
difference) and a summary; exits 1 when any differs.

pyte 0.8 has no SU and SD (CSI S, CSI T), which the renderer scrolls with: they are added here
from pyte's own index and reverse index inside the scrolling region, as xterm does them. And
pyte wraps before a combining mark written after the last column's character: here the mark
joins that character, as in xterm; and pyte's ICH keeps the cell it pushes past the last column,
which its DCH then shifts back in where a terminal shifts in blanks: those cells are dropped
before a DCH.
"""
import os
from importlib import metadata
import sys
import unicodedata

import pyte
from wcwidth import wcwidth


class Screen(pyte.Screen):
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


    def delete_characters(self, count=None):
        """pyte's ICH pushes the last column's cell past the edge instead of dropping it,
        and its DCH shifts that cell back into view; a terminal shifts in blanks. The cells
        past the edge are dropped first."""
        line = self.buffer[self.cursor.y]
        for column in [column for column in line if column >= self.columns]:
            del line[column]
        super().delete_characters(count)


class Stream(pyte.ByteStream):
    csi = dict(pyte.ByteStream.csi, S="scroll_up", T="scroll_down")


def row_text(screen, row):
    line = screen.buffer[row]
    text = "".join(line[column].data for column in range(screen.columns))
    return unicodedata.normalize("NFC", text.rstrip(" "))


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
            origin, cursor, data, lines = int(fields[3]), fields[4], fields[5], fields[6]
            if data != "-":
                stream.feed(bytes.fromhex(data))
            frames += 1
            expected = ["" if text == "-" else bytes.fromhex(text).decode() for text in lines.split(",")]
            for row, text in enumerate(expected):
                shown = row_text(screen, origin + row)
                if shown != unicodedata.normalize("NFC", text):
                    return f"frame {number}, row {row}: pyte shows {shown!r}, the grid {text!r}", frames
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
