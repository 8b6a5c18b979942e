#!/usr/bin/env bash
# The Markdown highlighter's oracle: markdown-it-py (CommonMark mode), pinned, installed into a
# scratch folder, asked which lines are headings and fenced blocks and what emphasis, strong
# emphasis and code spans hold in the CommonMark spec's examples (Tests/MarkdownOracle/
# examples.txt). Its answers must equal the committed Tests/MarkdownOracle/markdown-it.txt,
# which `swift test` compares with MarkdownHighlighter (MarkdownHighlighterOracleTests), so the
# parser keeps judging the highlighter without `swift test` needing Python.
#
#   Scripts/check-markdown-oracle.sh            fail with one line when the record is stale
#   Scripts/check-markdown-oracle.sh --record   write the record (then run swift test)
set -euo pipefail
cd "$(dirname "$0")/.."
PINNED=3.0.0
record=Tests/MarkdownOracle/markdown-it.txt
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
python3 -m pip install -q --disable-pip-version-check --root-user-action=ignore --target "$scratch/site" "markdown-it-py==$PINNED" "mdurl==0.1.2"
PYTHONPATH="$scratch/site" python3 Scripts/markdown-oracle.py > "$scratch/markdown-it.txt"
if [ "${1:-}" = "--record" ]; then
  cp "$scratch/markdown-it.txt" "$record"
  echo "wrote $record from markdown-it-py $PINNED"
elif ! cmp -s "$scratch/markdown-it.txt" "$record"; then
  echo "error: $record is not what markdown-it-py $PINNED answers: run Scripts/check-markdown-oracle.sh --record and review" >&2
  exit 1
fi
