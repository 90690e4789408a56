#!/usr/bin/env bash
# Front-end throughput on swift-syntax 603.0.1's sources (docs/performance.md).
# usage: Benchmarks/front-end.sh [RUNS]
# Extracts swift-syntax from the package mirror git resolves GitHub URLs to (or from
# $DILINT_PACKAGE_MIRROR), builds release, and runs the benchmark on one thread.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-9}"

mirror="${DILINT_PACKAGE_MIRROR:-}"
if [ -z "$mirror" ]; then
  mirror=$(git config --get-regexp '^url\..*\.insteadof$' | awk '$2 ~ /^https:\/\/github.com/ {print $1; exit}' \
    | sed -e 's/^url\.//' -e 's/\.insteadof$//')
fi
if [ -z "$mirror" ] || [ ! -d "$mirror/swiftlang/swift-syntax.git" ]; then
  echo "error: no package mirror with swiftlang/swift-syntax.git; set DILINT_PACKAGE_MIRROR" >&2
  exit 2
fi
corpus="${TMPDIR:-/tmp}/dilint-bench/swift-syntax-603.0.1"
if [ ! -d "$corpus" ]; then
  mkdir -p "$corpus"
  git -C "$mirror/swiftlang/swift-syntax.git" archive 603.0.1 | tar -x -C "$corpus"
fi
swift build -c release --product frontend-benchmark >&2
echo "corpus: $corpus ($(find "$corpus" -name '*.swift' | wc -l) files)"
.build/release/frontend-benchmark --runs "$runs" "$corpus"
