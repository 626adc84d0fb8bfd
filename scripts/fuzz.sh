#!/usr/bin/env bash
# Builds one libFuzzer target of the file readers and runs it.
#
#   scripts/fuzz.sh png SECONDS [libFuzzer options...]    PNGCodec.decode and decodeWithText must agree
#   scripts/fuzz.sh font SECONDS [libFuzzer options...]   FontFace: open, metrics, cmap, outlines, kerning
#
# The targets (Fuzz/Targets/) and the module sources they reach are compiled with swiftc
# -sanitize=fuzzer,address, as libFuzzer needs its own `main` (a SwiftPM executable brings one too).
# The corpus starts from the project's PNG fixtures and reference images, or its fonts, and the
# regression corpus (Fuzz/Regressions/); it grows in .build/fuzz/corpus-TARGET, and inputs that fail
# are written to .build/fuzz/findings-TARGET/. Every run has the limits the project promises: at most
# 1 s per input and 256 MB of memory (RSS and any single allocation), and no leaks.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -lt 2 ] || { [ "$1" != png ] && [ "$1" != font ]; }; then
  echo "usage: scripts/fuzz.sh png|font SECONDS [libFuzzer options...]" >&2
  exit 2
fi
target=$1 seconds=$2
shift 2
scripts/install-dependencies.sh

build=.build/fuzz
mkdir -p "$build/modules"
root=$(pwd)
sanitize=(-sanitize=fuzzer,address)
swift_flags=(-O -g -parse-as-library -wmo -package-name Pixelproof "${sanitize[@]}" -I "$build/modules")

# STEP 1: the C targets, instrumented like the Swift code, and a module map of their headers for Swift.
cat >"$build/modules/module.modulemap" <<MAP
module CPNGCodec {
  umbrella "$root/Sources/CPNGCodec/include"
  export *
}
module CPixelKernels {
  umbrella "$root/Sources/CPixelKernels/include"
  export *
}
MAP
shim_objects=()
for source in Sources/CPNGCodec/*.c Sources/CPixelKernels/*.c; do
  object="$build/$(basename "$source" .c).o"
  clang -O1 -g -fsanitize=fuzzer-no-link,address $(pkg-config --cflags libpng libdeflate) \
    -I "$(dirname "$source")/include" -c "$source" -o "$object"
  shim_objects+=("$object")
done

# STEP 2: the modules, rebuilt only when a source changed.
module() {
  local name=$1
  shift
  local object="$build/$name.o"
  if [ -f "$object" ] && [ -z "$(find "Sources/$name" "$@" -newer "$object" -print -quit)" ]; then return; fi
  echo "Compiling $name for fuzzing…"
  swiftc "${swift_flags[@]}" -module-name "$name" -emit-module \
    -emit-module-path "$build/modules/$name.swiftmodule" -c -o "$object" \
    $(find "Sources/$name" -name '*.swift' | sort) "$@"
}
module PixelproofGraphics
objects=("${shim_objects[@]}" "$build/PixelproofGraphics.o")
if [ "$target" = font ]; then
  # SwiftPM writes `Bundle.module` for the fonts the package bundles; the fuzz build points it at the
  # source folder (the target never loads them).
  cat >"$build/PixelproofTextBundle.swift" <<SWIFT
import Foundation

extension Foundation.Bundle {
  static let module = Bundle(path: "$root/Sources/PixelproofText/Resources") ?? Bundle.main
}
SWIFT
  module PixelproofText "$build/PixelproofTextBundle.swift"
  objects+=("$build/PixelproofText.o")
fi

# STEP 3: the target, linked with libFuzzer's main.
source=Fuzz/Targets/PNGTarget.swift
[ "$target" = font ] && source=Fuzz/Targets/FontTarget.swift
binary="$build/fuzz-$target"
if [ ! -f "$binary" ] || [ -n "$(find "$source" "${objects[@]}" -newer "$binary" -print -quit)" ]; then
  swiftc "${swift_flags[@]}" -module-name "Fuzz${target^}" "$source" "${objects[@]}" \
    $(pkg-config --libs libpng libdeflate) -lz -o "$binary"
fi

# STEP 4: the seed corpus, then the run.
corpus="$build/corpus-$target" seeds="$build/seeds-$target" findings="$build/findings-$target"
mkdir -p "$corpus" "$seeds" "$findings"
if [ "$target" = png ]; then
  cp Tests/PixelproofGraphicsTests/Fixtures/*.png Fuzz/Regressions/png/*.png "$seeds/"
  # Small references: real files of every kind the verifier reads, with their text chunks.
  find ReferenceImages -name '*.png' -size -8k -exec cp {} "$seeds/" \;
else
  # The text fonts (the emoji and CJK fonts are megabytes: too slow per run), the CFF and CFF2 test
  # fonts and the regression fonts.
  cp Sources/PixelproofText/Resources/Fonts/NotoSans-*.ttf Tests/PixelproofTextTests/Fonts/CFFFixtures/*.otf \
    "$seeds/"
  cp Fuzz/Regressions/font/* "$seeds/"
fi
# AddressSanitizer's quarantine of freed memory (256 MB by default) counts in the RSS; a small one
# keeps the 256 MB limit a measure of what the readers use.
export ASAN_OPTIONS="${ASAN_OPTIONS:-quarantine_size_mb=16:detect_leaks=1}"
exec nice -n 19 "$binary" -max_total_time="$seconds" -timeout=1 -rss_limit_mb=256 \
  -malloc_limit_mb=256 -detect_leaks=1 -dict="Fuzz/$target.dict" -artifact_prefix="$findings/" \
  -print_final_stats=1 "$@" "$corpus" "$seeds"
