#!/usr/bin/env bash
# run.sh CORPUS_DIR DILINT_BINARY [ORACLE_BINARY]
# Runs the SwiftSyntax oracle and `dilint dump` over a corpus, one source folder at a
# time (CORPUS_DIR/apps/*, CORPUS_DIR/libs/*, or each top-level folder when there is no
# apps/ or libs/), from inside CORPUS_DIR so both print the same relative paths, then
# compares the dumps with compare.py.
# Environment: OUT (dump folder, default a new temporary folder), EXAMPLES (default 5),
# MIN_AGREEMENT (passed to compare.py's --min-agreement when set).
set -euo pipefail

if [ $# -lt 2 ]; then
  echo "usage: run.sh CORPUS_DIR DILINT_BINARY [ORACLE_BINARY]" >&2
  exit 2
fi
here="$(cd "$(dirname "$0")" && pwd)"
corpus="$(cd "$1" && pwd)"
dilint="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
oracle="${3:-$here/.build/release/oracle}"
if [ ! -x "$oracle" ]; then
  echo "building the oracle (swift build -c release --package-path $here)" >&2
  swift build -c release --package-path "$here" >&2
fi
oracle="$(cd "$(dirname "$oracle")" && pwd)/$(basename "$oracle")"
out="${OUT:-$(mktemp -d -t dilint-oracle.XXXXXX)}"
rm -rf "$out/oracle" "$out/dilint"
mkdir -p "$out/oracle" "$out/dilint"

cd "$corpus"
units=()
for top in */; do
  top="${top%/}"
  if [ "$top" = apps ] || [ "$top" = libs ]; then
    for unit in "$top"/*/; do units+=("${unit%/}"); done
  else
    units+=("$top")
  fi
done

ms() { echo $(( $(date +%s%N) / 1000000 )); }
secs() { printf '%d.%03d' $(( $1 / 1000 )) $(( $1 % 1000 )); }
oracle_ms=0
dilint_ms=0
for unit in "${units[@]}"; do
  name="${unit//\//_}"
  t0=$(ms)
  "$oracle" "$unit" > "$out/oracle/$name.json" || echo "oracle exited $? on $unit" >&2
  t1=$(ms)
  "$dilint" dump "$unit" > "$out/dilint/$name.json" || echo "dilint exited $? on $unit" >&2
  t2=$(ms)
  oracle_ms=$(( oracle_ms + t1 - t0 ))
  dilint_ms=$(( dilint_ms + t2 - t1 ))
  printf '%-45s oracle %8ss  dilint %8ss\n' "$unit" "$(secs $(( t1 - t0 )))" "$(secs $(( t2 - t1 )))"
done
printf '%-45s oracle %8ss  dilint %8ss\n\n' "total" "$(secs $oracle_ms)" "$(secs $dilint_ms)"

args=("$out/oracle" "$out/dilint" --examples "${EXAMPLES:-5}")
if [ -n "${MIN_AGREEMENT:-}" ]; then args+=(--min-agreement "$MIN_AGREEMENT"); fi
python3 "$here/compare.py" "${args[@]}"
