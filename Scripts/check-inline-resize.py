"""Inline prompts leave the screen as they found it after a resize, in a terminal that
re-wraps its rows when it narrows (tmux, as kitty, iTerm2 and VTE do).

Each prompt runs in a tmux window of 100x30 under a plain shell, below a command line and
one line of output. The window narrows (to 60 columns, 45, and 12x3) and widens back, then Esc
ends the prompt. The screen must then hold the command line, its output and the next shell
prompt, as it did before, with nothing of the prompt left; at 60 columns, which every prompt
here fits in, nothing pushed off the top either.
Before the fix the list's `Other…  ›`, and the hints at the right of `input` and `confirm`,
reached the last column: narrowing re-wrapped those rows, the extra rows pushed the command
line into tmux's scrollback, and it stayed there.

Usage: python3 Scripts/check-inline-resize.py QUIRE
"""

import subprocess
import sys
import time

import os

QUIRE = sys.argv[1]
# The command line is typed as `./quire ...` in quire's folder, so it fits on one row.
FOLDER = os.path.dirname(os.path.abspath(QUIRE))
SESSION = "quire-inline-resize"
PROMPTS = [
    ["choose", "red", "green", "blue"],
    ["choose", "--title", "Toppings", "--no-limit", "cheese", "ham", "olives"],
    ["input", "--title", "Name"],
    ["confirm", "Sure?"],
    ["form", "--title", "Profile", "--field", "Name", "--field", "Age"],
    ["write", "--title", "Body"],
]
SIZES = [(60, 30), (12, 3), (45, 30)]
# The narrowest window that all of every prompt above fits in (as Quire draws it inline: no
# wider than its content), so narrowing to it must leave the screen exactly as it was.
WHOLE_WIDTH = 60


SOCKET = [SESSION]


def tmux(*arguments):
    return subprocess.run(["tmux", "-L", SOCKET[0]] + list(arguments), capture_output=True, text=True)


def screen():
    return [line.rstrip() for line in tmux("capture-pane", "-p", "-t", SESSION).stdout.splitlines()]


def wait_for(predicate, what, timeout=20.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        lines = screen()
        if predicate(lines):
            return lines
        time.sleep(0.05)
    raise SystemExit("check-inline-resize: timed out waiting for %s; the screen:\n%s" % (what, "\n".join(screen())))


def settled():
    """Waits until the screen stays the same for a moment: the prompt has redrawn."""
    last = None
    stable = 0
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        lines = screen()
        stable = stable + 1 if lines == last else 0
        if stable >= 6:
            return lines
        last = lines
        time.sleep(0.05)
    return last


def run(prompt, size):
    tmux("kill-server")
    # A server of its own for each case: one just killed may still be going away.
    SOCKET[0] = "%s-%d-%d" % (SESSION, os.getpid(), len(SOCKET))
    SOCKET.append(SOCKET[0])
    print("check-inline-resize: %s, %dx%d" % (" ".join(prompt), size[0], size[1]), flush=True)
    tmux("-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "30", "-s", SESSION, "-c", FOLDER,
         "env", "PS1=$ ", "bash", "--norc", "--noprofile")
    tmux("set-option", "-t", SESSION, "status", "off")
    wait_for(lambda lines: lines and lines[0].startswith("$"), "the shell")
    command = "echo before; ./quire " + " ".join(prompt)
    tmux("send-keys", "-t", SESSION, "-l", command)
    tmux("send-keys", "-t", SESSION, "Enter")
    expected = ["$ " + command, "before"]
    lines = wait_for(lambda lines: lines[:2] == expected and len([line for line in lines if line]) >= 3, "the prompt")
    lines = settled()
    columns, rows = size
    tmux("resize-window", "-t", SESSION, "-x", str(columns), "-y", str(rows))
    settled()
    tmux("resize-window", "-t", SESSION, "-x", "100", "-y", "30")
    settled()
    tmux("send-keys", "-t", SESSION, "Escape")
    after = wait_for(lambda lines: "$" in lines, "the shell's prompt after Esc")
    after = [line for line in settled() if line]
    want = expected + ["$"]
    # Narrower than the prompt's rows, the terminal re-wraps them, and the rows it adds push
    # the shell's top lines into its scrollback, which no program can take back: there the
    # screen must hold the rest of what it held, and nothing of the prompt.
    restored = after == want if columns >= WHOLE_WIDTH else after == want[len(want) - len(after):]
    if not restored:
        return "%s, 100x30 -> %dx%d -> 100x30, Esc: the screen holds\n  %s\nnot\n  %s" % (
            " ".join(prompt), columns, rows, "\n  ".join(after), "\n  ".join(want))
    return None


failures = []
count = 0
for prompt in PROMPTS:
    for size in SIZES:
        count += 1
        failure = run(prompt, size)
        if failure:
            failures.append(failure)
tmux("kill-server")
for failure in failures:
    print(failure)
print("check-inline-resize: %d cases, %d left the screen otherwise than they found it" % (count, len(failures)))
sys.exit(1 if failures else 0)
