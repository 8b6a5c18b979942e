#!/usr/bin/env bash
# Writes Scripts/startup-order.txt: the functions `quire input`, `quire date` and `quire file`
# run before their first frame, which the release link on Linux places first and together
# (Package.swift, DECISIONS 232). Builds the release quire, runs each launch under callgrind in
# a pseudo-terminal (valgrind is installed with apt-get when missing) and lists what ran. Run it
# again (then commit the file) when start-up's code changes much; a stale list costs only speed.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v valgrind >/dev/null; then
  apt-get install -y -qq valgrind >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq valgrind >/dev/null; }
fi
swift build -q -c release --product quire
python3 Scripts/startup-order.py "$(swift build -c release --show-bin-path)/quire" Scripts/startup-order.txt
