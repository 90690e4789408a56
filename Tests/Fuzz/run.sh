#!/usr/bin/env bash
# Builds the libFuzzer target (Tests/Fuzz/FuzzEntry.swift over DILintSyntax, DILintRules and
# DILintReport, optimized, with AddressSanitizer) and fuzzes it for SECONDS (default 60),
# seeded from the Swift examples in Rules/*.md. Exits non-zero on a crash, a leak, a
# timeout (one input running over FUZZ_TIMEOUT seconds, default 10) or an out-of-memory.
#
# usage: Tests/Fuzz/run.sh [SECONDS]
# environment: FUZZ_JOBS (parallel fuzzing processes, default 1), FUZZ_WORK (build and corpus
# folder, default .build/fuzz), FUZZ_SANITIZERS (default fuzzer,address), FUZZ_TIMEOUT.
# Crashing inputs are written to $FUZZ_WORK/artifacts/; docs/reliability.md says what to do.
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds="${1:-60}"
work="${FUZZ_WORK:-.build/fuzz}"
sanitizers="${FUZZ_SANITIZERS:-fuzzer,address}"
jobs="${FUZZ_JOBS:-1}"
timeout="${FUZZ_TIMEOUT:-10}"
mkdir -p "$work/modules" "$work/corpus" "$work/seeds" "$work/artifacts"

# One static library per module, in dependency order, all instrumented for the fuzzer.
build_module() {
  local name="$1"; shift
  swiftc -O -wmo -parse-as-library -sanitize="$sanitizers" -module-name "$name" \
    -I "$work/modules" -emit-module -emit-module-path "$work/modules/$name.swiftmodule" \
    -emit-library -static -o "$work/modules/lib$name.a" "$@"
}
echo "== building the fuzzer ($sanitizers)"
build_module DILintSyntax $(find Sources/DILintSyntax -name '*.swift' | sort)
build_module DILintRules $(find Sources/DILintRules -name '*.swift' | sort)
build_module DILintReport $(find Sources/DILintReport -name '*.swift' | sort)
swiftc -O -parse-as-library -sanitize="$sanitizers" -I "$work/modules" Tests/Fuzz/FuzzEntry.swift \
  -L "$work/modules" -lDILintReport -lDILintRules -lDILintSyntax -o "$work/dilint-fuzzer"

python3 Tests/Fuzz/extract-seeds.py Rules "$work/seeds"

echo "== fuzzing for $seconds s with $jobs process(es)"
# The corpus grows across runs in $work/corpus; the seeds are read afresh each time.
args=(-max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb=4096 -max_len=65536
      -artifact_prefix="$work/artifacts/" -print_final_stats=1)
if [ "$jobs" -gt 1 ]; then
  args+=(-fork="$jobs")
fi
"$work/dilint-fuzzer" "${args[@]}" "$work/corpus" "$work/seeds"
