#!/usr/bin/env bash
# Installs what the package needs from the system: libpng's headers and pkg-config, which SwiftPM uses to
# find them. Does nothing when both are present. Debian/Ubuntu (apt-get) and macOS (Homebrew) are handled.
set -euo pipefail

if ! command -v swift >/dev/null 2>&1; then
  echo "error: swift is not on PATH; install a Swift toolchain (6.1 or later) first." >&2
  exit 1
fi

if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libpng; then
  exit 0
fi

echo "Installing libpng and pkg-config…"
if command -v apt-get >/dev/null 2>&1; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
      echo "error: libpng-dev and pkg-config are missing and this user cannot install them (no root, no sudo)." >&2
      exit 1
    fi
  fi
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libpng-dev pkg-config >/dev/null
elif command -v brew >/dev/null 2>&1; then
  brew install libpng pkg-config
else
  echo "error: install libpng (with headers) and pkg-config with your system's package manager." >&2
  exit 1
fi

if ! pkg-config --exists libpng; then
  echo "error: libpng was installed but pkg-config still cannot find it." >&2
  exit 1
fi
