#!/usr/bin/env python3
"""Drives `quire keys`, `quire input`, `quire choose`, `quire date` and `quire file` in real terminals under Xvfb.

Called by Scripts/terminals.sh, which builds quire and checks the tools. For each terminal
(xterm, rxvt-unicode, mlterm, kitty, alacritty; tmux and GNU screen inside xterm; xterm with
TERM=dumb) it starts the terminal running `script`, which logs the bytes the terminal sends
(--log-in) and what is drawn (--log-out), around an interactive bash. xdotool then presses
each key of DESIGN.md section 2 through the X server, so the terminal encodes it itself, and
the lines `quire keys` prints for it are compared with what the key should decode to. Then a
paste holding an Esc, a click, the wheel, a resize; `quire input`, `quire choose` and `quire date` answered
by typing (choose also stopped with Ctrl-Z and brought back with fg); a screenshot. With no
terminal at all, the commands run without a controlling terminal.

Writes docs/TERMINALS.md and docs/images/terminal-*.png. Standard library only.
"""

import argparse
import datetime
import os
import platform
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time

# The keys of DESIGN.md section 2: (xdotool key, what `quire keys` should show).
ARROWS = ["Up", "Down", "Left", "Right"]
KEYS = []
for arrow in ARROWS:
    KEYS.append((arrow, arrow))
for prefix, name in [("shift", "Shift"), ("ctrl", "Ctrl"), ("alt", "Alt")]:
    for arrow in ARROWS:
        KEYS.append((f"{prefix}+{arrow}", f"{name}-{arrow}"))
KEYS += [("Home", "Home"), ("End", "End"), ("Prior", "PageUp"), ("Next", "PageDown")]
KEYS += [(f"ctrl+{letter}", f"Ctrl-{letter}") for letter in "aekuwdsyzl"]
KEYS += [(f"alt+{letter}", f"Alt-{letter}") for letter in "bfx"]
KEYS += [(f"F{number}", f"F{number}") for number in range(1, 13)]
KEYS += [
    ("BackSpace", "Backspace"),
    ("Delete", "Delete"),
    ("Tab", "Tab"),
    ("shift+Tab", "Shift-Tab"),
    ("Return", "Enter"),
    ("alt+Return", "Alt-Enter"),
]

PASTE_TEXT = "x\x1b[31my"
PASTE_SHOWN = 'paste  "x^[[31my" (7 characters)'
EVENT_LINE = re.compile(r"^(key|mouse|paste|resize|focus|redraw|reply|other)  ? ?(.*)$")
ANSI = re.compile(rb"\x1b\[[0-9;?<>=]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>78]|\x1b\][^\x07\x1b]*(\x07|\x1b\\)")

FONT = "DejaVu Sans Mono"


class Terminal:
    """One terminal to test: how to start it with a command, and how it pastes."""

    def __init__(
        self, name, label, argv, paste_key="shift+Insert", env=None, inner=None, note="", confirm_paste=None, mouse=None
    ):
        self.confirm_paste = confirm_paste  # a key that confirms a paste the terminal questions
        self.mouse = mouse  # None when the mouse is on, else why it is not
        self.name = name
        self.label = label
        self.argv = argv  # a function of (title, command list) -> argv
        self.paste_key = paste_key
        self.env = env or {}
        self.inner = inner  # "tmux", "screen" or None
        self.note = note


def xterm_argv(title, command, resources=()):
    options = []
    for resource in resources:
        options += ["-xrm", resource]
    return ["xterm", "-T", title, "-geometry", "100x30", "-fa", FONT, "-fs", "10"] + options + ["-e"] + command


# Around tmux and screen (and for TERM=dumb), an xterm that passes on what they get: Alt as an Esc prefix (tmux
# and screen do not forward Quire's request for it), Alt-Return not taken for full screen,
# and control characters kept in a paste, so the row shows what the multiplexer does.
OUTER_XTERM = ("XTerm*metaSendsEscape: true", "XTerm*omitTranslation: fullscreen", "XTerm*allowPasteControls: true")


def terminals(workdir):
    tmux_conf = os.path.join(workdir, "tmux.conf")
    with open(tmux_conf, "w") as conf:
        conf.write("set -g mouse on\nset -g status off\n")
    screen_conf = os.path.join(workdir, "screenrc")
    with open(screen_conf, "w") as conf:
        conf.write("startup_message off\n")
    return [
        Terminal(
            "xterm",
            "xterm",
            xterm_argv,
            note="as shipped, xterm takes Alt-Return for its full-screen toggle (the resource "
            "`omitTranslation: fullscreen` gives it to the program) and sends a space for a control character "
            "in a paste (`allowPasteControls`); Ctrl-S and Ctrl-D remain for Done",
        ),
        Terminal(
            "urxvt",
            "rxvt-unicode",
            lambda title, command: ["urxvt", "-title", title, "-geometry", "100x30", "-fn", f"xft:{FONT}:size=10", "-e"]
            + command,
            confirm_paste="y",
            note="its confirm-paste extension asks before pasting a control character; the script answers y",
        ),
        Terminal(
            "mlterm",
            "mlterm",
            lambda title, command: ["mlterm", "--title", title, "--geometry", "100x30", "-e"] + command,
        ),
        Terminal(
            "kitty",
            "kitty",
            lambda title, command: [
                "kitty", "--config", "NONE", "--title", title,
                "-o", "initial_window_width=100c", "-o", "initial_window_height=30c",
                "-o", "remember_window_size=no", "-o", "font_size=10",
            ]
            + command,
            env={"LIBGL_ALWAYS_SOFTWARE": "1"},
            note="it answers the kitty keyboard query, so Quire pushes the protocol: Ctrl and Alt letters and "
            "Shift-Tab arrive as CSI u, F1 to F4 as CSI P to S",
        ),
        Terminal(
            "alacritty",
            "alacritty",
            lambda title, command: [
                "alacritty", "--title", title,
                "-o", "window.dimensions.columns=100", "-o", "window.dimensions.lines=30",
                "-o", "font.size=10", "-e",
            ]
            + command,
            env={"LIBGL_ALWAYS_SOFTWARE": "1"},
            note="one wheel step (a click of button 4 or 5 through XTEST) arrives as two wheel reports, "
            "so lists scroll twice as far; real hardware was not available to tell whether a physical wheel does "
            "the same. It drops the Esc from a paste",
        ),
        Terminal(
            "tmux",
            "tmux in xterm",
            lambda title, command: xterm_argv(
                title, ["tmux", "-L", "quire-terminals", "-f", tmux_conf, "new-session"] + command, OUTER_XTERM
            ),
            inner="tmux",
            note="tmux 3.3 with `mouse on`, its other settings as shipped (TERM=screen, escape-time 500 ms); "
            "the outer xterm sends Alt as Esc and keeps control characters in pastes",
        ),
        Terminal(
            "screen",
            "GNU screen in xterm",
            lambda title, command: xterm_argv(
                title, ["screen", "-c", screen_conf, "-S", "quire-terminals"] + command, OUTER_XTERM
            ),
            inner="screen",
            mouse="Quire leaves the mouse off under GNU screen, which holds a lone Esc while it is on",
            note="the outer xterm sends Alt as Esc and keeps control characters in pastes. screen 4.9 holds a lone "
            "Esc until the next key whenever a mouse tracking mode (9, 1000, 1002 or 1003) is on, so Esc then x "
            "arrives as Alt-x (1006, 1004 and 2004 alone do not): Quire leaves the mouse off there "
            "(TERM screen*, no TMUX). Ctrl-A is screen's command key; Ctrl-A a sends it",
        ),
        Terminal(
            "dumb",
            "xterm, TERM=dumb",
            lambda title, command: xterm_argv(title, command, OUTER_XTERM),
            env={"TERM": "dumb"},
            mouse="no mouse on TERM=dumb",
            note="keys only: Quire turns no mode on, so no bracketed paste and no mouse; the xterm is set as "
            "around tmux and screen (Alt as Esc, Alt-Return free), since Quire cannot ask for that on TERM=dumb",
        ),
    ]


def run(argv, **kwargs):
    return subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kwargs)


def version(argv):
    try:
        result = run(argv, timeout=10)
    except (OSError, subprocess.TimeoutExpired):
        return "?"
    text = (result.stdout or result.stderr).strip().splitlines()
    return text[0] if text else "?"


VERSIONS = {
    "xterm": ["xterm", "-v"],
    "urxvt": ["sh", "-c", "dpkg-query -W -f='rxvt-unicode ${Version}' rxvt-unicode"],
    "mlterm": ["sh", "-c", "dpkg-query -W -f='mlterm ${Version}' mlterm"],
    "kitty": ["kitty", "--version"],
    "alacritty": ["alacritty", "--version"],
    "tmux": ["tmux", "-V"],
    "screen": ["screen", "--version"],
    "dumb": ["xterm", "-v"],
}


class Session:
    """A terminal running `script` around bash, its logs and its window."""

    def __init__(self, terminal, quire_dir, workdir, display):
        self.terminal = terminal
        self.dir = os.path.join(workdir, terminal.name)
        os.makedirs(self.dir, exist_ok=True)
        self.input_log = os.path.join(self.dir, "in.log")
        self.output_log = os.path.join(self.dir, "out.log")
        self.title = f"quire-terminals-{terminal.name}"
        home = os.path.join(self.dir, "home")
        os.makedirs(home, exist_ok=True)
        env = dict(os.environ)
        env.update(
            {
                "DISPLAY": display,
                "HOME": home,
                "XDG_DATA_HOME": os.path.join(home, "data"),
                "XDG_STATE_HOME": os.path.join(home, "state"),
                "XDG_CONFIG_HOME": os.path.join(home, "config"),
                "PATH": quire_dir + os.pathsep + env.get("PATH", "/usr/bin:/bin"),
                "LANG": "C.UTF-8",
                "PS1": "$ ",
                "SWIFT_BACKTRACE": "enable=no",
            }
        )
        for variable in ["TMUX", "STY", "WINDOWID", "TERM_PROGRAM", "COLORTERM"]:
            env.pop(variable, None)
        shell = "bash --norc --noprofile -i"
        if "TERM" in terminal.env:
            shell = f"env TERM={terminal.env['TERM']} " + shell
        command = ["script", "-q", "-f", "--log-in", self.input_log, "--log-out", self.output_log, "-c", shell]
        env.update({k: v for k, v in terminal.env.items() if k != "TERM"})
        for log in (self.input_log, self.output_log):
            open(log, "wb").close()
        self.process = subprocess.Popen(
            terminal.argv(self.title, command),
            env=env,
            stdout=open(os.path.join(self.dir, "terminal.log"), "wb"),
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        self.display = display
        self.quire = os.path.join(quire_dir, "quire")
        self.window = None

    def xdotool(self, *arguments, check=True):
        result = run(["xdotool"] + [str(a) for a in arguments], env={**os.environ, "DISPLAY": self.display})
        if check and result.returncode != 0:
            raise RuntimeError(f"xdotool {' '.join(map(str, arguments))}: {result.stderr.strip()}")
        return result.stdout.strip()

    def find_window(self, timeout=20):
        deadline = time.time() + timeout
        while time.time() < deadline:
            found = self.xdotool("search", "--name", "^" + re.escape(self.title) + "$", check=False)
            if found:
                self.window = found.split()[0]
                return True
            if self.process.poll() is not None:
                return False
            time.sleep(0.2)
        return False

    def focus(self):
        geometry = self.geometry()
        self.xdotool("mousemove", geometry[0] + geometry[2] // 2, geometry[1] + geometry[3] // 2)
        self.xdotool("windowfocus", self.window, check=False)
        time.sleep(0.3)

    def geometry(self):
        text = self.xdotool("getwindowgeometry", "--shell", self.window)
        values = dict(line.split("=", 1) for line in text.splitlines() if "=" in line)
        return int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"])

    def sizes(self):
        return os.path.getsize(self.input_log), os.path.getsize(self.output_log)

    def read_from(self, path, offset):
        with open(path, "rb") as log:
            log.seek(offset)
            return log.read()

    def settle(self, quiet=0.35, limit=4.0):
        """Waits until the output log stops growing for `quiet` seconds."""
        deadline = time.time() + limit
        last = self.sizes()
        still_since = time.time()
        while time.time() < deadline:
            time.sleep(0.05)
            now = self.sizes()
            if now != last:
                last = now
                still_since = time.time()
            elif time.time() - still_since >= quiet:
                return

    def wait_for_output(self, pattern, offset=0, timeout=10):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if re.search(pattern, plain(self.read_from(self.output_log, offset))):
                return True
            time.sleep(0.1)
        return False

    def press(self, *combos):
        """Presses each of `combos` (xdotool names, `ctrl+Up`) as a person does: the modifiers
        down first, a moment, the key, the modifiers up. Some terminals (alacritty) read the
        modifiers from a state change that arrives after a key pressed together with them."""
        for combo in combos:
            *modifiers, key = combo.split("+")
            for modifier in modifiers:
                self.xdotool("keydown", modifier)
            if modifiers:
                time.sleep(0.08)
            self.xdotool("key", key)
            if modifiers:
                time.sleep(0.08)
            for modifier in reversed(modifiers):
                self.xdotool("keyup", modifier)
            time.sleep(0.05)

    def type_line(self, text):
        self.xdotool("type", "--delay", "15", text)
        self.xdotool("key", "Return")

    def act(self, action):
        """Runs `action` (a function), returns (bytes the terminal sent, event lines shown)."""
        input_offset, output_offset = self.sizes()
        action()
        self.settle()
        sent = self.read_from(self.input_log, input_offset)
        shown = event_lines(self.read_from(self.output_log, output_offset))
        return sent, shown

    def screenshot(self, path):
        x, y, width, height = self.geometry()
        raw = path + ".full.png"
        run(["import", "-display", self.display, "-window", "root", raw])
        run(["convert", raw, "-crop", f"{width}x{height}+{x}+{y}", "+repage", "-resize", "760x>", "-colors", "64", path])
        if os.path.exists(raw):
            os.remove(raw)

    def close(self):
        # `script` leads a session of its own on the terminal's pty: should the terminal die
        # without it, it and its shell are ended here, found by their log's path.
        for entry in os.listdir("/proc"):
            if not entry.isdigit():
                continue
            try:
                with open(f"/proc/{entry}/cmdline", "rb") as cmdline:
                    arguments = cmdline.read().split(b"\0")
            except OSError:
                continue
            if arguments[:1] == [b"script"] and self.input_log.encode() in arguments:
                try:
                    os.killpg(int(entry), signal.SIGHUP)
                except (ProcessLookupError, PermissionError):
                    pass
        if self.process.poll() is None:
            try:
                os.killpg(self.process.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()


def plain(data):
    return ANSI.sub(b"", data).decode("utf-8", "replace")


def event_lines(data):
    lines = []
    for line in re.split(r"\r?\n|\r", plain(data)):
        line = line.strip("\r")
        if EVENT_LINE.match(line):
            lines.append(line.rstrip())
    return lines


def visible_bytes(data):
    text = ""
    for byte in data:
        if byte == 0x1B:
            text += "ESC"
        elif byte < 0x20 or byte == 0x7F:
            text += f"<{byte:02x}>"
        elif byte >= 0x80:
            text += f"\\x{byte:02x}"
        else:
            text += chr(byte)
    return text


class Result:
    def __init__(self, name, expected, sent, shown, ok, note=""):
        self.name = name
        self.expected = expected
        self.sent = sent
        self.shown = shown
        self.ok = ok
        self.note = note


def key_events(shown):
    """The lines a key produced, leaving out focus changes and terminal replies."""
    return [line for line in shown if not line.startswith(("focus", "reply"))]


def exercise_keys(session, results):
    terminal = session.terminal
    dumb = terminal.name == "dumb"
    for key, name in KEYS:
        keys = [key]
        note = ""
        if terminal.inner == "screen" and key == "ctrl+a":
            # Ctrl-A is GNU screen's command key: Ctrl-A a sends a Ctrl-A.
            keys = ["ctrl+a", "a"]
            note = "sent as Ctrl-A a (screen's command key)"
        sent, shown = session.act(lambda: session.press(*keys))
        got = key_events(shown)
        expected = [f"key    {name}"]
        results.append(Result(name, expected, sent, got, got == expected, note))
    # A lone Esc, then x: two keys, not Alt-x.
    def escape_then_x():
        session.xdotool("key", "Escape")
        time.sleep(0.8)  # longer than tmux's escape-time (500 ms), as a person pauses
        session.xdotool("key", "x")

    sent, shown = session.act(escape_then_x)
    got = key_events(shown)
    expected = ["key    Esc", "key    x"]
    results.append(Result("Esc, then x", expected, sent, got, got == expected))

    # A paste holding an Esc. xclip serves the selection until it is killed: a terminal may
    # ask for it more than once (its targets, then the text).
    copies = []
    for selection in ("primary", "clipboard"):
        copy = subprocess.Popen(
            ["xclip", "-selection", selection, "-quiet"],
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env={**os.environ, "DISPLAY": session.display},
        )
        copy.stdin.write(PASTE_TEXT.encode())
        copy.stdin.close()
        copies.append(copy)
    time.sleep(0.3)
    def paste():
        session.press(terminal.paste_key)
        if terminal.confirm_paste:
            time.sleep(0.5)
            session.press(terminal.confirm_paste)

    sent, shown = session.act(paste)
    got = key_events(shown)
    for copy in copies:
        if copy.poll() is None:
            copy.kill()
            copy.wait()
    if dumb:
        results.append(
            Result("paste with Esc", ["(keys: no bracketed paste asked)"], sent, got, bool(got), "no paste mode on TERM=dumb")
        )
    else:
        # Quire must deliver what the terminal put between the brackets as one paste; some
        # terminals change the Esc first, which the note says.
        inside = re.fullmatch(rb"\x1b\[200~(.*)\x1b\[201~", sent, re.S)
        arrived = inside.group(1).decode("utf-8", "replace") if inside else None
        expected = [PASTE_SHOWN]
        note = ""
        if arrived is not None and arrived != PASTE_TEXT:
            expected = [f'paste  "{arrived}" ({len(arrived)} characters)']
            if "\x1b" not in arrived:
                note = "the terminal " + ("replaced the Esc with a space" if " " in arrived else "dropped the Esc")
        results.append(Result("paste with Esc", expected, sent, got, got == expected, note))

    # A click at a known cell, then the wheel, one step each way.
    x, y, width, height = session.geometry()
    cell_width, cell_height = cell_size(session)
    column, row = 10, 5
    px = x + int((column - 0.5) * cell_width)
    py = y + int((row - 0.5) * cell_height)
    session.xdotool("mousemove", px, py)
    time.sleep(0.2)
    sent, shown = session.act(lambda: session.xdotool("click", "1"))
    got = key_events(shown)
    # The cell under the pointer is found from the window's size, which includes the
    # terminal's border: a column or row off is the aim, not the decoding.
    near = re.compile(r"mouse  (press|release) left at column (\d+), row (\d+)$")
    matches = [near.match(line) for line in got]
    cells = {(int(m.group(2)), int(m.group(3))) for m in matches if m}
    ok = (
        len(got) == 2
        and all(matches)
        and [m.group(1) for m in matches] == ["press", "release"]
        and len(cells) == 1
        and all(abs(c - column) <= 1 and abs(r - row) <= 1 for c, r in cells)
    )
    expected = [f"mouse  press left at column {column}, row {row} (±1)", "mouse  release left at the same cell"]
    if terminal.mouse:
        results.append(Result("click", ["(nothing: no mouse asked)"], sent, got, got == [], terminal.mouse))
    else:
        results.append(Result("click", expected, sent, got, ok))
    if cells:
        column, row = next(iter(cells))
    for button, direction in (("4", "up"), ("5", "down")):
        sent, shown = session.act(lambda: session.xdotool("click", button))
        got = key_events(shown)
        expected = [f"mouse  wheel {direction} at column {column}, row {row}"]
        if terminal.mouse:
            results.append(Result(f"wheel {direction}", ["(nothing)"], sent, got, got == [], terminal.mouse))
            continue
        note = ""
        if len(got) > 1 and all(line == expected[0] for line in got):
            note = f"{len(got)} wheel events for one step"
        results.append(Result(f"wheel {direction}", expected, sent, got, got == expected, note))

    # A resize: the window made larger.
    sent, shown = session.act(
        lambda: session.xdotool("windowsize", session.window, int(width + 10 * cell_width), height)
    )
    session.focus()
    got = [line for line in key_events(shown) if line.startswith("resize")]
    ok = len(got) >= 1
    results.append(Result("resize", ["resize COLUMNSxROWS"], sent, got[-1:] if got else [], ok))


def cell_size(session):
    """The size of a character cell in pixels, from the window's and the terminal's sizes."""
    x, y, width, height = session.geometry()
    columns, rows = 100, 30
    size = re.findall(r"\((\d+)x(\d+)\)", plain(session.read_from(session.output_log, 0)))
    if size:
        columns, rows = int(size[-1][0]), int(size[-1][1])
    return width / columns, height / rows


def exercise_prompts(session, results):
    """`quire input`, `quire choose` and `quire date` answered by typing; choose stopped with
    Ctrl-Z and brought back with fg; date answered by keys too."""
    answer_by_typing(session, results, "quire input", "input.txt", "quire input --title Name", "hello terminal")

    choice = os.path.join(session.dir, "choose.txt")
    _, output_offset = session.sizes()
    session.type_line(f"quire choose alpha beta gamma > {shlex.quote(choice)}")
    session.settle(quiet=0.6)
    session.press("ctrl+z")
    session.settle(quiet=0.6)
    stopped = "Stopped" in plain(session.read_from(session.output_log, output_offset))
    session.type_line("fg")
    session.settle(quiet=0.8)
    if session.terminal.name == "dumb":
        session.type_line("2")
    else:
        session.xdotool("key", "Down")
        session.settle(quiet=0.3)
        session.xdotool("key", "Return")
    session.settle(quiet=0.6)
    text = read_text(choice)
    results.append(Result("quire choose: Ctrl-Z", ["stopped"], b"", ["stopped" if stopped else "not stopped"], stopped))
    results.append(Result("quire choose: fg, Down, Return", ["beta"], b"", [text.strip()], text == "beta\n"))

    answer_by_typing(session, results, "quire date: typed", "date-typed.txt", "quire date --value 2026-12-24", "2027-01-05")

    keyed = os.path.join(session.dir, "date-keys.txt")
    session.type_line(f"quire date --value 2026-12-24 > {shlex.quote(keyed)}")
    session.settle(quiet=0.6)
    if session.terminal.name == "dumb":
        session.type_line("2027-01-01")
    else:
        for key in ("Right", "Down", "Return"):
            session.xdotool("key", key)
            session.settle(quiet=0.3)
    session.settle(quiet=0.6)
    text = read_text(keyed)
    results.append(Result("quire date: Right, Down, Return", ["2027-01-01"], b"", [text.strip()], text == "2027-01-01\n"))
    exercise_file(session, results)


def answer_by_typing(session, results, name, file, command, answer):
    """Runs `command` with its output to `file`, types `answer` and Return: the file holds the
    answer and a line break."""
    path = os.path.join(session.dir, file)
    session.type_line(f"{command} > {shlex.quote(path)}")
    session.settle(quiet=0.6)
    session.xdotool("type", "--delay", "30", answer)
    session.xdotool("key", "Return")
    session.settle(quiet=0.6)
    text = read_text(path)
    results.append(Result(name, [answer], b"", [text.strip()], text == answer + "\n"))


def file_folder(parent):
    """A folder for `quire file`: alpha.txt, beta.txt, notes.md and a folder, sub/."""
    folder = os.path.join(parent, "files")
    os.makedirs(os.path.join(folder, "sub"), exist_ok=True)
    for name in ("alpha.txt", "beta.txt", "notes.md"):
        with open(os.path.join(folder, name), "w", encoding="utf-8") as file:
            file.write(name + "\n")
    return folder


def exercise_file(session, results):
    """`quire file --extension txt` answered by typing: "bet" filters, Return chooses (under
    TERM=dumb, the plain mode: the number of beta.txt)."""
    folder = file_folder(session.dir)
    chosen = os.path.join(session.dir, "file.txt")
    session.type_line(f"quire file --extension txt {shlex.quote(folder)} > {shlex.quote(chosen)}")
    session.settle(quiet=0.8)
    if session.terminal.name == "dumb":
        session.type_line("3")
    else:
        session.xdotool("type", "--delay", "30", "bet")
        session.settle(quiet=0.4)
        session.xdotool("key", "Return")
    session.settle(quiet=0.6)
    text = read_text(chosen)
    expected = os.path.join(folder, "beta.txt")
    results.append(Result("quire file: bet, Return", [expected], b"", [text.strip()], text == expected + "\n"))


def exercise_edit(session, results):
    """`quire edit`: a scratch file opened, a line typed, Ctrl-S, Esc: the file holds the
    line. Under TERM=dumb the editor must refuse in one line and write nothing."""
    path = os.path.join(session.dir, "edit.txt")
    session.type_line(f"quire edit {shlex.quote(path)}")
    session.settle(quiet=0.8)
    if session.terminal.name == "dumb":
        exists = os.path.exists(path)
        results.append(Result("quire edit: refused", ["nothing written"], b"", ["written" if exists else "nothing written"], not exists))
        return
    session.xdotool("type", "--delay", "30", "hello edit")
    session.settle(quiet=0.4)
    session.press("ctrl+s")
    session.settle(quiet=0.6)
    session.xdotool("key", "Escape")
    session.settle(quiet=0.8)
    text = read_text(path)
    results.append(Result("quire edit: type, Ctrl-S, Esc", ["hello edit"], b"", [text.strip()], text == "hello edit"))


def read_text(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as file:
            return file.read()
    except OSError:
        return ""


def test_terminal(terminal, quire_dir, workdir, display, images):
    results = []
    session = Session(terminal, quire_dir, workdir, display)
    if not session.find_window():
        # Once more: a terminal drawing through software OpenGL sometimes fails to start.
        session.close()
        time.sleep(1)
        session = Session(terminal, quire_dir, workdir, display)
    try:
        if not session.find_window():
            return None, "did not start: " + read_text(os.path.join(session.dir, "terminal.log")).strip()[-300:]
        session.focus()
        if not session.wait_for_output(r"[$#] ", timeout=15):
            return None, "no shell prompt"
        _, output_offset = session.sizes()
        session.type_line("quire keys")
        if not session.wait_for_output(r"quire keys: type", offset=output_offset, timeout=10):
            return None, "quire keys did not start"
        session.settle(quiet=1.0)
        # Again, now that the terminal is surely ready: a terminal that missed the first focus
        # change (alacritty, while it starts) ignores the modifiers.
        session.focus()
        session.settle(quiet=0.5)
        startup = event_lines(session.read_from(session.output_log, output_offset))
        exercise_keys(session, results)
        session.screenshot(os.path.join(images, f"terminal-{terminal.name}.png"))
        session.act(lambda: session.press("ctrl+c"))
        session.settle(quiet=0.5)
        exercise_prompts(session, results)
        exercise_edit(session, results)
        session.type_line("exit")
        time.sleep(0.5)
        return results, "; ".join(line for line in startup if line.startswith("reply"))
    finally:
        session.close()


def no_terminal(quire, results):
    """The commands without a controlling terminal (setsid, standard input a pipe)."""
    env = {**os.environ, "TERM": "xterm-256color", "SWIFT_BACKTRACE": "enable=no"}
    keys = run(["setsid", "-w", quire, "keys"], input="", env=env, timeout=20)
    results.append(
        Result(
            "quire keys",
            ["exit 3, one line"],
            b"",
            [f"exit {keys.returncode}: {keys.stderr.strip()}"],
            keys.returncode == 3 and keys.stderr.count("\n") == 1,
        )
    )
    answer = run(["setsid", "-w", quire, "input", "--title", "Name"], input="hello terminal\n", env=env, timeout=20)
    results.append(
        Result(
            "quire input",
            ["hello terminal"],
            b"",
            [f"exit {answer.returncode}: {answer.stdout.strip()}"],
            answer.returncode == 0 and answer.stdout == "hello terminal\n",
        )
    )
    day = run(["setsid", "-w", quire, "date", "--value", "2026-12-24"], input="2027-01-05\n", env=env, timeout=20)
    results.append(
        Result(
            "quire date",
            ["2027-01-05"],
            b"",
            [f"exit {day.returncode}: {day.stdout.strip()}"],
            day.returncode == 0 and day.stdout == "2027-01-05\n",
        )
    )
    # The options come as arguments, so standard input carries the answer (as gum reads
    # options from standard input only when none are given): the second is chosen.
    choice = run(["setsid", "-w", quire, "choose", "alpha", "beta", "gamma"], input="2\n", env=env, timeout=20)
    results.append(
        Result(
            "quire choose",
            ["beta"],
            b"",
            [f"exit {choice.returncode}: {choice.stdout.strip()}"],
            choice.returncode == 0 and choice.stdout == "beta\n",
        )
    )


def no_terminal_file(quire, results):
    """`quire file` without a controlling terminal: the entries numbered on standard error,
    the answer read from standard input."""
    env = {**os.environ, "TERM": "xterm-256color", "SWIFT_BACKTRACE": "enable=no"}
    with tempfile.TemporaryDirectory() as parent:
        folder = os.path.realpath(file_folder(parent))
        chosen = run(["setsid", "-w", quire, "file", "--extension", "txt", folder], input="3\n", env=env, timeout=20)
        expected = os.path.join(folder, "beta.txt")
        results.append(
            Result(
                "quire file",
                [expected],
                b"",
                [f"exit {chosen.returncode}: {chosen.stdout.strip()}"],
                chosen.returncode == 0 and chosen.stdout == expected + "\n",
            )
        )


def markdown(all_results, notes, versions, quire, started, images):
    names = [name for name in all_results]
    rows = []
    for name in names:
        for result in all_results[name]:
            if result.name not in rows:
                rows.append(result.name)
    lines = []
    lines.append("# Quire in every terminal")
    lines.append("")
    lines.append(
        "What each terminal sends for the keys of DESIGN.md section 2, a paste holding an Esc, a click, the "
        "wheel and a resize, and what `quire keys` decoded; then `quire input`, `quire choose`, `quire date` and `quire file` "
        "answered by typing and by keys (choose stopped with Ctrl-Z and brought back with `fg`). Each terminal runs under Xvfb and is "
        "driven with xdotool, so it encodes every key itself; tmux and GNU screen run inside xterm."
    )
    lines.append("")
    lines.append(f"- Date: {started:%Y-%m-%d %H:%M} UTC")
    lines.append(f"- Machine: {platform.system()} {platform.release()} {platform.machine()}, {os.cpu_count()} cores")
    lines.append(f"- Quire: `{version([quire, '--version'])}`")
    lines.append("- Terminals: " + "; ".join(f"{name}: {versions[name]}" for name in names if name in versions))
    lines.append("- Command: `Scripts/terminals.sh`")
    lines.append("")
    lines.append("✓ decoded as expected; ✗ not (see the details below); · not tried there.")
    lines.append("")
    lines.append("| key | " + " | ".join(names) + " |")
    lines.append("| --- | " + " | ".join("---" for _ in names) + " |")
    for row in rows:
        cells = []
        for name in names:
            found = [r for r in all_results[name] if r.name == row]
            if not found:
                cells.append("·")
            else:
                cells.append("✓" if found[0].ok else "✗")
        lines.append(f"| {row} | " + " | ".join(cells) + " |")
    lines.append("")
    failing = [(name, r) for name in names for r in all_results[name] if not r.ok or r.note]
    if failing:
        lines.append("## Misread, missing, or worth a note")
        lines.append("")
        lines.append("| terminal | key | expected | shown | bytes sent |")
        lines.append("| --- | --- | --- | --- | --- |")
        for name, r in failing:
            lines.append(
                f"| {name} | {r.name} | {cell(' / '.join(r.expected))} | {cell(' / '.join(r.shown) or '(nothing)')}"
                + (f" ({cell(r.note)})" if r.note else "")
                + f" | `{visible_bytes(r.sent)}` |"
            )
        lines.append("")
    if notes:
        lines.append("## Notes")
        lines.append("")
        for note in notes:
            lines.append(f"- {note}")
        lines.append("")
    shots = [name for name in names if os.path.exists(os.path.join(images, f"terminal-{name}.png"))]
    if shots:
        lines.append("## Screenshots")
        lines.append("")
        lines.append("`quire keys` after the keys, the paste, the click, the wheel and the resize.")
        lines.append("")
        for name in shots:
            lines.append(f"![quire keys in {name}](images/terminal-{name}.png)")
            lines.append("")
    lines.append("## What each terminal sent")
    lines.append("")
    for name in names:
        lines.append(f"<details><summary>{name}</summary>")
        lines.append("")
        lines.append("| key | bytes sent | shown |")
        lines.append("| --- | --- | --- |")
        for r in all_results[name]:
            lines.append(f"| {r.name} | `{visible_bytes(r.sent)}` | {cell(' / '.join(r.shown) or '(nothing)')} |")
        lines.append("")
        lines.append("</details>")
        lines.append("")
    return "\n".join(lines)


def cell(text):
    return text.replace("|", "\\|").replace("`", "'")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quire", required=True, help="the quire executable")
    parser.add_argument("--output", default="docs/TERMINALS.md")
    parser.add_argument("--images", default="docs/images")
    parser.add_argument("--only", nargs="*", help="terminals to run (default: all that are installed)")
    parser.add_argument("--display", default=":97")
    arguments = parser.parse_args()

    started = datetime.datetime.now(datetime.timezone.utc)
    quire = os.path.abspath(arguments.quire)
    os.makedirs(arguments.images, exist_ok=True)
    workdir = tempfile.mkdtemp(prefix="quire-terminals-")
    xvfb = subprocess.Popen(
        ["Xvfb", arguments.display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    all_results = {}
    notes = []
    versions = {}
    try:
        time.sleep(1.5)
        for terminal in terminals(workdir):
            if arguments.only and terminal.name not in arguments.only:
                continue
            program = terminal.argv("t", ["true"])[0]
            needed = [program] + ([terminal.inner] if terminal.inner else [])
            missing = [tool for tool in needed if shutil.which(tool) is None]
            if missing:
                notes.append(f"{terminal.label}: not installed ({', '.join(missing)}), skipped")
                print(f"{terminal.name}: skipped, {', '.join(missing)} missing", flush=True)
                continue
            versions[terminal.name] = version(VERSIONS[terminal.name])
            print(f"{terminal.name}: running", flush=True)
            results, note = test_terminal(terminal, os.path.dirname(quire), workdir, arguments.display, arguments.images)
            if results is None:
                notes.append(f"{terminal.label}: {note}")
                print(f"{terminal.name}: {note}", flush=True)
                continue
            if note:
                notes.append(f"{terminal.label} answered Quire's queries: {note}")
            if terminal.note:
                notes.append(f"{terminal.label}: {terminal.note}")
            all_results[terminal.name] = results
            bad = [r.name for r in results if not r.ok]
            print(f"{terminal.name}: {len(results) - len(bad)}/{len(results)} as expected; not: {', '.join(bad)}", flush=True)
        if not arguments.only or "none" in arguments.only:
            results = []
            no_terminal(quire, results)
            no_terminal_file(quire, results)
            all_results["none"] = results
            versions["none"] = "no controlling terminal (setsid), standard input a pipe"
            bad = [r.name for r in results if not r.ok]
            print(f"none: {len(results) - len(bad)}/{len(results)} as expected; not: {', '.join(bad)}", flush=True)
    finally:
        xvfb.terminate()
        xvfb.wait()
        run(["tmux", "-L", "quire-terminals", "kill-server"]) if shutil.which("tmux") else None
    with open(arguments.output, "w") as output:
        output.write(markdown(all_results, notes, versions, quire, started, arguments.images))
    print(f"wrote {arguments.output}; logs in {workdir}")
    return 0 if all(r.ok for results in all_results.values() for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
