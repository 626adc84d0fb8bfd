#!/usr/bin/env bash
# Installs what the package needs from the system: libpng's and libdeflate's headers and pkg-config,
# which SwiftPM uses to find them, and, with --tests (as scripts/test.sh runs it), Unicode's data and conformance files
# (Debian's unicode-data, under /usr/share/unicode), which the text tests read, and tmux, in which
# scripts/check/review-check.sh runs `pixelproof review` as a terminal. Does nothing when all are
# present. Debian/Ubuntu (apt-get) and macOS (Homebrew, libpng and libdeflate only) are handled.
set -euo pipefail

if ! command -v swift >/dev/null 2>&1; then
  echo "error: swift is not on PATH; install a Swift toolchain (6.1 or later) first." >&2
  exit 1
fi

with_tests=0
[ "${1:-}" = "--tests" ] && with_tests=1

missing=()
if ! { command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libpng libdeflate; }; then
  missing+=(libpng-dev libdeflate-dev pkg-config)
fi
if [ "$with_tests" = 1 ] && [ ! -f /usr/share/unicode/BidiCharacterTest.txt ] \
  && command -v apt-get >/dev/null 2>&1; then
  missing+=(unicode-data)
fi
if [ "$with_tests" = 1 ] && ! command -v tmux >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  missing+=(tmux)
fi
[ "${#missing[@]}" -eq 0 ] && exit 0

echo "Installing ${missing[*]}…"
if command -v apt-get >/dev/null 2>&1; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
      echo "error: ${missing[*]} missing and this user cannot install them (no root, no sudo)." >&2
      exit 1
    fi
  fi
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
elif command -v brew >/dev/null 2>&1; then
  brew install libpng libdeflate pkg-config
else
  echo "error: install libpng and libdeflate (with headers) and pkg-config with your system's package manager." >&2
  exit 1
fi

if ! pkg-config --exists libpng libdeflate; then
  echo "error: libpng and libdeflate were installed but pkg-config still cannot find them." >&2
  exit 1
fi
