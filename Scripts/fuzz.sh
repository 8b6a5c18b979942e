#!/usr/bin/env bash
# Usage: Scripts/fuzz.sh TARGET|all [SECONDS]
#
# Builds Quire's libFuzzer targets (the separate package in Fuzz/, every target in one
# optimised build with AddressSanitizer, and the text engine also without it, to explore
# faster) and runs TARGET, or every target in turn with `all`,
# for SECONDS each (default 60) over its committed corpus Fuzz/Corpus/TARGET/. The targets:
#   decoder       the input decoder (keys, mouse, paste, replies)
#   text          the text engine (loading, clusters, motions, wrapping, edits, undo)
#   frontmatter   a note's front matter, read and edited
#   history       the history record format, replay and compaction
#   recovery      the recovery file, damaged and well-formed
#   filedecoding  a file opened, loaded and saved back with SafeSave
#   arguments     quire's argument parser against the real command table
#   links         the links between notes, as the parser finds them and the index keeps them
# Prints each run's executions and executions per second (the last lines, "target: ...").
# Each target first replays its committed corpus alone: an input there that fails is a
# regression and always exits non-zero. Then it explores for SECONDS. Exits non-zero when the
# exploration finds a crash too (with `all`, after running the other targets), unless
# QUIRE_FUZZ_FINDINGS=report (CI): then a new finding is printed, with its input in hex, and
# does not fail the run, since it is an old fault found by chance rather than one the change
# made. The input that caused it is kept in Fuzz/.build/artifacts/. New interesting inputs go to a scratch folder, not into the
# committed corpus: add the ones worth keeping by hand (and the unit tests replay them).
set -euo pipefail
cd "$(dirname "$0")/.."
targets=(decoder text frontmatter history recovery filedecoding arguments links)
usage="usage: Scripts/fuzz.sh $(IFS='|'; echo "${targets[*]}")|all [SECONDS]"
target=${1:?$usage}
seconds=${2:-60}

# The product and the libFuzzer options of a target.
settings() {
  case "$1" in
    decoder) product=FuzzDecoder options=(-max_len=4096 -dict=decoder.dict) ;;
    # An input is an 8-byte header of parameters and at most 256 bytes of text. Without
    # entropic scheduling: its bookkeeping of rare features, over a corpus that keeps growing
    # with the engine's loop counters, cost more than the target itself.
    text) product=FuzzText options=(-max_len=264 -dict=text.dict -entropic=0) ;;
    frontmatter) product=FuzzFrontMatter options=(-max_len=4096 -dict=frontmatter.dict) ;;
    history) product=FuzzHistory options=(-max_len=4096 -dict=history.dict) ;;
    recovery) product=FuzzRecovery options=(-max_len=4096 -dict=recovery.dict) ;;
    filedecoding) product=FuzzFileDecoding options=(-max_len=4096 -dict=text.dict) ;;
    arguments) product=FuzzArguments options=(-max_len=1024 -dict=arguments.dict) ;;
    links) product=FuzzLinks options=(-max_len=4096 -dict=links.dict) ;;
    *)
      echo "$usage" >&2
      exit 2
      ;;
  esac
}

if [ "$target" = all ]; then
  chosen=("${targets[@]}")
else
  settings "$target"
  chosen=("$target")
fi

cd Fuzz
# DEBUG gives the text's tree its small debug node sizes, so that inputs of a few hundred
# bytes already make trees several levels deep; the code is still optimised (-O).
# -enable-testing lets targets reach internal parsers with `@testable import`.
flags=(
  -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld
  -Xswiftc -DDEBUG
  -Xswiftc -enable-testing
  --disable-build-manifest-caching
)
if [ "$target" = text ]; then
  swift build -c release --product FuzzText -Xswiftc -sanitize=fuzzer,address "${flags[@]}"
else
  swift build -c release -Xswiftc -sanitize=fuzzer,address "${flags[@]}"
fi
bin=$(swift build -c release --show-bin-path)
# The text engine explores with a build of its own, without AddressSanitizer and without
# tracing every comparison (-sanitize=fuzzer's default coverage adds trace-cmp, indirect
# calls and stack depth): its loops allocate and compare bytes at every step, and the
# instrumentation cost five times the engine's own work (RELIABILITY, "The text engine's
# rate"). Every input it keeps, and its committed corpus, is run again by the build above,
# with AddressSanitizer; the parsers keep trace-cmp, which finds their keywords.
if [[ " ${chosen[*]} " == *" text "* ]]; then
  swift build -c release --product FuzzText --scratch-path .build/text \
    -Xswiftc -sanitize=fuzzer -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table "${flags[@]}"
  fastBin=$(swift build -c release --scratch-path .build/text --show-bin-path)
fi

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p .build/artifacts
summary=()
failed=0
for name in "${chosen[@]}"; do
  settings "$name"
  explorer=$bin/$product
  [ "$name" = text ] && explorer=$fastBin/$product
  mkdir -p "$scratch/$name"
  echo "fuzzing $name ($product) for ${seconds} s"
  # Swift's own crash backtracer would race AddressSanitizer; libFuzzer reports the crash.
  # No leak checks: the Swift runtime's caches and the task threads of `filedecoding` made
  # LeakSanitizer scan the heap after most inputs (53 inputs a second instead of 970), and
  # reference counting leaves little to find.
  set +e
  # The committed corpus alone, once: every input must pass.
  SWIFT_BACKTRACE=enable=no "$bin/$product" -runs=0 -timeout=10 -rss_limit_mb=4096 -detect_leaks=0 \
    "${options[@]}" -artifact_prefix=.build/artifacts/"$name"-corpus- Corpus/"$name" > "$scratch/$name.replay.log" 2>&1
  replayed=$?
  if [ "$replayed" -ne 0 ]; then
    tail -40 "$scratch/$name.replay.log"
    summary+=("$name: the committed corpus FAILS (status $replayed); the input is in Fuzz/.build/artifacts/")
    failed=$replayed
    set -e
    continue
  fi
  SWIFT_BACKTRACE=enable=no "$explorer" \
    -max_total_time="$seconds" \
    -timeout=10 \
    -rss_limit_mb=4096 \
    -detect_leaks=0 \
    "${options[@]}" \
    -print_final_stats=1 \
    -artifact_prefix=.build/artifacts/"$name"- \
    "$scratch/$name" Corpus/"$name" 2>&1 | tee "$scratch/$name.log"
  status=${PIPESTATUS[0]}
  if [ "$status" -eq 0 ] && [ "$explorer" != "$bin/$product" ]; then
    # What the fast build kept, run again with AddressSanitizer.
    SWIFT_BACKTRACE=enable=no "$bin/$product" -runs=0 -timeout=10 -rss_limit_mb=4096 -detect_leaks=0 \
      "${options[@]}" -artifact_prefix=.build/artifacts/"$name"- "$scratch/$name" > "$scratch/$name.asan.log" 2>&1
    status=$?
    [ "$status" -ne 0 ] && tail -40 "$scratch/$name.asan.log"
  fi
  set -e
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$scratch/$name.log")
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$scratch/$name.log")
  summary+=("$name: ${runs:-?} executions in ${seconds} s, ${rate:-?}/s")
  if [ "$status" -ne 0 ] && [ "${QUIRE_FUZZ_FINDINGS:-}" = report ]; then
    for artifact in .build/artifacts/"$name"-crash-* .build/artifacts/"$name"-timeout-* .build/artifacts/"$name"-oom-*; do
      [ -e "$artifact" ] && summary+=("$name: FOUND a new failing input (reported, not failing CI): $(od -An -tx1 -v "$artifact" | tr -d ' \n')")
    done
  elif [ "$status" -ne 0 ]; then
    summary+=("$name: FAILED (status $status); the input is in Fuzz/.build/artifacts/")
    failed=$status
  fi
done
printf '%s\n' "${summary[@]}"
exit "$failed"
