#!/usr/bin/env bash
# The main job: renders the example gallery and verifies every example against ReferenceImages/Gallery/.
# Mismatches leave a reference / failed / diff trio in FailureDiffs/Gallery/. Arguments go to the gallery
# command (try --help).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh
swift build --product pixelproof-gallery
exec swift run --skip-build pixelproof-gallery "$@"
