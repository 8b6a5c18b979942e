#!/usr/bin/env bash
# Usage: Scripts/terminals.sh [TERMINAL ...]
#
# Quire in every terminal a user may have: builds quire (release) and runs `quire keys`,
# `quire input`, `quire choose`, `quire date`, `quire file` and `quire edit` in xterm, rxvt-unicode, mlterm, kitty and alacritty under
# Xvfb, in tmux and GNU screen (inside xterm), with TERM=dumb and with no terminal at all.
# xdotool presses each key through the X server, so every terminal encodes the keys itself;
# `script` logs the bytes it sends. Writes the table to docs/TERMINALS.md and a screenshot
# per terminal to docs/images/terminal-NAME.png (see Scripts/terminals.py).
#
# TERMINAL names the ones to run (xterm urxvt mlterm kitty alacritty tmux screen dumb none);
# all by default. Missing Debian packages are installed when running as root; a terminal
# still missing is skipped and named in the table's notes. Not part of CI: it needs an X
# server and takes a few minutes. Exits non-zero when anything was not decoded as expected.
#
# `quire edit` is exercised too: a line typed, Ctrl-S, Esc, the file read back.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(xvfb xterm rxvt-unicode mlterm kitty alacritty xdotool tmux screen imagemagick xclip fonts-dejavu-core)
commands=(Xvfb xterm urxvt mlterm kitty alacritty xdotool tmux screen import xclip fc-list)
missing=()
for index in "${!commands[@]}"; do
  command -v "${commands[$index]}" > /dev/null || missing+=("${packages[$index]}")
done
if ((${#missing[@]})) && [[ $(id -u) == 0 ]] && command -v apt-get > /dev/null; then
  echo "installing ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" > /dev/null ||
    echo "some packages could not be installed; their terminals are skipped" >&2
fi
for tool in Xvfb xdotool xclip import script python3; do
  command -v "$tool" > /dev/null || { echo "terminals.sh: $tool is needed" >&2; exit 3; }
done

swift build -c release --product quire
bin=$(swift build -c release --show-bin-path)
only=()
(($#)) && only=(--only "$@")
exec python3 Scripts/terminals.py --quire "$bin/quire" "${only[@]}"
