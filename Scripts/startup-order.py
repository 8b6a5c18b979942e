#!/usr/bin/env python3
"""Writes the list of functions `quire` runs before its first frame, for the linker.

Usage: Scripts/startup-order.py QUIRE OUTPUT

Runs `quire input`, `quire date` and `quire file` (RUNS times each) in a pseudo-terminal of
80x24 under `valgrind --tool=callgrind`, each until its question is on the screen (then a
SIGTERM ends it and callgrind writes what ran), and writes to OUTPUT the functions of QUIRE's
own binary that ran, one mangled name a line. The release link on Linux gives the file to
ld.lld as --symbol-ordering-file, which places those functions first in .text and together,
so that starting quire touches (and the kernel's fault-around maps) fewer pages of the binary
(DECISIONS 232).

Functions the Swift libraries keep in one big .text section per library (their internal
functions: 1.6 MB in the standard library) cannot be moved one by one: naming one of them
moves the whole section. They are listed last, so that those sections come after the
functions that can be packed. A name the binary no longer has is ignored by the linker
(--no-warn-symbol-ordering), so a stale list costs only speed. The list does not depend on
the layout it makes, so it can be made from any release build of the same code.
"""
import fcntl
import glob
import os
import pty
import re
import select
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import time

# The launches measured, and the text each waits for before its first frame counts as drawn.
LAUNCHES = [
    (["input", "--title", "Name"], b"Name"),
    (["date", "--title", "Name"], b"Name"),
    (["file"], b"Name.txt"),
]
# Each launch is run this many times: which threads run what before the first frame varies.
RUNS = 3
# A plain .text section larger than this is listed last (the fault-around window, 64 KiB).
LUMP = 64 * 1024
# A function in `objdump -t`: its section, and its name after the size and any visibility.
FUNCTION = re.compile(r"^[0-9a-f]+ .{6}F (\S+)\s+[0-9a-f]+\s+(?:\.hidden |\.protected |\.internal )?(\S+)$")


def run_under_callgrind(quire, arguments, shown, out, folder, home):
    """Runs one launch under callgrind until `shown` is on its screen, then ends it."""
    environment = {"TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "HOME": home}
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(folder)
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        valgrind = ["valgrind", "-q", "--tool=callgrind", "--demangle=no", "--callgrind-out-file=" + out]
        os.execvpe("valgrind", valgrind + [quire] + arguments, environment)
    screen = b""
    start = time.monotonic()
    while time.monotonic() - start < 120 and shown not in screen:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if ready:
            try:
                data = os.read(fd, 65536)
            except OSError:
                break
            screen += data
            if b"\x1b[6n" in data:  # where the cursor is: a terminal answers
                os.write(fd, b"\x1b[1;1R")
    time.sleep(1.0)  # the frame is written; let the launch settle before ending it
    os.kill(pid, signal.SIGTERM)
    start = time.monotonic()
    while time.monotonic() - start < 60:
        ready, _, _ = select.select([fd], [], [], 0.2)
        if ready:
            try:
                os.read(fd, 65536)
            except OSError:
                pass
        done, _ = os.waitpid(pid, os.WNOHANG)
        if done:
            break
    os.close(fd)
    if shown not in screen:
        sys.exit(f"startup-order: quire {' '.join(arguments)} never showed {shown.decode()}")


def functions_run(binary, profile):
    """The functions of `binary` that ran in a callgrind profile, mangled, in first-seen order."""
    objects, functions, names = {}, {}, []
    seen = set()
    current_object = None
    pattern = re.compile(r"^(ob|cob|fn|cfn)=\((\d+)\)(?: (.*))?$")
    with open(profile, errors="replace") as lines:
        for line in lines:
            match = pattern.match(line.rstrip("\n"))
            if not match:
                continue
            kind, number, name = match.groups()
            table = objects if kind in ("ob", "cob") else functions
            if name is not None:
                table[number] = name
            if kind == "ob":
                current_object = objects.get(number)
            elif kind == "fn" and current_object == binary:
                function = re.sub(r"'\d+$", "", functions[number])
                if function not in seen and not function.startswith("0x") and " " not in function:
                    seen.add(function)
                    names.append(function)
    return names


def functions_in_one_section(objects):
    """Functions defined in a plain `.text` section of more than LUMP bytes (one section that
    holds many functions, as the Swift libraries' internal functions are compiled)."""
    lumped = set()
    for path in objects:
        listing = subprocess.run(["objdump", "-h", "-t", path], capture_output=True, text=True).stdout
        text_size, names = 0, []
        for line in listing.splitlines() + [": file format end"]:
            if re.match(r"^\S+:\s+file format", line):
                if text_size > LUMP:
                    lumped.update(names)
                text_size, names = 0, []
                continue
            section = re.match(r"^\s*\d+\s+\.text\s+([0-9a-f]+)\s", line)
            if section:
                text_size = int(section.group(1), 16)
                continue
            function = FUNCTION.match(line)
            if function and function.group(1) == ".text":
                names.append(function.group(2))
    return lumped


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    quire, output = os.path.realpath(sys.argv[1]), sys.argv[2]
    scratch = tempfile.mkdtemp(prefix="quire-startup-order.")
    folder, home = os.path.join(scratch, "folder"), os.path.join(scratch, "home")
    os.makedirs(os.path.join(folder, "notes"))
    os.makedirs(home)
    for name in ("Name.txt", "todo.md"):
        with open(os.path.join(folder, name), "w") as file:
            file.write("a line\n")
    ordered = []
    for number, (arguments, shown) in enumerate(LAUNCHES * RUNS):
        profile = os.path.join(scratch, f"callgrind.{number}")
        run_under_callgrind(quire, arguments, shown, profile, folder, home)
        for name in functions_run(quire, profile):
            if name not in ordered:
                ordered.append(name)
    build = os.path.dirname(quire)
    # The Swift libraries linked in: the toolchain's static archives.
    resource = subprocess.run(["swiftc", "-print-target-info"], capture_output=True, text=True).stdout
    static = re.search(r'"runtimeResourcePath":\s*"([^"]+)"', resource)
    archives = glob.glob(os.path.join(static.group(1) + "_static", "linux", "*.a")) if static else []
    objects = glob.glob(os.path.join(build, "*.build", "*.o")) + archives
    lumped = functions_in_one_section(objects)
    packed = [name for name in ordered if name not in lumped]
    last = [name for name in ordered if name in lumped]
    with open(output, "w") as file:
        file.write("\n".join(packed + last) + "\n")
    print(f"startup-order: {len(packed)} functions packed, {len(last)} in shared sections, to {output}")
    shutil.rmtree(scratch)


if __name__ == "__main__":
    main()
