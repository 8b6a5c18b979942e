#!/usr/bin/env bash
# The matcher's oracle: Debian's fzf, asked for its first result for 200 seeded queries over
# Tests/MatchOracle/paths.txt. Its answers must equal the committed
# Tests/MatchOracle/fzf-top.tsv, which `swift test` compares with Quire's matcher
# (MatcherFzfOracleTests), so fzf keeps judging Quire without `swift test` needing it.
#
#   Scripts/check-match-oracle.sh            fail with one line when the record is stale
#   Scripts/check-match-oracle.sh --record   write the record (then run swift test)
#
# Written against fzf 0.38 (Debian 12); another fzf may score differently: record, then
# review what MatcherFzfOracleTests prints.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v fzf > /dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -qq fzf > /dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq fzf > /dev/null; }
  else
    echo "error: fzf is not installed (apt-get install fzf)" >&2
    exit 1
  fi
fi
if [ "${1:-}" = "--record" ]; then
  python3 Scripts/record-match-oracle.py
else
  python3 Scripts/record-match-oracle.py --check
fi
