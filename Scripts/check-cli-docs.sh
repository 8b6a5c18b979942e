#!/usr/bin/env bash
# The man page (docs/quire.1) and the completion scripts (completions/) are made from quire's
# command table (Sources/QuireCLI/Commands/CommandTable.swift and its rows). This fails with
# one line when the committed files differ from what the table makes now.
#
#   Scripts/check-cli-docs.sh           fail with one line when a committed file is stale
#   Scripts/check-cli-docs.sh --write   write them from the table (then commit them)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -q --product quire
quire="$(swift build --show-bin-path)/quire"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/docs" "$scratch/completions"
"$quire" --man-page > "$scratch/docs/quire.1"
"$quire" --completions bash > "$scratch/completions/quire.bash"
"$quire" --completions zsh > "$scratch/completions/_quire"
"$quire" --completions fish > "$scratch/completions/quire.fish"
files=(docs/quire.1 completions/quire.bash completions/_quire completions/quire.fish)
if [ "${1:-}" = "--write" ]; then
  mkdir -p docs completions
  for file in "${files[@]}"; do cp "$scratch/$file" "$file"; done
  echo "wrote ${files[*]} from the command table"
  exit 0
fi
stale=()
for file in "${files[@]}"; do
  cmp -s "$scratch/$file" "$file" || stale+=("$file")
done
if [ "${#stale[@]}" -gt 0 ]; then
  echo "error: not what the command table makes: ${stale[*]}; run Scripts/check-cli-docs.sh --write and commit the result" >&2
  exit 1
fi
