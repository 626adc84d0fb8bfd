#!/usr/bin/env bash
# Checks the documentation of the package's products: the combined DocC archive of the six library
# modules builds with no warning at all (an unresolved or ambiguous link, an undocumented parameter),
# and no public declaration in them lacks a doc comment. Prints one summary line; on a failure, the
# build's output or the undocumented declarations instead.
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/install-dependencies.sh

modules=(Pixelproof PixelproofComponents PixelproofVerifier PixelproofGraphics PixelproofText PixelproofDiff)
targets=()
folders=()
for module in "${modules[@]}"; do
  targets+=(--target "$module")
  folders+=("Sources/$module")
done

log="$(mktemp)"
trap 'rm -f "$log"' EXIT

# --warnings-as-errors makes docc exit non-zero on any warning, in combined mode too.
if ! swift package generate-documentation "${targets[@]}" --enable-experimental-combined-documentation \
  --warnings-as-errors >"$log" 2>&1; then
  cat "$log"
  echo "documentation: the DocC build failed or warned (see above)" >&2
  exit 1
fi
built="$(grep -c "^Finished building documentation for" "$log" || true)"
if [ "$built" -ne "${#modules[@]}" ]; then
  cat "$log"
  echo "documentation: built $built of ${#modules[@]} modules (see above)" >&2
  exit 1
fi

if ! python3 scripts/check/undocumented-symbols.py "${folders[@]}" >"$log"; then
  cat "$log"
  echo "documentation: public declarations without a doc comment (listed above)" >&2
  exit 1
fi
undocumented="$(sed -n 's/^total: //p' "$log")"

echo "documentation: $built modules, no warnings, $undocumented undocumented public declarations"
