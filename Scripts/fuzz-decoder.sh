#!/usr/bin/env bash
# Builds the input decoder's libFuzzer target (the separate package in Fuzz/) and runs it for
# SECONDS (default 60) over the committed corpus Fuzz/Corpus/decoder/. Exits non-zero when
# the fuzzer finds a crash; the input that caused it is kept in Fuzz/.build/artifacts/.
# New interesting inputs go to a scratch folder, not into the committed corpus: add the ones
# worth keeping by hand (and the unit tests replay them).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}

cd Fuzz
swift build -c release \
  -Xswiftc -sanitize=fuzzer,address \
  -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld \
  --disable-build-manifest-caching \
  --product FuzzDecoder
binary=$(swift build -c release --show-bin-path)/FuzzDecoder

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p .build/artifacts
echo "fuzzing the input decoder for ${seconds} s"
# Swift's own crash backtracer would race AddressSanitizer; libFuzzer reports the crash.
SWIFT_BACKTRACE=enable=no "$binary" \
  -max_total_time="$seconds" \
  -max_len=4096 \
  -timeout=10 \
  -dict=decoder.dict \
  -print_final_stats=1 \
  -artifact_prefix=.build/artifacts/ \
  "$scratch" Corpus/decoder
