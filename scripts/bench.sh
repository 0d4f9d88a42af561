#!/usr/bin/env bash
# Prints the performance figures the README quotes. Run through `make bench` (release build).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/release
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Microseconds one run of a command takes.
run_us() {
  local start end
  start=$(date +%s%N)
  "$@" > /dev/null 2>&1 || true
  end=$(date +%s%N)
  echo $(( (end - start) / 1000 ))
}

# Microseconds as milliseconds with three decimals.
as_ms() {
  printf '%d.%03d' $(($1 / 1000)) $(($1 % 1000))
}

# Milliseconds of the best of N runs of a command (the least disturbed run).
best_ms() {
  local runs=$1; shift
  local best="" us
  for _ in $(seq "$runs"); do
    us=$(run_us "$@")
    if [ -z "$best" ] || [ "$us" -lt "$best" ]; then best=$us; fi
  done
  as_ms "$best"
}

# "COMMAND_MS HELLO_MS RATIO": the best of N runs of a command and of the Foundation hello,
# taken in turn, so that a busier moment of the machine weighs on both alike.
against_hello() {
  local runs=$1; shift
  local best="" hello="" us
  for _ in $(seq "$runs"); do
    us=$(run_us "$work/hello")
    if [ -z "$hello" ] || [ "$us" -lt "$hello" ]; then hello=$us; fi
    us=$(run_us "$@")
    if [ -z "$best" ] || [ "$us" -lt "$best" ]; then best=$us; fi
  done
  echo "$(as_ms "$best") $(as_ms "$hello") $(awk -v a="$best" -v b="$hello" 'BEGIN { printf "%.2f", a / b }')"
}

echo "== in process"
"$bin/axtutor-bench"

echo "== whole commands (best of 5, wall clock)"
"$bin/axtutor-bench" --write-screen "$work/screen5000.yaml" > /dev/null
echo "axtutor speak on a 5,000-element screen file: $(best_ms 5 "$bin/axtutor" speak "$work/screen5000.yaml") ms (goal: under 1 s)"

# A generated pack of 1,000 exercises: the bundled switch exercise, renumbered.
pack="$work/pack1000"
mkdir -p "$pack/Lessons/controls" "$pack/Exercises/controls/switch"
cp Lessons/controls/switch.md "$pack/Lessons/controls/switch.md"
printf 'format_version: 1\nid: bench\ntitle: Generated pack\nwelcome: Hello.\nfinal: Done.\nlessons: [controls/switch]\n' > "$pack/course.yaml"
template=Exercises/controls/switch/01-duplicate-name.md
for n in $(seq -w 1 1000); do
  sed "s/^id: .*/id: generated-$n/" "$template" > "$pack/Exercises/controls/switch/$n-generated.md"
done
echo "axtutor verify on a generated 1,000-exercise pack: $(best_ms 3 "$bin/axtutor" verify --course "$pack") ms (goal: under 1 s)"

# Start-up: `axtutor list` on the bundled course against a Foundation "hello" built the same way,
# run in turn with it.
printf 'import Foundation\nprint("hello, \\(ProcessInfo.processInfo.processIdentifier)")\n' > "$work/hello.swift"
swiftc -O "$work/hello.swift" -o "$work/hello" 2> /dev/null
# `list` keeps the course outline in the state folder (OutlineCache): the first run after a
# change reads every file; the runs after it only check their sizes and times.
"$bin/axtutor" list --state "$work/list-state" > /dev/null
read -r list_ms hello_ms ratio <<< "$(against_hello 20 "$bin/axtutor" list --state "$work/list-state")"
echo "axtutor list on the bundled course: $list_ms ms; Foundation hello: $hello_ms ms; ratio ${ratio}x (goal: at most 1.5x)"
# A whole `check` of a bundled exercise's own solution, with its durable SQLite commit, against
# the same "hello", timed in this run.
solution="$work/solution.swift"
sed -n '/^```solution/,/^```$/p' Exercises/controls/switch/02-unnamed-switches.md | sed '1d;$d' > "$solution"
"$bin/axtutor" check switch-unnamed-switches --fix "$solution" --state "$work/check-state" > /dev/null
read -r check_ms hello_ms ratio <<< "$(against_hello 20 "$bin/axtutor" check switch-unnamed-switches --fix "$solution" \
    --state "$work/check-state")"
echo "axtutor check EXERCISE --fix FILE (recorded): $check_ms ms; Foundation hello: $hello_ms ms; ratio ${ratio}x (goal: at most 2.5x)"
cold_ms=$(best_ms 5 sh -c "rm -rf '$work/cold-state'; '$bin/axtutor' list --state '$work/cold-state'")
echo "axtutor list after a course file changed (outline read again): $cold_ms ms"

echo "== the tutor (fixture pack)"
pack=Tests/CourseTests/Fixtures/pack
"$bin/axtutor-bench" --check "$pack" switch-duplicate-name
echo "axtutor start to first prompt (piped, then quit): $(best_ms 5 sh -c "echo quit | '$bin/axtutor' --course '$pack' --state '$work/state'") ms"
