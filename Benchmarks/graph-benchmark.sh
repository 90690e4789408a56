#!/usr/bin/env bash
# Times `dilint graph` (each format), Graphviz on its DOT, and `dilint lint` with the text,
# html and --statistics outputs, on one app folder (docs/performance.md, "Dependency graph").
# usage: Benchmarks/graph-benchmark.sh APP_FOLDER [RUNS]   (default 7 runs; prints medians)
set -euo pipefail
app=$(cd "${1:?usage: graph-benchmark.sh APP_FOLDER [RUNS]}" && pwd)
runs=${2:-7}
root=$(cd "$(dirname "$0")/.." && pwd)
swift build -c release --product dilint --package-path "$root" >&2
dilint="$root/.build/release/dilint"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# "wall W s, cpu C s": the medians of RUNS runs of the command (CPU: user + system, all
# threads, less sensitive to a shared machine's load), after one warm-up run.
median() {
  "$@" > /dev/null 2>&1 || true
  for _ in $(seq "$runs"); do
    /usr/bin/time -f "%e %U %S" -o "$out/t" "$@" > /dev/null 2>&1 || true
    cat "$out/t"
  done > "$out/times"
  wall=$(awk '{ print $1 }' "$out/times" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
  cpu=$(awk '{ printf "%.2f\n", $2 + $3 }' "$out/times" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
  echo "wall $wall s, cpu $cpu"
}

cd "$app"
for format in dot mermaid json; do
  echo "dilint graph --format $format: $(median "$dilint" graph --format "$format" --no-config .) s"
done
"$dilint" graph --stats --no-config . > "$out/graph.dot" 2> "$out/stats" || true
echo "graph: $(cat "$out/stats")"
# Graphviz is timed once per graph (its layout is deterministic work, and slow on a whole app),
# with SKIP_DOT=1 not at all.
if command -v dot > /dev/null && [ "${SKIP_DOT:-0}" != 1 ]; then
  "$dilint" graph --hide-tests --no-config . > "$out/app.dot" || true
  for graph in graph app; do
    /usr/bin/time -f "wall %e s, cpu %U s" -o "$out/t" timeout 1800 dot -Tsvg "$out/$graph.dot" > /dev/null || true
    echo "dot -Tsvg ($graph.dot: $(grep -c -- '->' "$out/$graph.dot") edges): $(tail -1 "$out/t")"
  done
fi
echo "dilint lint (text): $(median "$dilint" lint --no-config --fail-on never .) s"
echo "dilint lint --statistics: $(median "$dilint" lint --statistics --no-config --fail-on never .) s"
echo "dilint lint --format html: $(median "$dilint" lint --format html --no-config --fail-on never .) s"
