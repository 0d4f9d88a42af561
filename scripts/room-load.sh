#!/usr/bin/env bash
# Plays 200 learners against a workshop room on this machine (loopback only) and prints the
# latency of their checks reaching the room and whether any result was lost. Run through
# `make bench-room` (release build). Options go to room-load: --seconds N (default 300),
# --learners N (default 200), --interval SECONDS between one learner's checks (default 6).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${BIN:-.build/release}
work=$(mktemp -d)
server=""
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

port=${ROOM_PORT:-$(( 20000 + RANDOM % 20000 ))}
# The room takes every learner the load plays (a room's default cap is 100).
"$bin/axtutor-room" serve --host 127.0.0.1 --port "$port" --database "sqlite:$work/room.sqlite" --max-learners 1000 --json \
  > "$work/serve.json" 2> "$work/serve.log" &
server=$!
for _ in $(seq 100); do
  if [ -s "$work/serve.json" ]; then break; fi
  if ! kill -0 "$server" 2>/dev/null; then cat "$work/serve.log" >&2; exit 1; fi
  sleep 0.1
done
json=$(head -n 1 "$work/serve.json")
field() { printf '%s' "$json" | sed -n "s/.*\"$1\" *: *\"\([^\"]*\)\".*/\1/p" | sed 's#\\/#/#g'; }
url=$(field learnerURL)
token=$(field facilitatorToken)
if [ -z "$url" ] || [ -z "$token" ]; then echo "error: the server did not print its room: $json" >&2; exit 1; fi
# Wait until it answers.
for _ in $(seq 50); do
  if curl -s -o /dev/null "http://127.0.0.1:$port/"; then break; fi
  sleep 0.1
done
echo "room $url (server pid $server, sqlite in $work)"
"$bin/room-load" "$url" --token "$token" "$@"
