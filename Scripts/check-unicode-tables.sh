#!/usr/bin/env bash
# Fails with one line if Sources/QuireText/Generated/UnicodeTables.swift is not what
# Scripts/generate-unicode-tables.py makes from the installed Unicode data.
set -euo pipefail
cd "$(dirname "$0")/.."
committed=Sources/QuireText/Generated/UnicodeTables.swift
fresh=$(mktemp)
trap 'rm -f "$fresh"' EXIT
python3 Scripts/generate-unicode-tables.py --output "$fresh"
if ! cmp -s "$fresh" "$committed"; then
  echo "error: $committed is stale: run Scripts/generate-unicode-tables.py and commit the result" >&2
  exit 1
fi
