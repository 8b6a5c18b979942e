#!/usr/bin/env bash
# Fails with one line if a generated table in Sources/QuireText/Generated is not what its
# script (Scripts/generate-unicode-tables.py, Scripts/generate-case-folding.py) makes from
# the committed Unicode data.
set -euo pipefail
cd "$(dirname "$0")/.."
fresh=$(mktemp)
trap 'rm -f "$fresh"' EXIT
for pair in generate-unicode-tables.py:UnicodeTables.swift generate-case-folding.py:CaseFoldingTables.swift; do
  script=Scripts/${pair%%:*}
  committed=Sources/QuireText/Generated/${pair##*:}
  python3 "$script" --output "$fresh"
  if ! cmp -s "$fresh" "$committed"; then
    echo "error: $committed is stale: run $script and commit the result" >&2
    exit 1
  fi
done
