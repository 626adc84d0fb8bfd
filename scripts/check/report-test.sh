#!/usr/bin/env bash
# Tests the HTML report in a real headless Chromium: makes a failure folder with the gallery (one
# snapshot against another example's reference, one missing reference, one match), writes the report
# with `pixelproof report`, loads it with its `?selftest` check (every image decodes at its recorded
# size, each slider moves its clip), and compares a screenshot of it with
# ReferenceImages/ReportScreenshotTests/ through ReportScreenshotTests. Installs Debian's
# chromium-headless-shell with apt-get when no Chromium is found.
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/install-dependencies.sh

# The screenshot is exact: it assumes Debian's Chromium and DejaVu, which the browser is given as its
# only fonts (below), so that other fonts on the machine (Noto, say) cannot change what its generic
# families resolve to. A Chromium upgrade that moves a pixel fails ReportScreenshotTests like any snapshot.
missing=()
browser=""
for candidate in chromium-headless-shell chromium; do
  if command -v "$candidate" >/dev/null 2>&1; then browser="$candidate"; break; fi
done
if [ -z "$browser" ]; then missing+=(chromium-headless-shell); browser=chromium-headless-shell; fi
if [ ! -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]; then missing+=(fonts-dejavu-core); fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]}…"
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "error: ${missing[*]} missing, and no apt-get to install them." >&2
    exit 1
  fi
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  install() {
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" \
      >/dev/null
  }
  install || { $sudo apt-get update -qq && install; }
fi

swift build --build-tests
started=$(date +%s)

# A fixed folder, because the report shows reference paths and the screenshot must not change with them.
folder=/tmp/pixelproof-report-test
rm -rf "$folder"
mkdir -p "$folder/ReferenceImages/Gallery"
cp ReferenceImages/Gallery/buttonRow@3x.png "$folder/ReferenceImages/Gallery/"
# The read card's reference for the unread card: a failure with different sizes and layout changes.
cp ReferenceImages/Gallery/newsFeedCardRead@2x.png "$folder/ReferenceImages/Gallery/newsFeedCard@2x.png"
gallery_log="$folder/gallery.log"
if PIXELPROOF_REFERENCE_DIR="$folder/ReferenceImages" PIXELPROOF_DIFF_DIR="$folder/FailureDiffs" \
  PIXELPROOF_RECORD=missing PIXELPROOF_RUN_ID=report-test CI= \
  swift run --skip-build pixelproof-gallery --exact --filter newsFeedCard,tagCloud,buttonRow \
  >"$gallery_log"; then
  echo "error: the gallery run was meant to fail (one mismatch, one recording); see $gallery_log" >&2
  exit 1
fi
grep -q 'swift run pixelproof report' "$gallery_log" || {
  echo "error: the failure messages do not name pixelproof report; see $gallery_log" >&2
  exit 1
}

swift run --skip-build pixelproof report --package-root "$folder"
report="$folder/FailureDiffs/report.html"
if grep -q 'http' "$report"; then
  echo "error: $report refers to the network: $(grep -o '.\{30\}http.\{30\}' "$report" | head -1)" >&2
  exit 1
fi

# Fontconfig as the system sets it up (its rules in /etc/fonts/conf.d), but with DejaVu's folder alone.
cat >"$folder/fonts.conf" <<FONTS
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>/usr/share/fonts/truetype/dejavu</dir>
  <cachedir>$folder/fontconfig-cache</cachedir>
  <include ignore_missing="yes">/etc/fonts/conf.d</include>
</fontconfig>
FONTS
result=$(FONTCONFIG_FILE="$folder/fonts.conf" \
  scripts/check/report-browser.py "$browser" "$report" "$folder/screenshot.png" 1600 900) || {
  echo "error: the report's self-test in $browser did not pass:" >&2
  echo "$result" >&2
  exit 1
}
PIXELPROOF_REPORT_SCREENSHOT="$folder/screenshot.png" swift test --skip-build --filter ReportScreenshotTests

version=$("$browser" --version 2>/dev/null | head -1 || true)
echo "report test: passed in $(( $(date +%s) - started )) s with ${version:-$browser} ($(echo "$result" | tail -1))"
