#!/usr/bin/env bash
# Runs AttachmentRunTests (Tests/PixelproofSnapshotTests/AttachmentRunTests.swift) as a user's failing
# snapshots, with `swift test --attachments-path` and `--xunit-output`, and checks what they keep: the
# first run records (each recording attaches its reference), the second fails (each failure attaches
# its failure files, an update its changes image), every attachment named as its file and holding its
# bytes, and the JUnit files carrying each failure's message. Needs the tests built
# (`swift build --build-tests`). Prints one line per check and "N passed, M failed"; exits 1 when a check
# fails. PIXELPROOF_KEEP_ATTACHMENTS=1 keeps the folder it works in.
set -uo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
if [ "${PIXELPROOF_KEEP_ATTACHMENTS:-0}" != 1 ]; then trap 'rm -rf "$work"' EXIT; else echo "kept: $work"; fi
source scripts/check/checks.sh

export PIXELPROOF_REFERENCE_DIR="$work/ReferenceImages" PIXELPROOF_DIFF_DIR="$work/FailureDiffs"
run() { # run STATE: the tests in STATE, their attachments in $work/STATE, JUnit in $work/STATE.xml.
  mkdir -p "$work/$1"
  PIXELPROOF_ATTACHMENT_CHECK=$1 PIXELPROOF_RECORD=missing CI= swift test --skip-build \
    --filter AttachmentRun --attachments-path "$work/$1" --xunit-output "$work/$1.xml" >"$work/$1.log" 2>&1
}
# The files in FOLDER, one a line, sorted.
listing() { (cd "$1" && find . -type f | sed 's|^\./||' | sort); }

# Whether every file of FOLDER holds the bytes of the file of its name in SOURCE.
same_bytes() { # same_bytes FOLDER SOURCE
  local file
  for file in $(listing "$1"); do cmp -s "$1/$file" "$2/$file" || { echo "  $file differs" >&2; return 1; }; done
}
suite=AttachmentRunTests

run before
check "the recording run fails, saying it recorded" grep -q "had no reference image; recorded one" "$work/before.log"
recorded=$(printf '%s\n' accessibility_accessibility@1x.png accessibility_accessibility@1x.txt image@1x.png \
  update@1x.changes.png update_after@1x.png update_before@1x.png)
check "a recording attaches its recorded references, and an update its changes image" \
  test "$(listing "$work/before")" = "$recorded"
mkdir -p "$work/recorded"
cp "$work/ReferenceImages/$suite/"* "$work/FailureDiffs/$suite/update@1x.changes.png" "$work/recorded/"
check "each recording's attachment holds its file's bytes" same_bytes "$work/before" "$work/recorded"

run after
check "the failing run fails" grep -q "does not match its reference" "$work/after.log"
# Every file the failures left: image, accessibility (image and text) and update failures; XCTest on
# Linux has no attachments, so AttachmentRunXCTests's failure files are attached nowhere.
check "a failure attaches exactly the files it left in the failure folder" \
  test "$(listing "$work/after")" = "$(listing "$work/FailureDiffs/$suite")"
check "there are 18 of them (7 accessibility, 5 image, 6 update)" test "$(listing "$work/after" | wc -l)" -eq 18
check "each failure's attachment holds its file's bytes" same_bytes "$work/after" "$work/FailureDiffs/$suite"

# JUnit: Swift Testing writes <name>-swift-testing.xml with each issue's whole message.
junit="$work/after-swift-testing.xml"
check "Swift Testing's JUnit file names the failed image" \
  grep -qF "failed:    $work/FailureDiffs/$suite/image@1x.failed.png" "$junit"
check "Swift Testing's JUnit file gives the report hint" \
  grep -qF "report: run \`swift run pixelproof report\` for an HTML review of every failure" "$junit"

report_checks
