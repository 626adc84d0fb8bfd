#!/usr/bin/env bash
# Uses Pixelproof as a new user does, in a package of its own that depends on this checkout by path:
# builds every Swift example of the README and of the DocC articles listed in `articles` below
# (scripts/check/extract-readme-examples.py), then records, verifies,
# breaks and reviews snapshots with `swift test` and `swift run pixelproof`, checking the outcome of each
# step. Usage: scripts/check/consumer-test.sh [CONFIGURATION...] (debug or release; default debug): the flows run
# in the first configuration, and each further one builds the examples and verifies every reference the
# first recorded (`consumer-test.sh debug release`, as scripts/test.sh runs it). Prints one line per check
# and "N passed, M failed" at the end; exits 1 when a check fails. PIXELPROOF_KEEP_CONSUMER=1 keeps the
# package.
set -uo pipefail
checkout="$(cd "$(dirname "$0")/../.." && pwd)"
configurations=("${@:-debug}")
configuration="${configurations[0]}"
work="$(mktemp -d "${TMPDIR:-/tmp}/pixelproof-consumer.XXXXXX")"
if [ "${PIXELPROOF_KEEP_CONSUMER:-0}" = "1" ]; then echo "consumer package: $work/Inbox"; else
  trap 'rm -rf "$work"' EXIT
fi

# The package plays a developer's machine: references are recorded as they are there, whatever CI or
# snapshot settings the caller's environment has.
unset CI PIXELPROOF_RECORD PIXELPROOF_REFERENCE_DIR PIXELPROOF_DIFF_DIR PIXELPROOF_RUN_ID \
  FB_REFERENCE_IMAGE_DIR IMAGE_DIFF_DIR

passed=0
failed=0
check() { # check DESCRIPTION COMMAND...: runs the command, counts and prints the verdict.
  local description="$1"; shift
  if "$@" >"$work/check.log" 2>&1; then
    passed=$((passed + 1)); echo "ok    $description"
  else
    failed=$((failed + 1)); echo "FAIL  $description"; sed 's/^/      /' "$work/check.log" | tail -40
  fi
}
contains() { grep -qF -- "$2" "$1"; }
lacks() { ! grep -qF -- "$2" "$1"; }
finish() {
  echo "consumer test (${configurations[*]}): $passed passed, $failed failed"
  [ "$failed" -eq 0 ]
  exit $?
}

# The dependency is a copy of the checkout's files (as a clean clone has them, with uncommitted changes)
# in a folder named Pixelproof, so that the README's `package: "Pixelproof"` names it.
mkdir -p "$work/Pixelproof" "$work/Inbox"
(cd "$checkout" && git ls-files -co --exclude-standard -z | xargs -0 cp --parents -t "$work/Pixelproof")
rm -rf "$work/Pixelproof/ReferenceImages" "$work/Pixelproof/FailureDiffs"
cd "$work/Inbox" || exit 1
git init -q . && printf '.build/\n' >.gitignore

# Articles whose every sample is meant to compile as written (their fragments are never run).
articles=(
  "$checkout/Sources/Pixelproof/Pixelproof.docc/ComingFromCarbon.md"
  "$checkout/Sources/Pixelproof/Pixelproof.docc/Components.md"
  "$checkout/Sources/Pixelproof/Pixelproof.docc/Variants.md"
  "$checkout/Sources/Pixelproof/Pixelproof.docc/Lists.md"
  "$checkout/Sources/Pixelproof/Pixelproof.docc/UpdateSnapshots.md"
  "$checkout/Sources/Pixelproof/Pixelproof.docc/Accessibility.md"
  "$checkout/Sources/PixelproofDiff/PixelproofDiff.docc/PixelproofDiff.md"
)
python3 "$checkout/scripts/check/extract-readme-examples.py" "$checkout/README.md" . "$work/Pixelproof" \
  "${articles[@]}" || exit 1

swift_test() { swift test -c "$configuration" "$@"; }
pixelproof() { swift run -c "$configuration" --package-path "$work/Inbox" pixelproof "$@"; }
reference=ReferenceImages/UnreadCardTests/unreadCard@2x.png
failures=FailureDiffs/UnreadCardTests

echo "== building the README's and the articles' examples ($configuration) =="
check "every README and article example compiles in a package of its own" \
  swift build -c "$configuration" --build-tests
[ "$failed" -eq 0 ] || finish

echo "== a local checkout in a folder of another name =="
# The README: with `.package(path:)`, `package:` is the folder's name, and the wrong one is refused so.
mkdir -p "$work/renamed/Sources/App"
ln -s "$work/Pixelproof" "$work/pixelproof-main"
printf '' >"$work/renamed/Sources/App/App.swift"
renamed_manifest() { # renamed_manifest PACKAGE-NAME: a manifest naming the product's package so.
  cat >"$work/renamed/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
  name: "Renamed", platforms: [.macOS(.v15)], dependencies: [.package(path: "../pixelproof-main")],
  targets: [.target(name: "App", dependencies: [.product(name: "Pixelproof", package: "$1")])])
MANIFEST
}
renamed_manifest Pixelproof
(cd "$work/renamed" && swift package describe) >"$work/renamed.log" 2>&1
check "package: \"Pixelproof\" is refused for a checkout in pixelproof-main, as the README says" \
  contains "$work/renamed.log" "unknown package 'Pixelproof' in dependencies of target 'App'; valid packages are: 'pixelproof-main'"
renamed_manifest pixelproof-main
check "package: \"pixelproof-main\" names it" bash -c "cd '$work/renamed' && swift package describe"

echo "== record, verify, break, review =="
swift_test >"$work/first.log" 2>&1
check "the first run fails, saying it recorded the reference" contains "$work/first.log" "had no reference image; recorded one"
check "the first run records $reference" test -s "$reference"
check "a second run passes" swift_test

sed -i 's/0xFF9F0A/0x0A84FF/' Sources/InboxUI/UnreadCard.swift
swift_test >"$work/mismatch.log" 2>&1
check "a changed colour fails the test" contains "$work/mismatch.log" "does not match its reference"
for file in reference failed diff compare; do
  check "the mismatch writes $failures/unreadCard@2x.$file.png" test -s "$failures/unreadCard@2x.$file.png"
done
check "the failure folder keeps git away from itself" git check-ignore -q FailureDiffs/UnreadCardTests

pixelproof report >"$work/report.log" 2>&1
check "pixelproof report writes the HTML review" contains FailureDiffs/report.html "UnreadCardTests/unreadCard@2x"
check "the mismatch's message names the report" contains "$work/mismatch.log" "swift run pixelproof report"

mkdir -p Sources/InboxUI/Deeper
(cd Sources/InboxUI/Deeper && pixelproof failures) >"$work/list.log" 2>&1
check "pixelproof failures, run from a subfolder, lists the failure" contains "$work/list.log" "UnreadCardTests/unreadCard@2x"
pixelproof failures --accept >"$work/accept.log" 2>&1
check "pixelproof failures --accept accepts it" contains "$work/accept.log" "1 failed snapshot accepted"
check "the accepted reference passes" swift_test
cp "$reference" "$work/accepted.png"
pixelproof failures >"$work/after.log" 2>&1
check "nothing is listed as failed after accepting" contains "$work/after.log" "0 failed snapshots"

echo "== a reference folder from the environment =="
PIXELPROOF_REFERENCE_DIR=OtherReferences swift_test >/dev/null 2>&1
sed -i 's/0x0A84FF/0x30D158/' Sources/InboxUI/UnreadCard.swift
PIXELPROOF_REFERENCE_DIR=OtherReferences swift_test >/dev/null 2>&1
pixelproof failures --accept >"$work/accept-other.log" 2>&1
check "--accept writes to the folder the test used" \
  contains "$work/accept-other.log" "OtherReferences/UnreadCardTests/unreadCard@2x.png"
check "the folder the test used passes with the accepted image" env PIXELPROOF_REFERENCE_DIR=OtherReferences swift test -c "$configuration"
check "ReferenceImages/ keeps its own reference" cmp -s "$reference" "$work/accepted.png"
rm -rf OtherReferences
sed -i 's/0x30D158/0x0A84FF/' Sources/InboxUI/UnreadCard.swift

echo "== names that cannot collide =="
cat >Tests/InboxUITests/NestedSuiteTests.swift <<'EOF'
import Pixelproof
import Testing

enum FeedA { @Suite struct Header { @Test func card() { assertSnapshot(of: View(.red).size(width: 8, height: 8), scale: 1) } } }
enum FeedB { @Suite struct Header { @Test func card() { assertSnapshot(of: View(.blue).size(width: 8, height: 8), scale: 1) } } }
EOF
swift_test --filter Header >/dev/null 2>&1
check "nested suites of one name get references of their own" \
  test -s ReferenceImages/FeedA.Header/card@1x.png -a -s ReferenceImages/FeedB.Header/card@1x.png
check "a filtered run of one of them compares against its own reference" swift_test --filter FeedB

echo "== orphans =="
# More filtered runs than the manifests keep: a reference whose test exists must still not be an orphan.
for run in $(seq 1 21); do PIXELPROOF_RUN_ID="filtered-$run" swift_test --filter FeedA >/dev/null 2>&1; done
sed -i 's/func unreadCard()/func unreadCardRenamed()/' Tests/InboxUITests/UnreadCardTests.swift
swift_test --filter UnreadCardTests >/dev/null 2>&1
check "the renamed test records its reference" test -s ReferenceImages/UnreadCardTests/unreadCardRenamed@2x.png
orphans() {
  # As a user runs it, it lists the package's tests with `swift test list`, a debug build; the release
  # pass gives it the release build's list instead of building the tests again.
  if [ "$configuration" = debug ]; then pixelproof orphans "$@"; else
    swift test list -c release >"$work/tests.txt" 2>/dev/null
    pixelproof orphans --tests-from "$work/tests.txt" "$@"
  fi
}
orphans >"$work/orphans.log" 2>&1
check "pixelproof orphans lists the renamed test's old reference" contains "$work/orphans.log" "$reference"
for live in UnreadCardTests/unreadCardRenamed@2x.png FeedA.Header/card@1x.png FeedB.Header/card@1x.png; do
  check "pixelproof orphans does not list $live" lacks "$work/orphans.log" "$live"
done
check "pixelproof orphans counts one orphan and three references in use" \
  contains "$work/orphans.log" "1 orphaned reference image, 0 unknown, 3 in use"
orphans --delete >"$work/delete.log" 2>&1
check "pixelproof orphans --delete lists what it removed" contains "$work/delete.log" "$reference"
check "the orphan is gone" test ! -e "$reference"
check "the live references stay" test -s ReferenceImages/UnreadCardTests/unreadCardRenamed@2x.png \
  -a -s ReferenceImages/FeedB.Header/card@1x.png
check "every test passes after removing the orphan" swift_test

source "$checkout/scripts/check/consumer-test-shards.sh"

for other in "${configurations[@]:1}"; do
  echo "== build and verify ($other) =="
  check "every README and article example compiles in $other" swift build -c "$other" --build-tests
  check "every test passes in $other against the references $configuration recorded" \
    swift test -c "$other" --skip-build
done

finish
