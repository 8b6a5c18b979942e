#!/usr/bin/env bash
# Usage: Scripts/fuzz.sh decoder|text [SECONDS]
#
# Builds Quire's libFuzzer targets (the separate package in Fuzz/, every target in one build,
# so running a second target reuses it) and runs one for SECONDS (default 60) over its
# committed corpus Fuzz/Corpus/TARGET/: `decoder` is the input decoder, `text` the text
# engine. Exits non-zero when the fuzzer finds a crash; the input that caused it is kept in
# Fuzz/.build/artifacts/. New interesting inputs go to a scratch folder, not into the
# committed corpus: add the ones worth keeping by hand (and the unit tests replay them).
set -euo pipefail
cd "$(dirname "$0")/.."
usage="usage: Scripts/fuzz.sh decoder|text [SECONDS]"
target=${1:?$usage}
seconds=${2:-60}

case "$target" in
  decoder)
    product=FuzzDecoder
    options=(-max_len=4096 -dict=decoder.dict)
    ;;
  text)
    # An input is an 8-byte header of parameters and at most 4 KiB of text.
    product=FuzzText
    options=(-max_len=4104 -dict=text.dict)
    ;;
  *)
    echo "$usage" >&2
    exit 2
    ;;
esac

cd Fuzz
# DEBUG gives the text's tree its small debug node sizes, so that inputs of a few hundred
# bytes already make trees several levels deep; the code is still optimised.
swift build -c release \
  -Xswiftc -sanitize=fuzzer,address \
  -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld \
  -Xswiftc -DDEBUG \
  --disable-build-manifest-caching
binary=$(swift build -c release --show-bin-path)/$product

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p .build/artifacts
echo "fuzzing $target ($product) for ${seconds} s"
# Swift's own crash backtracer would race AddressSanitizer; libFuzzer reports the crash.
SWIFT_BACKTRACE=enable=no "$binary" \
  -max_total_time="$seconds" \
  -timeout=10 \
  "${options[@]}" \
  -print_final_stats=1 \
  -artifact_prefix=.build/artifacts/"$target"- \
  "$scratch" Corpus/"$target"
