#!/usr/bin/env bash
# Counts, from outside, the write system calls quire makes to its terminal: `quire edit` and
# `quire input` run in a pseudo-terminal under strace (installed with apt-get when missing),
# 40 keys typed one at a time, each drawn before the next. Fails when a key's frame took more
# than one write, a write was cut short, a synchronized update was split between writes, or
# the first screen was not drawn by one write; prints the counts. Exits 0 with one line when
# ptrace is not permitted here (Scripts/check-writes-per-frame.py says more).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v strace >/dev/null; then
  apt-get install -y -qq strace >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq strace >/dev/null; }
fi
swift build -q --product quire
python3 Scripts/check-writes-per-frame.py "$(swift build --show-bin-path)/quire"
