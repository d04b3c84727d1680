#!/usr/bin/env bash
# `npm test`: builds every target and runs every test. Ends with "N passed, M failed".
#   1. GoogleTest natively (g++ and clang-14, release) and compiled to WASM under Node;
#   2. the determinism manifest from g++ -O0, g++ -O3, g++ -O3 -march=native, clang-14 -O3 and WASM, each
#      equal to the committed golden manifest (tests/manifest/expected.json; docs/CHANGES.md names its digest),
#      then at every SIMD level × 1, 2 and 7 threads (g++, clang-14) and from the scalar and SIMD128 WASM builds;
#   3. `worldlab eval` native and WASM print identical lines for the same requests;
#   4. the lessons: every step's C++ and JavaScript snippet makes its lab's map (hash checked against the CLI,
#      the manifest or the core's lab call); English and Spanish match in structure and every measured figure is
#      recomputed; every lesson renders in Chromium under a strict Content-Security-Policy;
#   5. the page's TypeScript (tsc --noEmit -p web, against the types generated from the module's entry list), the
#      biome palettes under simulated colour-vision deficiency, and the lab page in headless Chromium
#      (tests/browser/*.mjs: every lab and its lesson, drags, layout at 1280 × 800 and 390 × 844, the probe, faults,
#      history, lab 12's erosion animated in a worker and its river trace, lab 13's box drags, the per-island and
#      aliasing readouts, axe-core's accessibility rules over every lab and lesson in en and es), against the native
#      build's preset hashes and schema, and under its Content-Security-Policy;
#   6. reliability (issue 12): the CLI's argument, input and output rows natively and in WASM, hostile input
#      and the memory budget in the page's WASM module, a 2,000-call soak of that module, the GoogleTest
#      suite and the eval requests under ASan + UBSan (clang-14), every libFuzzer target for 30 s, and the
#      threaded batch calls under ThreadSanitizer;
#   7. the C API from C and from Python (ctypes), against the manifest and the CLI;
#      `worldlab tiles` and `render` end to end (shards, resume, verify, bad input); the GIS outputs (GeoTIFF through
#      GDAL, scripts/check-gis.sh); the Slurm example as a real
#      array job on a one-node Slurm the check starts (munged, slurmctld, slurmd; needs root);
#   8. the installed library: worldlab built alone, installed into a temporary prefix, and the consumer
#      example built against it (CMake and pkg-config) prints the CLI's hashes.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
scripts/setup.sh || exit 1

passed=0
failed=0
failures=()
# The user + system time of this shell's finished children, in clock ticks (/proc/PID/stat fields 16 and 17).
ticks=$(getconf CLK_TCK)
cpu_ticks() { awk '{print $16 + $17}' "/proc/$$/stat"; }
step() {  # name command...
  local name=$1
  shift
  echo "==> $name"
  local start=$SECONDS cpu0
  cpu0=$(cpu_ticks)
  # Long lines (minified JavaScript in a stack trace) are cut to keep the log readable.
  "$@" 2>&1 | cut -c1-400
  local status=${PIPESTATUS[0]}
  # Wall time and the CPU time of everything the step ran (so a step's use of the cores shows: cpu/wall).
  record "$status" "$name" "$((SECONDS - start)) s, cpu $((($(cpu_ticks) - cpu0) / ticks)) s"
}
# Counts a finished step and prints its PASS or FAIL line.
record() {  # status name took
  if [ "$1" -eq 0 ]; then
    passed=$((passed + 1))
    echo "PASS $2 ($3)"
  else
    failed=$((failed + 1))
    failures+=("$2")
    echo "FAIL $2 ($3)"
  fi
}

# A step that runs beside the next ones (one core, no timing: the WASM soak), started by `background` and
# reported by `await_background`, which counts it like any other step.
bg_name=
bg_pid=
bg_start=
background() {  # name command...
  bg_name=$1
  shift
  echo "==> $bg_name (in the background)"
  bg_start=$SECONDS
  "$@" >build/background.log 2>&1 &
  bg_pid=$!
}
await_background() {
  [ -n "$bg_pid" ] || return 0
  wait "$bg_pid"
  local status=$?
  echo "==> $bg_name (its output)"
  cut -c1-400 build/background.log
  record "$status" "$bg_name" "$((SECONDS - bg_start)) s, beside the steps above"
  bg_pid=
}

# (Ninja's progress lines, [n/m], and any left by a build directory made with Makefiles, [ n%], are left out.)
build() { scripts/build.sh "$@" 2>&1 | grep -Ev '^\[ *[0-9]+(%|/[0-9]+)\]|^Consolidate|^-- ' ; return "${PIPESTATUS[0]}"; }

step "build g++ release" build gcc-release
# The CLI with GDAL (WORLDLAB_GDAL, --format tif) is its own build: GDAL's 114 shared libraries would cost every run of
# the main CLI 31 MiB of memory and 160 MB of address space (check-cli's memory rows).
step "build g++ release with GDAL (the CLI's GeoTIFF output)" build gcc-gdal:worldlab_cli
# clang-14 builds what its tests and the manifest runs use; the benchmarks compile once, with g++ (above).
step "build clang-14 release (tests, CLI, C API)" build clang-release:worldlab_tests clang-release:worldlab_cli \
  clang-release:worldlab_c_test clang-release:worldlab_cli_tests
step "build wasm" build wasm
step "build wasm simd128 (CLI, tests, the page's module)" build wasm-simd:worldlab_cli wasm-simd:worldlab_tests wasm-simd:worldlab_wasm
step "build g++ -O0 (manifest writer)" build gcc-debug:worldlab_manifest
step "build g++ -march=native (manifest writer)" build gcc-native:worldlab_manifest
step "build clang-14 ASan + UBSan (tests, CLI, fuzzers)" build clang-asan

# The page's TypeScript, against the module's generated types (web/src/generated/worldlab_wasm.d.ts, written again
# here from the module just built, with generated/core.json, which the lessons' checks below load too).
typecheck() { node scripts/generate-web.mjs && npx tsc --noEmit -p web; }
step "typescript: tsc --noEmit -p web" typecheck
# The biome palettes seen with protanopia, deuteranopia and tritanopia: close pairs must differ in their legend pattern.
step "palettes: biome colours under simulated colour-vision deficiency" node tests/palette/check-cvd.mjs

step "gtest g++" ctest --preset gcc-release
step "gtest clang-14" ctest --preset clang-release
step "gtest wasm (node)" ctest --preset wasm
step "gtest wasm simd128 (node)" ctest --preset wasm-simd
# The C API from C (tests/c) and from Python ctypes (examples/python): hashes equal to the C++ results.
c_api() {
  node scripts/check-api-hashes.mjs --cli build/gcc-release/worldlab -- \
    build/gcc-release/tests/worldlab_c_test tests/c/graph.json &&
    node scripts/check-api-hashes.mjs --cli build/gcc-release/worldlab -- \
      python3 examples/python/worldlab_ctypes.py --lib build/gcc-release/libworldlab_c.so --graph tests/c/graph.json
}
step "C API: C99 test and Python ctypes example = manifest and worldlab hash" c_api
step "CLI: tiles (4 concurrent shards = 1 process, auto shards, resume, verify), render, bad input" \
  scripts/check-tiles.sh build/gcc-release/worldlab
# GeoTIFF (COG) read back by GDAL = the raw files, its overviews, COG tiles and their mosaic, from the gcc-gdal CLI;
# the gcc-release CLI is the build without GDAL that must refuse --format tif; --overlap's shared edges; --xyz's pyramid and its Leaflet viewer in
# Chromium. 23 s here (100 s while other builds ran on the 2 cores).
step "CLI: GIS outputs (GeoTIFF = raw bits, overviews, COG tiles; --overlap edges; --xyz pyramid + viewer)" \
  scripts/check-gis.sh build/gcc-gdal/worldlab build/gcc-release/worldlab
step "CLI: examples/slurm/tiles.sbatch as a real Slurm array (--array=0-6:2) on a one-node Slurm = 1 process" \
  scripts/check-slurm.sh build/gcc-release/worldlab
step "installed library: examples/consumer (CMake static and shared, pkg-config) = worldlab hash" \
  scripts/check-consumer.sh build/gcc-release/worldlab

manifests() {
  mkdir -p build/manifests
  build/gcc-debug/tests/worldlab_manifest build/manifests/gcc-O0.json &&
    build/gcc-release/worldlab manifest --out build/manifests/gcc-O3.json &&
    build/gcc-native/tests/worldlab_manifest build/manifests/gcc-native.json &&
    build/clang-release/worldlab manifest --out build/manifests/clang-O3.json &&
    node build/wasm/worldlab.js manifest --out build/manifests/wasm-node.json &&
    node scripts/compare-manifests.mjs tests/manifest/expected.json build/manifests/gcc-O3.json \
      build/manifests/gcc-O0.json build/manifests/gcc-native.json build/manifests/clang-O3.json \
      build/manifests/wasm-node.json &&
    node scripts/manifest-digest.mjs --check
}
step "determinism manifest: golden file = g++ -O0/-O3/native, clang-14, wasm" manifests
step "determinism manifest at every SIMD level x threads 1/2/7, g++ and clang-14, wasm scalar and simd128" \
  scripts/simd-manifests.sh

eval_parity() {
  build/gcc-release/worldlab eval < tests/eval/requests.jsonl > build/eval-native.jsonl &&
    node build/wasm/worldlab.js eval < tests/eval/requests.jsonl > build/eval-wasm.jsonl &&
    build/gcc-release/worldlab eval --decimal < tests/eval/requests.jsonl > build/eval-native-decimal.jsonl &&
    node build/wasm/worldlab.js eval --decimal < tests/eval/requests.jsonl > build/eval-wasm-decimal.jsonl &&
    node scripts/check-eval.mjs tests/eval/requests.jsonl build/eval-native.jsonl build/eval-wasm.jsonl \
      build/eval-native-decimal.jsonl build/eval-wasm-decimal.jsonl &&
    node build/wasm-simd/worldlab.js eval < tests/eval/requests.jsonl > build/eval-wasm-simd.jsonl &&
    cmp build/eval-native.jsonl build/eval-wasm-simd.jsonl
}
step "eval: native, wasm and wasm simd128 answer identically" eval_parity

# The fdlibm ports exp/log/sin/cos (the climate, the water module) against V8's Math on 480,000 arguments.
detmath_v8() {
  node scripts/check-detmath.mjs -- build/gcc-release/worldlab &&
    node scripts/check-detmath.mjs -- node build/wasm/worldlab.js
}
step "detmath: exp/log/sin/cos identical to V8's Math, native and wasm" detmath_v8

# The lessons (web/src/lessons/). The snippets step also measures the FMA figure the lessons check quotes.
# The soak (about a minute on one core, nothing timed) runs beside the lessons' and the CLI's checks.
background "wasm soak: 2,000 calls, a third invalid; memory flat, answers identical" \
  node --expose-gc tests/wasm/soak.mjs 2000
step "lessons: every snippet (C++ and JavaScript) makes its lab's map" node tests/snippets/run.mjs
step "lessons: en and es alike, controls exist, measured figures recomputed" node tests/lessons/check.mjs
step "lessons: rendered in chromium under a strict CSP" node tests/lessons/render.mjs

# Issue 12: strict arguments, bounded reading, atomic writes (native and WASM CLI); hostile input and the
# memory budget in the page's WASM module.
step "cli: arguments, bounded input and atomic writes, native and wasm" \
  node tests/cli/check-cli.mjs -- build/gcc-release/worldlab node build/wasm/worldlab.js
step "wasm module: hostile input and the memory budget" node tests/wasm/module.mjs
await_background

# The whole GoogleTest suite and the eval requests under AddressSanitizer + UndefinedBehaviorSanitizer:
# any report fails the step; the eval answers must equal the g++ build's.
sanitizers() {
  ctest --preset clang-asan &&
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
      build/clang-asan/worldlab eval < tests/eval/requests.jsonl > build/eval-asan.jsonl &&
    cmp build/eval-asan.jsonl build/eval-native.jsonl &&
    echo "asan+ubsan: the gtest suite and $(wc -l < tests/eval/requests.jsonl) eval requests ran clean"
}
step "sanitizers: gtest and eval under ASan + UBSan (clang-14)" sanitizers
# All at once (--together): each still runs 30 s, the step takes 30 s instead of 90.
step "fuzz: each libFuzzer target and the URL parser for 30 s, together" scripts/fuzz.sh --together 30

# The threaded batch calls under ThreadSanitizer: the task pool (nested, exceptions, a caller's scheduler), graph
# fills and every kernel fill at 1, 2 and 7 threads. Any report fails the step.
tsan() {
  build clang-tsan:worldlab_threads_tests &&
    TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1 \
      build/clang-tsan/tests/worldlab_threads_tests --gtest_filter='Tasks.*:*ThreadCount*' --gtest_brief=1
}
step "tsan: the task pool and threaded fills under ThreadSanitizer (clang-14)" tsan

# The browser scripts mostly wait on the page (about a third of a core each), so two run at once, longest
# first; drag.mjs times frames during a drag and runs alone, after them. Each script's output is printed whole
# when it ends.
browser_one() {  # script
  local log="build/browser-logs/$(basename "$1" .mjs).log"
  node "$1" --native-hashes web/public/native-hashes.json >"$log" 2>&1
  local status=$?
  echo "--- $1 (exit $status)"
  cat "$log"
  return "$status"
}
browser() {
  # `build web` also writes web/public/native-hashes.json from the native CLI: the expected hashes.
  build web || return 1
  mkdir -p build/browser-logs
  # drag.mjs and water.mjs time frames (a drag, lab 12's erosion): they run alone, one after the other, at the end.
  local status=0 script running=0 alone="tests/browser/drag.mjs tests/browser/water.mjs"
  # Longest first (labs.mjs is about 40 % of the whole), so the two lanes end close together.
  local order=(tests/browser/labs.mjs tests/browser/layout.mjs)
  for script in tests/browser/*.mjs; do
    [[ " ${order[*]} $alone " == *" $script "* ]] || order+=("$script")
  done
  for script in "${order[@]}"; do
    if ((running == 2)); then
      wait -n || status=1
      running=$((running - 1))
    fi
    browser_one "$script" &
    running=$((running + 1))
  done
  while ((running > 0)); do
    wait -n || status=1
    running=$((running - 1))
  done
  for script in $alone; do
    browser_one "$script" || status=1
  done
  return "$status"
}
step "page in chromium" browser

echo
((failed)) && printf 'failed: %s\n' "${failures[@]}"
echo "steps: $passed passed, $failed failed"
((failed == 0))
