#!/usr/bin/env bash
# Runs every test twice: in a debug build and in a release build. Both must match the same reference
# images byte for byte; that is the determinism Pixelproof promises. Then uses Pixelproof as a new user
# does, in a package of its own (scripts/consumer-test.sh), in both builds too; builds the documentation;
# and checks the HTML report in headless Chromium (scripts/report-test.sh); and runs each fuzz target of
# the file readers for a short while (scripts/fuzz.sh; the regression corpus is ordinary tests).
# PIXELPROOF_SKIP_RELEASE=1 skips the release passes (for a quick local loop).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh --tests

# The code's format: two-space indentation, lines within 110 columns (.swift-format).
echo "== format =="
swift format lint --strict --configuration .swift-format -r Sources Tests Package.swift \
  Benchmarks/Sources Benchmarks/Package.swift Fuzz/Targets

echo "== debug =="
swift build --build-tests
swift test --skip-build
# What `swift test --attachments-path` and `--xunit-output` keep of failing snapshots.
scripts/attachments-check.sh
scripts/consumer-test.sh debug

# Each libFuzzer target for 25 s: the PNG entry points agree, the font reader stays within its limits
# (1 s and 256 MB per input, no leaks). The progress lines go to a log, shown when a run fails.
echo "== fuzzing (smoke) =="
for target in png font; do
  log=".build/fuzz-smoke-$target.log"
  mkdir -p .build
  if ! scripts/fuzz.sh "$target" 25 >"$log" 2>&1; then
    tail -n 60 "$log"
    echo "error: scripts/fuzz.sh $target found a failing input (.build/fuzz/findings-$target/)" >&2
    exit 1
  fi
  grep -E "^#[0-9]+[[:space:]]+DONE|stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)" "$log"
done

# The DocC catalogs and every public declaration's documentation, with warnings as errors.
echo "== documentation =="
scripts/docs.sh

# The HTML report, loaded in headless Chromium and compared with its reference screenshot.
echo "== report in a browser =="
scripts/report-test.sh

if [ "${PIXELPROOF_SKIP_RELEASE:-0}" != "1" ]; then
  echo "== release =="
  # `swift test` builds with testable imports (as `swift build -c release` does not), so the tests
  # that reach internal types build in release too.
  swift test -c release
  scripts/consumer-test.sh release
fi
