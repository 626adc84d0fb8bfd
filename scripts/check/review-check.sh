#!/usr/bin/env bash
# Checks `pixelproof review` as a user runs it: AttachmentRunTests (run as scripts/check/attachments-check.sh
# runs it, recording in one run and failing in the next) leaves five real failures in a failure folder
# of the script's own; then `.build/debug/pixelproof review` runs inside tmux, 160 x 50, keys sent with
# send-keys and the screen read with capture-pane, and with piped input. Needs the tests built
# (`swift build --build-tests`) and tmux. Prints one line per check and "N passed, M failed"; exits 1
# when a check fails. PIXELPROOF_KEEP_REVIEW=1 keeps the folder it works in.
set -uo pipefail
cd "$(dirname "$0")/../.."
command -v tmux >/dev/null || { echo "review-check: tmux is needed (apt-get install tmux)" >&2; exit 1; }
work=$(mktemp -d)
# A tmux server of the script's own, its socket in the work folder, so no other session is touched.
socket="$work/tmux.socket"
cleanup() {
  tmux -S "$socket" kill-server 2>/dev/null
  if [ "${PIXELPROOF_KEEP_REVIEW:-0}" != 1 ]; then rm -rf "$work"; else echo "kept: $work"; fi
}
trap cleanup EXIT
source scripts/check/checks.sh
tool="$PWD/.build/debug/pixelproof"
suite=AttachmentRunTests
references="$work/ReferenceImages/$suite"
failures="$work/FailureDiffs/$suite"
pristine="$work/pristine"

# STEP 1: real failures. The first run records every reference, the second fails against them.
export PIXELPROOF_REFERENCE_DIR="$work/ReferenceImages" PIXELPROOF_DIFF_DIR="$work/FailureDiffs"
for state in before after; do
  PIXELPROOF_ATTACHMENT_CHECK=$state PIXELPROOF_RECORD=missing CI= swift test --skip-build \
    --filter AttachmentRun >"$work/$state.log" 2>&1
done
check "the second run leaves four failed images and one failed text" \
  test "$(find "$work/FailureDiffs" -name '*.failed.*' | wc -l)" -eq 5
mkdir -p "$pristine"
cp -a "$work/ReferenceImages" "$work/FailureDiffs" "$pristine/"
restore() { # puts back the references and failures as the failing run left them
  rm -rf "$work/ReferenceImages" "$work/FailureDiffs"
  cp -a "$pristine/ReferenceImages" "$pristine/FailureDiffs" "$work/"
}

# STEP 2: helpers for a review inside tmux.
start() { # start NAME VARIABLE=VALUE...: `pixelproof review` in a new 160 x 50 session, with those variables
  local name=$1
  shift
  # The terminal's settings before and after, and the exit status, for the checks to read.
  cat >"$work/$name.sh" <<SESSION
stty -g >"$work/$name.stty-before"
env $* "$tool" review
status=\$?
stty -g >"$work/$name.stty-after"
echo "review exited \$status"
sleep 600
SESSION
  tmux -S "$socket" new-session -d -s "$name" -x 160 -y 50 "bash '$work/$name.sh'"
}
screen() { tmux -S "$socket" capture-pane -p -t "$1"; }                 # the text on screen
colours() { tmux -S "$socket" capture-pane -p -e -t "$1"; }             # the same with its colours
keys() { tmux -S "$socket" send-keys -t "$1" "${@:2}"; }
shows() { # shows NAME TEXT: waits up to 30 s for TEXT on the screen
  local tries
  for tries in $(seq 150); do
    screen "$1" | grep -qF -- "$2" && return 0
    sleep 0.2
  done
  echo "  not on the screen: $2" >&2
  screen "$1" | tail -n 12 >&2
  return 1
}
restored() { # restored NAME: once the review exited, the terminal's settings are what they were before
  shows "$1" "review exited" >/dev/null && cmp -s "$work/$1.stty-before" "$work/$1.stty-after"
}
# Half-block rows: cells of ▀ in a 24-bit foreground on a 24-bit background (tmux writes each SGR apart).
half_block_rows() {
  colours "$1" | grep -cE $'\e\\[38;2;[0-9]+;[0-9]+;[0-9]+m\e\\[48;2;[0-9]+;[0-9]+;[0-9]+m\u2580'
}
no_escapes() { ! colours "$1" | grep -q $'\e'; }

# STEP 3: a colour terminal: look, skip, accept, reject, quit.
start colour COLORTERM=truecolor
check "the first failure's heading is shown" \
  shows colour "Snapshot 1 of 5: $suite/accessibility_accessibility@1x (failed)"
check "its message is shown" shows colour "Snapshot $suite/accessibility_accessibility@1x does not match"
check "its reference, failed and diff images are captioned side by side" \
  shows colour "$(printf "%-53sfailed 232 x 145 px" "reference 232 x 145 px")"
check "its images are drawn in half blocks with 24-bit colours" test "$(half_block_rows colour)" -ge 10
keys colour s
check "s skips it" shows colour "skipped   $suite/accessibility_accessibility@1x"
check "and shows the next" shows colour "Snapshot 2 of 5: $suite/image@1x (failed)"
keys colour a
check "a accepts it" shows colour "accepted  $suite/image@1x -> $references/image@1x.png"
check "the reference now holds the failed image's bytes" \
  cmp -s "$references/image@1x.png" "$pristine/FailureDiffs/$suite/image@1x.failed.png"
check "the accepted failure's files are gone" test -z "$(find "$failures" -name 'image@1x.*')"
check "then the next is shown" shows colour "Snapshot 3 of 5: $suite/update_after@1x (failed)"
keys colour r
check "r rejects it" shows colour "rejected  $suite/update_after@1x"
check "the rejected failure's files are gone" test -z "$(find "$failures" -name 'update_after@1x.*')"
check "its reference is unchanged" \
  cmp -s "$references/update_after@1x.png" "$pristine/ReferenceImages/$suite/update_after@1x.png"
keys colour q
check "q quits with the summary" shows colour "1 accepted, 1 rejected, 3 skipped"
check "with exit status 0" shows colour "review exited 0"
check "and the terminal's settings restored" restored colour

# STEP 4: Control-C quits as q does, with status 130, and restores the terminal too; so does SIGTERM.
restore
start interrupt COLORTERM=truecolor
shows interrupt "Snapshot 1 of 5" >/dev/null
keys interrupt C-c
check "Control-C quits with the summary" shows interrupt "0 accepted, 0 rejected, 5 skipped"
check "with exit status 130" shows interrupt "review exited 130"
check "and the terminal's settings restored" restored interrupt
check "and nothing changed" diff -r "$pristine/ReferenceImages" "$work/ReferenceImages"

# A kill (SIGTERM) ends the review at once, with status 143, the terminal's settings restored first.
start term COLORTERM=truecolor
shows term "Snapshot 1 of 5" >/dev/null
shell=$(tmux -S "$socket" display-message -p -t term '#{pane_pid}')
kill -TERM "$(ps -o pid= --ppid "$shell" | head -n 1)"
check "SIGTERM ends it with status 143" shows term "review exited 143"
check "and the terminal's settings restored" restored term

# STEP 5: NO_COLOR: the same review in plain text; Control-D ends it.
start plain COLORTERM=truecolor NO_COLOR=1
check "NO_COLOR=1 shows the failure" \
  shows plain "Snapshot 1 of 5: $suite/accessibility_accessibility@1x (failed)"
check "in plain text, without an escape sequence or a half block" no_escapes plain
keys plain C-d
check "Control-D quits with the summary" shows plain "0 accepted, 0 rejected, 5 skipped"
check "and the terminal's settings restored" restored plain

# STEP 6: not a terminal: keys come as lines.
restore
printf 'a\nq\n' | COLORTERM=truecolor "$tool" review >"$work/piped.out" 2>&1
status=$?
check "piped input: the review exits 0" test "$status" -eq 0
check "a accepts the first failure" \
  grep -qxF "accepted  $suite/accessibility_accessibility@1x -> $references/accessibility_accessibility@1x.png" \
  "$work/piped.out"
check "its reference now holds the failed image's bytes" cmp -s \
  "$references/accessibility_accessibility@1x.png" \
  "$pristine/FailureDiffs/$suite/accessibility_accessibility@1x.failed.png"
check "q ends it with the summary as last line" test "$(tail -n 1 "$work/piped.out")" = \
  "1 accepted, 0 rejected, 4 skipped"
check "output that is not a terminal has no escape sequence" bash -c "! grep -q $'\e' '$work/piped.out'"

restore
printf 's\ns\ns\ns\nr\n' | "$tool" review >"$work/text.out" 2>&1
check "a text failure shows its changed lines" grep -qxF '  - 1. "Inbox" [staticText] at (0, 8, 46, 24) pt' \
  "$work/text.out"
check "r rejects the text" grep -qxF "rejected  $suite/accessibility_accessibility@1x.txt" "$work/text.out"
check "the failed text is gone" test ! -e "$failures/accessibility_accessibility@1x.failed.txt"
check "the reference text is unchanged" cmp -s "$references/accessibility_accessibility@1x.txt" \
  "$pristine/ReferenceImages/$suite/accessibility_accessibility@1x.txt"

# o writes the report; with no xdg-open on the PATH, it only prints where.
mkdir -p "$work/no-opener"
printf 'o\nq\n' | PATH="$work/no-opener" "$tool" review >"$work/report.out" 2>&1
check "o writes the report and prints its path" grep -qxF "report: $work/FailureDiffs/report.html" \
  "$work/report.out"
check "the report is there" test -s "$work/FailureDiffs/report.html"

# STEP 7: what plain `pixelproof failures --accept` would skip is shown, and accepted only by a.
restore
rm -rf "$work/FailureDiffs/.manifests"
printf 'a\nq\n' | "$tool" review >"$work/stale.out" 2>&1
check "a failure no run manifest accounts for is shown with the reason --accept skips it" grep -qxF \
  "note: --accept alone would skip it: no run manifest says which run left it; a accepts it all the same" \
  "$work/stale.out"
check "and a accepts it all the same" cmp -s "$references/accessibility_accessibility@1x.png" \
  "$pristine/FailureDiffs/$suite/accessibility_accessibility@1x.failed.png"
restore
printf 'version https://git-lfs.github.com/spec/v1\noid sha256:0\nsize 1\n' >"$references/image@1x.png"
printf 's\nq\n' | "$tool" review >"$work/lfs.out" 2>&1
check "a reference that is a Git LFS pointer is named in the note" \
  grep -qF "note: --accept alone would skip it: its reference $references/image@1x.png is a Git LFS pointer" \
  "$work/lfs.out"
check "and s leaves the pointer as it was" grep -qF "git-lfs.github.com" "$references/image@1x.png"

report_checks
