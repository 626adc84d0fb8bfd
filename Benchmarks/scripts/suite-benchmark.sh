#!/usr/bin/env bash
# Times a whole suite as a user runs it: a package of 1,000 card snapshot tests (20 Swift Testing suites
# of 50, made by make-suite-package.py) that depends on a copy of this checkout, run with plain
# `swift test` after one build.
#
#   Benchmarks/scripts/suite-benchmark.sh [--release] [--runs N] [--work DIR]
#
# Prints, each the median of N runs (3 by default) taking turns, in seconds of wall-clock time:
# - recording: the first run, with no references (every test records and fails, as a first run does);
# - verifying: every reference matches, with the default accessibility audit;
# - verifying without the audit (SUITE_AUDIT=off), the audit's baseline;
# - Swift Testing alone (SUITE_RENDER=off: the same 1,000 tests, each returning at once), the floor
#   that `swift test` costs without Pixelproof.
set -euo pipefail

checkout=$(cd "$(dirname "$0")/../.." && pwd)
configuration=debug
runs=3
work=${TMPDIR:-/tmp}/pixelproof-suite-benchmark
while (($#)); do
  case $1 in
    --release) configuration=release ;;
    --runs) runs=$2; shift ;;
    --work) work=$2; shift ;;
    *) echo "usage: $0 [--release] [--runs N] [--work DIR]" >&2; exit 2 ;;
  esac
  shift
done

# The checkout's files, copied with their times so that a second run rebuilds only what changed.
mkdir -p "$work/Pixelproof"
(cd "$checkout" && git ls-files -co --exclude-standard -z | xargs -0 cp -p --parents -t "$work/Pixelproof")
python3 "$checkout/Benchmarks/scripts/make-suite-package.py" --pixelproof ../Pixelproof --output "$work/suite"
cd "$work/suite"
echo "building the suite ($configuration)..." >&2
swift build --build-tests -c "$configuration" >&2

# Seconds (3 decimals) that `swift test` takes with the given environment; its exit status is ignored,
# since recording fails every test, and its output goes to $work/last-run.log.
time_run() {
  local start end
  start=$(date +%s%N)
  env "$@" swift test --skip-build -c "$configuration" >"$work/last-run.log" 2>&1 || true
  end=$(date +%s%N)
  echo $(((end - start) / 1000000))
}

median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
seconds() { awk -v ms="$1" 'BEGIN { printf "%.2f", ms / 1000 }'; }

declare -a recording verifying unaudited floor
for ((run = 1; run <= runs; run++)); do
  rm -rf ReferenceImages FailureDiffs
  recording+=("$(time_run PIXELPROOF_RECORD=missing)")
  recorded=$(find ReferenceImages -name '*.png' | wc -l)
  if ((recorded != 1000)); then
    echo "the recording run wrote $recorded references, not 1000; see $work/last-run.log" >&2
    exit 1
  fi
  verifying+=("$(time_run PIXELPROOF_RECORD=never)")
  if ! grep -q 'passed after' "$work/last-run.log"; then
    echo "the verifying run did not pass; see $work/last-run.log" >&2
    exit 1
  fi
  unaudited+=("$(time_run PIXELPROOF_RECORD=never SUITE_AUDIT=off)")
  floor+=("$(time_run SUITE_RENDER=off)")
  echo "run $run of $runs done" >&2
done

verify=$(median "${verifying[@]}")
plain=$(median "${unaudited[@]}")
printf '1,000 card snapshots, %s build, median of %d runs (seconds)\n' "$configuration" "$runs"
printf '%-36s %8s\n' "Swift Testing alone (no snapshot)" "$(seconds "$(median "${floor[@]}")")"
printf '%-36s %8s\n' "recording" "$(seconds "$(median "${recording[@]}")")"
printf '%-36s %8s\n' "verifying, audit off" "$(seconds "$plain")"
printf '%-36s %8s\n' "verifying, default audit" "$(seconds "$verify")"
printf '%-36s %7sx\n' "audited over unaudited" "$(awk -v a="$verify" -v b="$plain" 'BEGIN { printf "%.2f", a / b }')"
