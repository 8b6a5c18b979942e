#!/usr/bin/env python3
"""Counts the write system calls quire makes to its terminal, from outside, with strace.

Usage: Scripts/check-writes-per-frame.py QUIRE

Runs `quire edit FILE` and `quire input` in a pseudo-terminal under
`strace -f -ttt -y -e trace=write,writev`, answers the keyboard query as a terminal without
the kitty protocol does, waits for the first screen, then types KEYS characters one at a
time, each only once the one before it is drawn and the output has been quiet for a while,
so that each key is a frame of its own. Every write to the terminal (a descriptor strace
shows as /dev/pts/N or /dev/tty) is put in the phase it fell in by its time: opening (the
modes and the keyboard query: a write that is not a frame), the first screen, each key,
and leaving. Prints the counts and fails (exit 1) when a key took more than one write, when
the first screen took more writes than the frames the code draws for it (one for `input`;
for `edit`, one for the text and one when the file's loading ends, at most), or when
leaving took more than the two writes TerminalScreen.finish and the session's restore make.

Exits 0 with one line when ptrace is not permitted here (a container may forbid it).
"""
import os
import pty
import re
import select
import signal
import subprocess
import sys
import tempfile
import time

KEYS = 40
QUIET = 0.25
TIMEOUT = 20.0
WRITE = re.compile(
    r"^(?P<pid>\d+)\s+(?P<time>\d+\.\d+)\s+(?P<call>write|writev)\((?P<fd>\d+)<(?P<path>[^>]*)>"
)


def ptrace_permitted():
    """Whether strace can trace a child here."""
    try:
        result = subprocess.run(
            ["strace", "-f", "-e", "trace=write", "-o", "/dev/null", "/bin/true"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            timeout=30,
        )
    except (OSError, subprocess.TimeoutExpired) as error:
        return False, str(error)
    if result.returncode != 0:
        return False, result.stderr.decode(errors="replace").strip().splitlines()[0]
    return True, ""


class Run:
    """One quire command in a pseudo-terminal under strace."""

    def __init__(self, quire, arguments, log, environment):
        self.log = log
        self.output = b""
        self.phases = []
        out = open(os.path.join(os.path.dirname(log), "stdout"), "wb")
        pid, fd = pty.fork()
        if pid == 0:
            os.dup2(out.fileno(), 1)
            os.execve(
                "/usr/bin/env",
                ["env", "strace", "-f", "-ttt", "-y", "-s", "65536", "-e", "trace=write,writev", "-o", log, quire]
                + arguments,
                environment,
            )
        out.close()
        self.pid = pid
        self.fd = fd
        self.status = None

    def mark(self, name):
        """Starts the phase `name` now."""
        self.phases.append((name, time.time()))

    def read(self, seconds):
        """Reads what arrives within `seconds`; returns whether anything did."""
        ready, _, _ = select.select([self.fd], [], [], seconds)
        if not ready:
            return False
        try:
            data = os.read(self.fd, 65536)
        except OSError:
            return False
        self.output += data
        return bool(data)

    def wait_for(self, text, what):
        deadline = time.time() + TIMEOUT
        while text not in self.output:
            if time.time() > deadline:
                raise SystemExit(f"error: {what}: waited for {text!r}, got {self.output[-300:]!r}")
            self.read(0.05)

    def settle(self):
        """Waits until nothing arrives for QUIET seconds."""
        deadline = time.time() + TIMEOUT
        while self.read(QUIET):
            if time.time() > deadline:
                raise SystemExit("error: the output never settled")

    def type(self, data):
        os.write(self.fd, data)

    def finish(self):
        deadline = time.time() + TIMEOUT
        while self.status is None:
            done, status = os.waitpid(self.pid, os.WNOHANG)
            if done:
                self.status = status
                break
            if time.time() > deadline:
                os.kill(self.pid, signal.SIGKILL)
                raise SystemExit("error: quire did not end")
            self.read(0.05)
        while self.read(0):
            pass
        os.close(self.fd)

    def writes(self):
        """The writes to the terminal, by phase: {phase: [Write]}."""
        counts = {name: [] for name, _ in self.phases}
        with open(self.log) as log:
            for line in log:
                match = WRITE.match(line)
                if not match or not re.fullmatch(r"/dev/(pts/\d+|tty)", match["path"]):
                    continue
                moment = float(match["time"])
                phase = self.phases[0][0]
                for name, start in self.phases:
                    if moment >= start:
                        phase = name
                counts[phase].append(Write(line))
                if os.environ.get("QUIRE_WRITES_VERBOSE"):
                    print(phase, line.strip()[:400])
        return counts


class Write:
    """One write as strace shows it: its text (escaped), the bytes asked and written."""

    def __init__(self, line):
        counts = re.search(r", (\d+)\) += (-?\d+)", line)
        self.asked = int(counts.group(1)) if counts else -1
        self.done = int(counts.group(2)) if counts else -1
        self.text = line


def check(name, run, first_screen):
    """Prints the counts of `run` and returns the problems found. `first_screen` is text the
    first screen shows, which one write must hold whole."""
    counts = run.writes()
    keys = [counts[f"key {index}"] for index in range(KEYS)]
    per_key = [len(writes) for writes in keys]
    sizes = sorted(write.done for writes in keys for write in writes)
    median = sizes[len(sizes) // 2] if sizes else 0
    start = counts["start"]
    print(
        f"{name}: start {len(start)} writes {[write.done for write in start]} bytes "
        f"(the modes and the keyboard query, then one per frame); "
        f"{KEYS} keys {sum(per_key)} writes (at most {max(per_key)} for a key, median {median} bytes); "
        f"leaving {len(counts['leaving'])} writes {[write.done for write in counts['leaving']]} bytes"
    )
    problems = []
    for index, writes in enumerate(keys):
        if len(writes) != 1:
            problems.append(f"{name}: key {index} took {len(writes)} writes {[w.done for w in writes]}")
    for phase, writes in counts.items():
        for write in writes:
            if write.done != write.asked:
                problems.append(f"{name}: {phase}: a write took {write.done} of {write.asked} bytes")
            opened = write.text.find("\\33[?2026h")
            if opened >= 0 and write.text.find("\\33[?2026l", opened) < 0:
                problems.append(f"{name}: {phase}: a synchronized update is cut between writes")
    if not start or "?2004h" not in start[0].text:
        problems.append(f"{name}: the first write is not the modes")
    if not any(all(text in write.text for text in first_screen) for write in start[1:]):
        problems.append(f"{name}: no single write holds the first screen {first_screen}")
    return problems


def drive(quire, arguments, shown, quit_key, scratch, environment):
    """Starts quire, waits for `shown`, types the keys and leaves with `quit_key`."""
    run = Run(quire, arguments, os.path.join(scratch, "strace.log"), environment)
    run.mark("start")
    run.wait_for(b"\x1b[?u", "the keyboard query")
    run.type(b"\x1b[?62;22c")
    run.wait_for(shown, "the first screen")
    run.settle()
    for index in range(KEYS):
        letter = bytes([ord("a") + index % 26])
        run.mark(f"key {index}")
        before = len(run.output)
        run.type(letter)
        deadline = time.time() + TIMEOUT
        while letter not in run.output[before:]:
            if time.time() > deadline:
                raise SystemExit(f"error: key {index} ({letter!r}) was never drawn")
            run.read(0.05)
        run.settle()
    run.mark("leaving")
    run.type(quit_key)
    run.finish()
    return run


def main():
    quire = os.path.abspath(sys.argv[1])
    permitted, reason = ptrace_permitted()
    if not permitted:
        print(f"check-writes-per-frame: skipped, ptrace is not permitted here ({reason})")
        return 0
    problems = []
    with tempfile.TemporaryDirectory(prefix="quire-writes-") as scratch:
        environment = {
            "TERM": "xterm-256color",
            "PATH": "/usr/bin:/bin",
            "HOME": scratch,
            "XDG_STATE_HOME": os.path.join(scratch, "state"),
            "SWIFT_BACKTRACE": "enable=no",
            "LANG": "C.UTF-8",
        }
        note = os.path.join(scratch, "note.md")
        with open(note, "w") as file:
            file.write("A note\n\nwith a few lines\nto show.\n")
        edit = drive(
            quire, ["edit", "--autosave", "600", note], b"Quit", b"\x1b", scratch, environment
        )
        problems += check("quire edit", edit, ["A note", "with a few lines", "to show."])
        with open(note) as file:
            text = file.read()
        typed = "".join(chr(ord("a") + index % 26) for index in range(KEYS))
        if not text.endswith("to show.\n") or typed not in text:
            problems.append(f"quire edit: the file does not hold what was typed: {text!r}")
        if edit.status != 0:
            problems.append(f"quire edit: ended with status {edit.status}")
        prompt = drive(quire, ["input", "--title", "Name"], b"Name", b"\r", scratch, environment)
        problems += check("quire input", prompt, ["Name", "okay", "cancel"])
        with open(os.path.join(scratch, "stdout"), "rb") as file:
            answer = file.read()
        if answer != (typed + "\n").encode():
            problems.append(f"quire input: printed {answer!r}")
        if prompt.status != 0:
            problems.append(f"quire input: ended with status {prompt.status}")
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
