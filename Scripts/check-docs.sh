#!/usr/bin/env bash
# Builds the Quire library's documentation with the toolchain's docc, every warning an error
# (a link to a symbol that does not exist, a page the catalog names but does not have):
# the symbol graph of a build of its own, then `docc convert` of Sources/Quire/Quire.docc.
# The site is left in .build/docs (`--open` serves it: see README, "The library").
set -euo pipefail
cd "$(dirname "$0")/.."

build=.build/docs-build
swift build --target Quire --build-path "$build" > /dev/null
bin=$(swift build --build-path "$build" --show-bin-path)
triple=$(basename "$(dirname "$bin")")
graphs=.build/docs-symbol-graphs
rm -rf "$graphs" && mkdir -p "$graphs"
# Quire's own public symbols, read from the module built (as SwiftPM's dump-symbol-graph
# does); the modules it re-exports would be pages of their own.
"$(dirname "$(readlink -f "$(command -v swift)")")/swift-symbolgraph-extract" \
  -module-name Quire -target "$triple" -I "$bin/Modules" \
  -Xcc -fmodule-map-file="$PWD/Sources/CSQLite/module.modulemap" \
  -Xcc -fmodule-map-file="$bin/CQuireSystem.build/module.modulemap" \
  -Xcc -I -Xcc "$PWD/Sources/CQuireSystem/include" \
  -minimum-access-level public -output-dir "$graphs"

docc=$(command -v docc || true)
if [ -z "$docc" ]; then
  docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
fi
"$docc" convert Sources/Quire/Quire.docc \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name Quire --fallback-bundle-identifier quire.Quire \
  --output-path .build/docs --warnings-as-errors > .build/docs-convert.log 2>&1 ||
  { cat .build/docs-convert.log; echo "check-docs: the documentation has warnings (above)"; exit 1; }
echo "check-docs: the documentation builds with no warning: .build/docs"
if [ "${1:-}" = "--open" ]; then
  echo "serving it on http://localhost:8000/documentation/quire/ (Ctrl-C to stop)"
  cd .build/docs && exec python3 -m http.server 8000
fi
