#!/bin/sh
# The per-snapshot figures (verify, record, a mismatch report with its diff and compare images) of a card
# and a phone screen, in a debug and a release build of the benchmark package, in one table: debug,
# release and their ratio. Plain `swift test` builds in debug, so these are what a test run pays.
#
# Usage: scripts/benchmark-debug.sh [--iterations N] [--rounds N] [--scenes card screen] [--wall-clock]
# Times are the process's CPU time unless --wall-clock is given: on a shared machine, CPU time does not
# grow while the benchmark waits for a core.
set -eu
cd "$(dirname "$0")/../Benchmarks"
nice swift build --product pixelproof-benchmarks
nice swift build -c release --product pixelproof-benchmarks
debug="$(swift build --show-bin-path)/pixelproof-benchmarks"
release="$(swift build -c release --show-bin-path)/pixelproof-benchmarks"
exec "$release" --snapshot-only --debug-build "$debug" "$@"
