# Counting checks, sourced by the scripts of scripts/check that print one line per check:
# `check DESCRIPTION COMMAND...` runs the command and prints "ok" or "FAIL" before the description;
# `report_checks` prints "N passed, M failed" and returns 1 when a check failed.
passed=0
failed=0
check() {
  local description=$1
  shift
  if "$@"; then passed=$((passed + 1)); echo "ok    $description"
  else failed=$((failed + 1)); echo "FAIL  $description"; fi
}
report_checks() {
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}
