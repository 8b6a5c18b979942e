#!/usr/bin/env bash
# Inline prompts leave the screen as they found it after a resize, in a terminal that re-wraps
# its rows when it narrows: each prompt in tmux (installed with apt-get when missing), the
# window narrowed and widened back, then Esc (Scripts/check-inline-resize.py says more).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v tmux >/dev/null; then
  apt-get install -y -qq tmux >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq tmux >/dev/null; }
fi
swift build -q --product quire
python3 Scripts/check-inline-resize.py "$(swift build --show-bin-path)/quire"
