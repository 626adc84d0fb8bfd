# Sourced by scripts/check/consumer-test.sh before it finishes: runs the consumer package's tests as three CI
# shards would, each with a failure folder of its own, then reviews them together with `--merge` and
# `--manifests`. Uses consumer-test.sh's check, contains, lacks, swift_test, pixelproof and $work; runs
# in the debug configuration only (`pixelproof shard` lists the tests with `swift test list`, a debug
# build).
if [ "$configuration" = debug ]; then
  echo "== shards =="
  cd "$work/Inbox" || exit 1
  shards="$work/shards"
  mkdir -p "$shards"
  # Six snapshots in one suite, so that every shard holds some of them; recorded, then all changed.
  cat >Tests/InboxUITests/ShardSampleTests.swift <<'EOF'
import Pixelproof
import Testing

@Suite struct ShardSampleTests {
  func swatch(_ hex: UInt32) -> any Component { View(Color(hex: hex)).size(width: 6, height: 6) }
  @Test func first() { assertSnapshot(of: swatch(0x112233), scale: 1) }
  @Test func second() { assertSnapshot(of: swatch(0x223344), scale: 1) }
  @Test func third() { assertSnapshot(of: swatch(0x334455), scale: 1) }
  @Test func fourth() { assertSnapshot(of: swatch(0x445566), scale: 1) }
  @Test func fifth() { assertSnapshot(of: swatch(0x556677), scale: 1) }
  @Test func sixth() { assertSnapshot(of: swatch(0x667788), scale: 1) }
}
EOF
  swift_test --filter ShardSampleTests >/dev/null 2>&1
  check "the six shard samples record their references" \
    test "$(find ReferenceImages/ShardSampleTests -name '*.png' | wc -l)" -eq 6
  # A reference no current test makes: an orphan, unless a shard holding its suite's tests did not run.
  cp ReferenceImages/ShardSampleTests/first@1x.png ReferenceImages/ShardSampleTests/gone@1x.png
  # Which tests verify snapshots, from a whole run in a failure folder of its own.
  check "the whole suite passes before the shards" \
    env PIXELPROOF_DIFF_DIR="$shards/whole" swift test -c "$configuration"
  cut -f2 "$shards"/whole/.manifests/*.tsv | sed '/^$/d' | sort -u >"$shards/whole-tests.txt"
  sed -i 's/swatch(0x[0-9A-F][0-9A-F]/swatch(0xEE/' Tests/InboxUITests/ShardSampleTests.swift
  swift build -c "$configuration" --build-tests >/dev/null 2>&1
  # The test lines of `swift test list`, without its build progress.
  swift test list 2>/dev/null | grep -v ' ' | grep '\.' | sort >"$shards/all-tests.txt"

  for shard in 1 2 3; do
    PIXELPROOF_DIFF_DIR="$shards/$shard" pixelproof shard "$shard/3" >"$shards/filter-$shard.log" \
      2>"$shards/shard-$shard.err"
    tail -n 1 "$shards/filter-$shard.log" >"$shards/filter-$shard.txt"
    check "pixelproof shard $shard/3 says what it holds" contains "$shards/shard-$shard.err" "shard $shard/3: "
    sed -n 's/^test\t//p' "$shards/$shard/.shard.tsv" >"$shards/chosen-$shard.txt"
  done
  cat "$shards"/chosen-*.txt | sort >"$shards/chosen.txt"
  check "every test is in exactly one shard" cmp "$shards/chosen.txt" "$shards/all-tests.txt"

  for shard in 1 2 3; do
    PIXELPROOF_DIFF_DIR="$shards/$shard" swift_test --filter "$(cat "$shards/filter-$shard.txt")" \
      >"$shards/run-$shard.log" 2>&1
    cut -f2 "$shards/$shard"/.manifests/*.tsv | sed '/^$/d' | sort -u >"$shards/ran-$shard.txt"
    check "shard $shard ran only its own tests (swift test --filter with its expression)" \
      bash -c "[ -z \"\$(comm -23 '$shards/ran-$shard.txt' <(sort '$shards/chosen-$shard.txt'))\" ]"
  done
  cat "$shards"/ran-*.txt | sort >"$shards/ran.txt"
  check "the shards together ran every test that verifies a snapshot, each once" \
    cmp "$shards/ran.txt" "$shards/whole-tests.txt"

  pixelproof report --merge "$shards/1" "$shards/2" "$shards/3" --output "$shards/report.html" \
    >"$shards/report.log" 2>&1
  check "the merged report holds the six failures, once each" \
    contains "$shards/report.log" "6 snapshots from 3 failure folders in $shards/report.html"
  check "the merged report shows a failure of the samples" contains "$shards/report.html" "ShardSampleTests/sixth@1x"
  pixelproof failures --merge "$shards/1" "$shards/2" "$shards/3" >"$shards/failures.log" 2>&1
  check "pixelproof failures --merge lists each failure once" \
    test "$(grep -c '^failed    ShardSampleTests/' "$shards/failures.log")" -eq 6

  gone="$(cd ReferenceImages && pwd -P)/ShardSampleTests/gone@1x.png"
  pixelproof orphans --manifests "$shards/1" "$shards/2" "$shards/3" >"$shards/orphans.log" 2>&1
  check "pixelproof orphans --manifests finds the three shards" contains "$shards/orphans.log" "shards: 3 of 3"
  check "a reference no shard's test makes is an orphan" contains "$shards/orphans.log" "orphan   $gone"
  check "and the only one" contains "$shards/orphans.log" "1 orphaned reference image,"
  check "a reference a shard used is not" lacks "$shards/orphans.log" "ShardSampleTests/first@1x.png"
  pixelproof orphans --manifests "$shards/1" "$shards/2" >"$shards/orphans-two.log" 2>&1
  check "without shard 3 its tests did not run" contains "$shards/orphans-two.log" "shards: 2 of 3 (missing: 3)"
  check "so the reference is unknown, not an orphan" contains "$shards/orphans-two.log" "unknown  $gone"
  check "and nothing is an orphan" contains "$shards/orphans-two.log" "0 orphaned reference images"

  pixelproof report --merge "$work/Inbox/Sources" >"$shards/not-a-folder.log" 2>&1
  check "pixelproof report --merge refuses a folder that is not a failure folder" \
    contains "$shards/not-a-folder.log" "Error: $work/Inbox/Sources is not a failure folder: it holds neither"

  pixelproof failures --merge "$shards/1" "$shards/2" "$shards/3" --accept >"$shards/accept.log" 2>&1
  check "pixelproof failures --merge --accept accepts the six into the checkout" \
    contains "$shards/accept.log" "6 failed snapshots accepted"
  rm ReferenceImages/ShardSampleTests/gone@1x.png
  check "the accepted references pass" swift_test --filter ShardSampleTests

  printf 'InboxUITests.ShardSampleTests/first()\n' >"$shards/one-test.txt"
  PIXELPROOF_DIFF_DIR="$shards/empty" pixelproof shard 2/2 --tests-from "$shards/one-test.txt" \
    2>/dev/null | tail -n 1 >"$shards/empty-filter.txt"
  check "a shard with no tests prints ^\$" contains "$shards/empty-filter.txt" '^$'
  PIXELPROOF_DIFF_DIR="$shards/empty" swift_test --skip-build --filter "$(cat "$shards/empty-filter.txt")" \
    >"$shards/empty.log" 2>&1
  echo "exit status $?" >>"$shards/empty.log"
  check "its filter runs no test, and swift test succeeds" contains "$shards/empty.log" "exit status 0"
  check "so no snapshot" test ! -d "$shards/empty/.manifests"
  cd "$work/Inbox" || exit 1
fi
