#!/usr/bin/env bash
# Runs the Swift tests as `make test` does and, when any fails, prints the failures again at
# the very end, so the tail of a long CI log names what failed and why.
set -uo pipefail

swift="${SWIFT:-swift}"
log="$(mktemp "${TMPDIR:-/tmp}/axtutor-test.XXXXXX")"
trap 'rm -f "$log"' EXIT

"$swift" test --parallel 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
  echo
  echo "== The failures again (swift test exited with $status) =="
  # Swift Testing's issue lines, each with the two lines after it, and XCTest's error lines.
  grep -E -A2 "recorded an issue|: error: |failed \(|Fatal error|crashed" "$log" | cut -c1-400 | head -80
fi
exit "$status"
