#!/usr/bin/env bash
# Makes sure the system libraries axtutor builds against are present.
# Debian: as root it installs what is missing with apt-get; otherwise it prints the exact
# command and stops. macOS: it installs what is missing with Homebrew (readline, cmark,
# pkgconf; SQLite comes with macOS).
set -euo pipefail

if ! command -v swift >/dev/null 2>&1; then
  echo "setup: no 'swift' on PATH. Install the Swift 6 toolchain (Xcode 16 or swift.org) and run this again." >&2
  exit 1
fi

if [ "$(uname -s)" = Darwin ]; then
  if ! command -v brew >/dev/null 2>&1; then
    echo "setup: axtutor builds on macOS with Homebrew's readline and cmark; install Homebrew" >&2
    echo "  (https://brew.sh), then run this again" >&2
    exit 1
  fi
  formulae=()
  brew list --versions readline >/dev/null 2>&1 || formulae+=(readline)
  brew list --versions cmark >/dev/null 2>&1 || formulae+=(cmark)
  command -v pkg-config >/dev/null 2>&1 || formulae+=(pkgconf)
  # tmux gives the tests a real terminal (they are skipped without it).
  command -v tmux >/dev/null 2>&1 || formulae+=(tmux)
  if [ ${#formulae[@]} -gt 0 ]; then
    echo "setup: installing ${formulae[*]} with Homebrew"
    brew install "${formulae[@]}"
  fi
  # readline is keg-only (macOS has libedit under the same name): pkg-config finds it only
  # through PKG_CONFIG_PATH, which the Makefile sets; a plain `swift build` needs it too.
  case ":${PKG_CONFIG_PATH:-}:" in
    *":$(brew --prefix readline)/lib/pkgconfig:"*) ;;
    *) echo "setup: to build with swift directly, first run:" >&2
       echo "  export PKG_CONFIG_PATH=\"$(brew --prefix readline)/lib/pkgconfig:\$PKG_CONFIG_PATH\"" >&2 ;;
  esac
  exit 0
fi

packages=()
pkg-config --exists readline 2>/dev/null || packages+=(libreadline-dev)
pkg-config --exists libcmark 2>/dev/null || packages+=(libcmark-dev)
pkg-config --exists sqlite3 2>/dev/null || packages+=(libsqlite3-dev)
command -v pkg-config >/dev/null 2>&1 || packages=(pkg-config libreadline-dev libcmark-dev libsqlite3-dev)
# `setup.sh release`: the release build links Swift's runtime and Foundation into each binary
# (a faster start), and Foundation's networking part then needs libcurl's static-link files.
if [ "${1:-}" = release ]; then
  pkg-config --exists libcurl 2>/dev/null || packages+=(libcurl4-openssl-dev)
fi
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
