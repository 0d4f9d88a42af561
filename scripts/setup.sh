#!/usr/bin/env bash
# Makes sure the system libraries axtutor builds against are present (Debian package names).
# As root it installs what is missing; otherwise it prints the exact command and stops.
set -euo pipefail

packages=()
pkg-config --exists readline 2>/dev/null || packages+=(libreadline-dev)
pkg-config --exists libcmark 2>/dev/null || packages+=(libcmark-dev)
pkg-config --exists sqlite3 2>/dev/null || packages+=(libsqlite3-dev)
command -v pkg-config >/dev/null 2>&1 || packages=(pkg-config libreadline-dev libcmark-dev libsqlite3-dev)
# tmux gives the tests a real terminal for the tutor's journey (they are skipped without it).
command -v tmux >/dev/null 2>&1 || packages+=(tmux)
# PostgreSQL lets the room server's tests run its store against a real server they start
# themselves; without it those tests are skipped (with the reason), so only root installs it.
if ! compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then
  if [ "$(id -u)" -eq 0 ]; then
    packages+=(postgresql)
  else
    echo "setup: PostgreSQL is not installed; the room server's PostgreSQL tests will be skipped" >&2
    echo "  (sudo apt-get install -y postgresql runs them)" >&2
  fi
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "setup: no 'swift' on PATH. Install the Swift 6 toolchain (swift.org) and run this again." >&2
  exit 1
fi

if [ ${#packages[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  echo "setup: installing ${packages[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y "${packages[@]}"
else
  echo "setup: missing system packages. Run this, then try again:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y ${packages[*]}" >&2
  exit 1
fi
