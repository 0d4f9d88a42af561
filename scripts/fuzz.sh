#!/usr/bin/env bash
# Builds libFuzzer harnesses and runs each for a bounded time.
#
#   scripts/fuzz.sh [HARNESS...]        default: every directory under Fuzz/
#   FUZZ_SECONDS=300 scripts/fuzz.sh FixScriptFuzz
#   FUZZ_FLAGS="-len_control=0" scripts/fuzz.sh     extra libFuzzer options, passed last
#
# A harness is Fuzz/NAME/ holding main.swift (defining LLVMFuzzerTestOneInput with @_cdecl), a
# `modules` file naming the Swift modules it links, one a line, dependencies first (a bare name
# is Sources/NAME; an entry with a slash is a directory of Swift sources, its folders included,
# named by its last component, e.g. .build/checkouts/Yams/Sources/Yams; `c:DIR` is a C module
# with DIR/include and DIR/src/*.c, e.g. c:.build/checkouts/Yams/Sources/CYaml; `sys:DIR` is a
# system library's module map in DIR, linked from the system, e.g. GRDB's SQLite), and an
# optional corpus/ of seed inputs, dictionary (libFuzzer -dict format) and options file (more
# libFuzzer options, such as -max_len=65536 where the seeds are larger than the default 4096).
# Each module is compiled with swiftc (not SwiftPM) with the fuzzer and address sanitizers.
# The growing corpus and any crash reproducers stay under
# .build/fuzz/NAME/. Exits non-zero when a harness fails to build or finds a crash.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${FUZZ_SECONDS:-60}"
swiftc="${SWIFTC:-swiftc}"
flags=(-O -g -sanitize=fuzzer,address -parse-as-library -DSWIFT_PACKAGE)

if [ $# -gt 0 ]; then
  harnesses=("$@")
else
  harnesses=()
  for dir in Fuzz/*/; do harnesses+=("$(basename "$dir")"); done
fi

status=0
for name in "${harnesses[@]}"; do
  source_dir="Fuzz/$name"
  if [ ! -f "$source_dir/main.swift" ] || [ ! -f "$source_dir/modules" ]; then
    echo "fuzz: $source_dir needs main.swift and a modules file" >&2
    exit 64
  fi
  out=".build/fuzz/$name"
  mkdir -p "$out/modules" "$out/corpus" "$out/artifacts"
  objects=()
  includes=(-I "$out/modules")
  while read -r module; do
    [ -z "$module" ] && continue
    case "$module" in
      sys:*)
        # A system library: its module map's folder on the include path, nothing to compile.
        includes+=(-I "${module#sys:}")
        continue ;;
      c:*)
        # A C module: c:DIR with DIR/include (holding its module.modulemap) and DIR/src/*.c.
        module_dir="${module#c:}"
        echo "fuzz: compiling C module $(basename "$module_dir") for $name"
        for c_file in "$module_dir"/src/*.c; do
          object="$out/$(basename "$module_dir")-$(basename "$c_file" .c).o"
          clang -O1 -g -fsanitize=fuzzer-no-link,address -DYAML_DECLARE_STATIC -I "$module_dir/include" -c "$c_file" -o "$object"
          objects+=("$object")
        done
        includes+=(-I "$module_dir/include" -Xcc -DYAML_DECLARE_STATIC)
        continue ;;
      */*) module_dir="$module"; module="$(basename "$module")" ;;
      *) module_dir="Sources/$module" ;;
    esac
    echo "fuzz: compiling $module for $name"
    sources=()
    while IFS= read -r file; do sources+=("$file"); done < <(find "$module_dir" -name '*.swift' | sort)
    "$swiftc" "${flags[@]}" -module-name "$module" -wmo -c "${sources[@]}" \
      "${includes[@]}" -emit-module -emit-module-path "$out/modules/$module.swiftmodule" \
      -o "$out/$module.o"
    objects+=("$out/$module.o")
  done < "$source_dir/modules"
  echo "fuzz: linking $name"
  "$swiftc" "${flags[@]}" "${includes[@]}" "$source_dir/main.swift" "${objects[@]}" -o "$out/$name" 2>&1 \
    | { grep -v "Cannot export local symbol" || true; }
  seeds=()
  [ -d "$source_dir/corpus" ] && seeds+=("$source_dir/corpus")
  options=()
  # shellcheck disable=SC2206 # FUZZ_FLAGS is a list of options, split on spaces on purpose.
  extra=(${FUZZ_FLAGS:-})
  [ -f "$source_dir/dictionary" ] && options+=(-dict="$source_dir/dictionary")
  if [ -f "$source_dir/options" ]; then
    # shellcheck disable=SC2207 # the file holds options separated by spaces, on purpose.
    options+=($(cat "$source_dir/options"))
  fi
  echo "fuzz: running $name for ${seconds}s"
  if ! "$out/$name" -max_total_time="$seconds" -timeout=10 -max_len=4096 \
      -artifact_prefix="$out/artifacts/" ${options[@]+"${options[@]}"} ${extra[@]+"${extra[@]}"} \
      "$out/corpus" ${seeds[@]+"${seeds[@]}"}; then
    echo "fuzz: $name found a problem; reproducers are in $out/artifacts/" >&2
    status=1
  fi
done
exit $status
