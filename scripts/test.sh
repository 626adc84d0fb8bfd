#!/usr/bin/env bash
# Runs every test twice: in a debug build and in a release build. Both must match the same reference
# images byte for byte; that is the determinism Pixelproof promises. Then uses Pixelproof as a new user
# does, in a package of its own (scripts/check/consumer-test.sh: every flow in debug, then a release build that
# verifies what debug recorded); builds the documentation; checks the HTML report in headless Chromium
# (scripts/check/report-test.sh); and runs each fuzz target of the file readers for a short while
# (scripts/fuzz.sh; the regression corpus is ordinary tests). Each configuration is built once: the
# release build (in .build-release) runs in the background while the debug stages run. Ends with each
# stage's time (`== timings ==`). PIXELPROOF_SKIP_RELEASE=1 skips the release stages (a quick local loop).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh --tests
release=$([ "${PIXELPROOF_SKIP_RELEASE:-0}" = 1 ] && echo no || echo yes)

timings=()
print_timings() {
  echo "== timings =="
  printf '%s\n' "${timings[@]}"
  echo "total $((SECONDS / 60)) min $((SECONDS % 60)) s"
}
trap print_timings EXIT
stage() { # stage NAME COMMAND...: runs the command under a heading and keeps its time.
  local name=$1 started=$SECONDS
  shift
  echo "== $name =="
  "$@"
  local took=$((SECONDS - started))
  timings+=("$(printf '%-34s %3d min %2d s' "$name" $((took / 60)) $((took % 60)))")
}

# The code's format: two-space indentation, lines within 110 columns (.swift-format).
stage "format" swift format lint --strict --configuration .swift-format -r Sources Tests Package.swift \
  Benchmarks/Sources Benchmarks/Package.swift Fuzz/Targets

stage "debug build" swift build --build-tests

# `-enable-testing` is what `swift test` adds in a release build (as plain `swift build` does not), so the
# tests that reach internal types build in release too. Its own scratch folder keeps it from waiting on
# the debug build's lock.
release_log=.build/release-build.log
if [ "$release" = yes ]; then
  swift build -c release --build-tests -Xswiftc -enable-testing --scratch-path .build-release >"$release_log" 2>&1 &
  release_build=$!
fi

stage "debug tests" swift test --skip-build
# What `swift test --attachments-path` and `--xunit-output` keep of failing snapshots.
stage "attachments" scripts/check/attachments-check.sh
# `pixelproof review` in a terminal (tmux): images, keys, and the terminal restored on every way out.
stage "terminal review" scripts/check/review-check.sh

# The DocC catalogs and every public declaration's documentation, with warnings as errors.
stage "documentation" scripts/check/docs.sh

# The HTML report, loaded in headless Chromium and compared with its reference screenshot.
stage "report in a browser" scripts/check/report-test.sh

release_build_wait() {
  if ! wait "$release_build"; then
    tail -n 80 "$release_log"
    echo "error: the release build failed (.build/release-build.log)" >&2
    return 1
  fi
}
if [ "$release" = yes ]; then stage "release build (rest)" release_build_wait; fi

# Each libFuzzer target for 25 s: the PNG entry points agree, the font reader stays within its limits
# (1 s and 256 MB per input, no leaks). It runs after the release build, which would otherwise take the
# core its time limit counts on. The progress lines go to a log, shown when a run fails.
fuzz_smoke() {
  local target log
  for target in png font; do
    log=".build/fuzz-smoke-$target.log"
    if ! scripts/fuzz.sh "$target" 25 >"$log" 2>&1; then
      tail -n 60 "$log"
      echo "error: scripts/fuzz.sh $target found a failing input (.build/fuzz/findings-$target/)" >&2
      return 1
    fi
    grep -E "^#[0-9]+[[:space:]]+DONE|stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)" "$log"
  done
}
stage "fuzzing (smoke)" fuzz_smoke

if [ "$release" = yes ]; then
  stage "release tests" swift test -c release --scratch-path .build-release --skip-build
  stage "consumer (debug flows, release)" scripts/check/consumer-test.sh debug release
else
  stage "consumer (debug flows)" scripts/check/consumer-test.sh debug
fi
