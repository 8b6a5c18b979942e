#!/usr/bin/env bash
# The renderer's property tests, checked by an emulator that is not ours: installs pyte from
# PyPI, runs RendererPropertyTests with QUIRE_SCREEN_LOG so they write their frames, and
# replays those into pyte (Scripts/check-screens-pyte.py), which must show every frame's text,
# cursor, colours and attributes as the grid does (but dim, which pyte lacks). Fails with the
# first difference of each test case.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore pyte
log=$(mktemp -d)
trap 'rm -rf "$log"' EXIT
QUIRE_SCREEN_LOG="$log" SWIFT_BACKTRACE=enable=no \
  swift test -q --filter RendererPropertyTests >/dev/null
python3 Scripts/check-screens-pyte.py "$log"
