#!/usr/bin/env bash
# `npm run fuzz -- SECONDS` (default 300): every libFuzzer target in tests/fuzz for SECONDS each (clang-14,
# ASan + UBSan, preset clang-asan), then the page's URL parser as a seeded property test for as long.
# Starts from the committed seed corpora and dictionaries; new inputs go to build/fuzz/corpus/TARGET (not
# committed). A crash stops with its reproducer in build/fuzz/artifacts/: commit it under
# tests/fuzz/corpus/TARGET/ with a regression test. Prints each target's executions.
# `--together` (npm test): every target and the property test at once, each still for SECONDS of wall time (they
# share the cores, so each makes fewer executions): the step takes SECONDS instead of about three times as long.
# Without it, one target per core at a time, for the long runs.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
together=0
if [ "${1:-}" = --together ]; then
  together=1
  shift
fi
seconds=${1:-300}
[[ "$seconds" =~ ^[1-9][0-9]*$ ]] || { echo "usage: scripts/fuzz.sh [--together] [SECONDS]" >&2; exit 2; }

scripts/build.sh clang-asan:fuzz_eval_line clang-asan:fuzz_graph clang-asan:fuzz_params clang-asan:fuzz_cli_args \
  2>&1 | grep -Ev '^\[ *[0-9]+%\]|^Consolidate|^-- ' || true
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
status=0
mkdir -p build/fuzz/artifacts
# One target's run; libFuzzer uses one core, so the targets run two at a time (JOBS, default nproc).
run_target() {
  local target=$1 work=build/fuzz/corpus/$1 log=build/fuzz/$1.log
  mkdir -p "$work"
  # -timeout: one input taking longer is a finding (a hang); -rss_limit_mb: so is memory beyond 2 GiB.
  build/clang-asan/tests/fuzz/fuzz_$target "$work" "tests/fuzz/corpus/$target" -dict="tests/fuzz/$target.dict" \
    -max_total_time="$seconds" -timeout=25 -rss_limit_mb=2048 -max_len=8192 -print_final_stats=1 \
    -artifact_prefix=build/fuzz/artifacts/$target- >"$log" 2>&1
}
report() {  # target exit-status
  local target=$1 rc=$2 log=build/fuzz/$1.log runs peak cov
  runs=$(grep -m1 -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')
  peak=$(grep -m1 -o 'stat::peak_rss_mb: *[0-9]*' "$log" | grep -o '[0-9]*$')
  cov=$(grep -E '^#[0-9]+' "$log" | tail -1 | grep -o 'cov: [0-9]*' || true)
  if ((rc == 0)); then
    echo "fuzz $target: ${runs:-?} executions in $seconds s, $cov, peak ${peak:-?} MiB, no crash"
  else
    status=1
    echo "fuzz $target: FAILED (exit $rc) after ${runs:-?} executions; log $log, reproducer in build/fuzz/artifacts/"
    grep -E 'ERROR|SUMMARY|runtime error|Test unit written' "$log" | head -8
  fi
}
targets=(eval_line graph params cli_args)
parallel=${JOBS:-2}
((parallel >= 1)) || parallel=1
property_pid=
if ((together)); then
  parallel=${#targets[@]}
  node tests/fuzz/params.property.mjs "$seconds" >build/fuzz/params.property.log 2>&1 &
  property_pid=$!
fi
for ((i = 0; i < ${#targets[@]}; i += parallel)); do
  batch=("${targets[@]:i:parallel}")
  pids=()
  for target in "${batch[@]}"; do
    run_target "$target" &
    pids+=($!)
  done
  for k in "${!batch[@]}"; do
    wait "${pids[$k]}"
    report "${batch[$k]}" $?
  done
done
if [ -n "$property_pid" ]; then
  wait "$property_pid" || status=1
  cat build/fuzz/params.property.log
else
  node tests/fuzz/params.property.mjs "$seconds" || status=1
fi
exit $status
