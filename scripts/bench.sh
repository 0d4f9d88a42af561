#!/usr/bin/env bash
# Prints the performance figures the README quotes. Run through `make bench` (release build).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/release
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Milliseconds of the best of N runs of a command (the least disturbed run).
best_ms() {
  local runs=$1; shift
  local best=""
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s%N)
    "$@" > /dev/null 2>&1 || true
    end=$(date +%s%N)
    local ms=$(( (end - start) / 1000 ))
    if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
  done
  printf '%d.%03d' $((best / 1000)) $((best % 1000))
}

echo "== in process"
"$bin/axtutor-bench"

echo "== whole commands (best of 5, wall clock)"
"$bin/axtutor-bench" --write-screen "$work/screen5000.yaml" > /dev/null
echo "axtutor speak on a 5,000-element screen file: $(best_ms 5 "$bin/axtutor" speak "$work/screen5000.yaml") ms (goal: under 1 s)"

echo "== the tutor (fixture pack)"
pack=Tests/CourseTests/Fixtures/pack
"$bin/axtutor-bench" --check "$pack" switch-duplicate-name
echo "axtutor start to first prompt (piped, then quit): $(best_ms 5 sh -c "echo quit | '$bin/axtutor' --course '$pack' --state '$work/state'") ms"
