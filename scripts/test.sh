#!/usr/bin/env bash
# Runs every test twice: in a debug build and in a release build. Both must match the same reference
# images byte for byte; that is the determinism Pixelproof promises. Then uses Pixelproof as a new user
# does, in a package of its own (scripts/consumer-test.sh), in both builds too; builds the documentation;
# and checks the HTML report in headless Chromium (scripts/report-test.sh).
# PIXELPROOF_SKIP_RELEASE=1 skips the release passes (for a quick local loop).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh

# The code's format: two-space indentation, lines within 110 columns (.swift-format).
echo "== format =="
swift format lint --strict --configuration .swift-format -r Sources Tests Package.swift \
  Benchmarks/Sources Benchmarks/Package.swift

echo "== debug =="
swift build --build-tests
swift test --skip-build
scripts/consumer-test.sh debug

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
