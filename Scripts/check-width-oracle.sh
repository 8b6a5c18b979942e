#!/usr/bin/env bash
# The width oracle: Python's wcwidth, pinned to the version DisplayWidthDifferences.swift was
# reviewed against, installed into a scratch folder, asked for the width of every assigned
# code point. Its answers must equal the committed Tests/WidthOracle/wcwidth.txt, which
# `swift test` compares with Quire's widths (DisplayWidthWcwidthTests), so the oracle keeps
# judging Quire without `swift test` needing Python.
#
#   Scripts/check-width-oracle.sh            fail with one line when the record is stale
#   Scripts/check-width-oracle.sh --record   write the record (then review the differences)
#
# To move to another wcwidth, change PINNED, run with --record, run swift test, and review
# every difference it reports in Tests/QuireTextTests/DisplayWidthDifferences.swift.
set -euo pipefail
cd "$(dirname "$0")/.."
PINNED=0.7.0
record=Tests/WidthOracle/wcwidth.txt
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
python3 -m pip install -q --disable-pip-version-check --root-user-action=ignore --no-deps --target "$scratch/site" "wcwidth==$PINNED"
PYTHONPATH="$scratch/site" python3 Scripts/width-oracle.py > "$scratch/wcwidth.txt"
if [ "${1:-}" = "--record" ]; then
  cp "$scratch/wcwidth.txt" "$record"
  echo "wrote $record from wcwidth $PINNED"
elif ! cmp -s "$scratch/wcwidth.txt" "$record"; then
  echo "error: $record is not what wcwidth $PINNED answers: run Scripts/check-width-oracle.sh --record and review" >&2
  exit 1
fi
