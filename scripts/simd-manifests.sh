#!/usr/bin/env bash
# The golden manifest at every SIMD level × thread counts 1, 2, 7 × g++ and clang-14, and from both WASM builds
# (scalar, and SIMD128 at its levels scalar and simd128) under Node: every run must equal tests/manifest/expected.json.
#   scripts/simd-manifests.sh [BUILD_DIR...]   (default: build/gcc-release build/clang-release build/wasm build/wasm-simd)
# Native levels are those `worldlab info` lists as available on this CPU. WASM runs without threads, so its runs
# are per level only.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

dirs=("$@")
((${#dirs[@]})) || dirs=(build/gcc-release build/clang-release build/wasm build/wasm-simd)
out=build/manifests/simd
rm -rf "$out"
mkdir -p "$out"
files=()
status=0
for dir in "${dirs[@]}"; do
  name=$(basename "$dir")
  if [ -x "$dir/worldlab" ]; then
    cli=("$dir/worldlab")
    threads=(1 2 7)
  elif [ -f "$dir/worldlab.js" ]; then
    cli=(node "$dir/worldlab.js")
    threads=(1)
  else
    echo "simd-manifests: no CLI in $dir"
    status=1
    continue
  fi
  levels=$("${cli[@]}" info | sed -n 's/^simd available: //p' | tr -d ',')
  [ -n "$levels" ] || { echo "simd-manifests: $dir printed no levels"; status=1; continue; }
  echo "$name: levels $levels; threads ${threads[*]}"
  for level in $levels; do
    for t in "${threads[@]}"; do
      file="$out/$name-$level-t$t.json"
      # JOBS runs at a time (most are one thread and about a second each); a failure leaves FILE.failed.
      while (($(jobs -rp | wc -l) >= JOBS)); do wait -n; done
      { "${cli[@]}" --simd "$level" --threads "$t" manifest --out "$file" || echo "FAILED: $name --simd $level --threads $t" >"$file.failed"; } &
      files+=("$file")
    done
  done
done
wait
for file in "${files[@]}"; do
  [ -f "$file.failed" ] && { cat "$file.failed"; status=1; }
done
((${#files[@]})) || exit 1
node scripts/compare-manifests.mjs tests/manifest/expected.json "${files[@]}" || status=1
exit "$status"
