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
# How it is laid out (scripts/test.sh's sections): the native builds one after another (each uses both cores); then
# four lanes: one builds the rest while the other three run the checks, each check waiting until the builds it
# needs are done; then, alone, the fuzzers and the two browser scripts that time frames. Each step's output is
# printed whole when it ends, with its wall and CPU time.
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

# (Ninja's progress lines, [n/m], and any left by a build directory made with Makefiles, [ n%], are left out.)
build() { scripts/build.sh "$@" 2>&1 | grep -Ev '^\[ *[0-9]+(%|/[0-9]+)\]|^Consolidate|^-- ' ; return "${PIPESTATUS[0]}"; }

# ---- Lanes -------------------------------------------------------------------------------------------------------
# Most checks use one core or wait on Chromium, so after the native builds the work runs in lanes: `queue` lists
# steps, `lanes N` runs N at a time, printing each one's whole output, with its PASS or FAIL line and its wall and
# CPU time, when it ends. A step queued as `after MARKER command...` needs a build of the lane that builds (below):
# it is started only once build/ready/MARKER exists, so no lane sits waiting while another step could run. Among the
# steps that can start, the one queued first starts first. Each writes its own files under build/ or a temporary
# folder.
queue_names=()
queue_commands=()
queue_markers=()
queue() {  # name command...
  queue_names+=("$1")
  shift
  if [ "$1" = after ]; then queue_markers+=("$2"); else queue_markers+=(""); fi
  queue_commands+=("$(printf '%q ' "$@")")
}
lanes_round=0
lanes() {  # N
  local n=$1 i next running=0 remaining=${#queue_names[@]} pid finished status took logs timer=0
  local -A index_of
  local -a started=()
  lanes_round=$((lanes_round + 1))
  logs=build/step-logs/$lanes_round
  mkdir -p "$logs"
  # A step can start when its marker exists (or a build failed: `after` then fails it at once).
  can_start() { [ -z "${queue_markers[$1]}" ] || [ -e "build/ready/${queue_markers[$1]}" ] || [ -e build/ready/failed ]; }
  while ((remaining > 0 || running > 0)); do
    # Fill the free lanes with the first steps that can start.
    while ((running < n && remaining > 0)); do
      next=-1
      for ((i = 0; i < ${#queue_names[@]}; i++)); do
        [ -n "${started[i]:-}" ] && continue
        if can_start "$i"; then
          next=$i
          break
        fi
      done
      if ((next < 0)); then
        # Nothing running can make a marker any more: the waiting steps would wait for ever.
        if ((running == 0)); then
          echo "a lane step waits for a build that nothing is making" >build/ready/failed
          continue
        fi
        break
      fi
      (
        start=$SECONDS
        eval "${queue_commands[$next]}" >"$logs/$next.log" 2>&1
        status=$?
        # This lane's children's user + system time (bash's `times`, second line), in whole seconds.
        # (`times` writes to a file: in a pipe or $(...) it would run in a subshell that has no children.)
        times >"$logs/$next.times"
        cpu=$(sed -n 2p "$logs/$next.times" | awk '{ split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%d", u[1] * 60 + u[2] + s[1] * 60 + s[2] }')
        echo "$status $((SECONDS - start)) s, cpu $cpu s, in a lane" >"$logs/$next.result"
        exit "$status"
      ) &
      index_of[$!]=$next
      started[next]=1
      running=$((running + 1))
      remaining=$((remaining - 1))
    done
    ((running > 0)) || continue
    # Wait for a step to end, or, while a free lane waits for a marker, for a 1 s timer to look again.
    if ((running < n && remaining > 0 && timer == 0)); then
      sleep 1 &
      timer=$!
    fi
    pid=
    wait -n -p pid
    if [ -z "$pid" ]; then
      echo "lanes: no step left to wait for, but $running counted as running" >&2
      break
    fi
    if ((pid == timer)); then
      timer=0
      continue
    fi
    [ -n "${index_of[$pid]:-}" ] || continue
    finished=${index_of[$pid]}
    running=$((running - 1))
    echo "==> ${queue_names[$finished]}"
    cut -c1-400 "$logs/$finished.log" 2>/dev/null
    # (A lane killed before it wrote its result counts as failed.)
    status=1
    took="no result: the lane was killed"
    [ -f "$logs/$finished.result" ] && read -r status took <"$logs/$finished.result"
    record "$status" "${queue_names[$finished]}" "$took"
  done
  ((timer == 0)) || wait "$timer"
  queue_names=()
  queue_commands=()
  queue_markers=()
}


# ---- 1. The native builds: the g++ CLI, tests and benchmarks, the CLI with GDAL, clang-14 ------------------------
step "build g++ release" build gcc-release
# The CLI with GDAL (WORLDLAB_GDAL, --format tif) is its own build: GDAL's 114 shared libraries would cost every run of
# the main CLI 31 MiB of memory and 160 MB of address space (check-cli's memory rows). Its core, tools and CLI
# objects are gcc-release's, from ccache (scripts/env.sh sets CCACHE_BASEDIR).
step "build g++ release with GDAL (the CLI's GeoTIFF output)" build gcc-gdal:worldlab_cli
# clang-14 builds what its tests and the manifest runs use; the benchmarks compile once, with g++ (above).
step "build clang-14 release (tests, CLI, C API)" build clang-release:worldlab_tests clang-release:worldlab_cli \
  clang-release:worldlab_c_test clang-release:worldlab_cli_tests

# ---- 2. Everything else, in four lanes ----------------------------------------------------------------------------
# One lane builds the rest, one preset after another (each build uses both cores); the other three run the checks
# (most wait on Chromium or Node: with two, a fresh-clone run of 93fcf54 left about a fifth of the cores idle).
# A check that needs one of those builds is started once its marker exists: build/ready/wasm (both WASM builds),
# web (the page), asan (ASan + UBSan: tests, CLI, fuzzers), manifests (g++ -O0 and -march=native manifest
# writers), all (also TSan). The native builds' checks start at once; the checks of the WASM builds and the page,
# most of which wait on Chromium or Node, run beside the later builds; the ASan suite beside the -O0,
# -march=native and TSan builds.
rm -rf build/ready
mkdir -p build/ready
after() {  # marker command...
  local marker=$1 waited=$SECONDS
  shift
  until [ -e "build/ready/$marker" ]; do
    if [ -e build/ready/failed ]; then
      echo "not run: a build it needs failed (build/ready/failed)"
      return 1
    fi
    sleep 1
  done
  ((SECONDS > waited)) && echo "(waited $((SECONDS - waited)) s for the builds: $marker)"
  "$@"
}
other_builds() {
  local entry part marker start
  # PRESET:TARGET words | the marker written once they are built
  # ASan comes before -O0 and -march=native: its gtest run is the longest check, and runs beside those builds.
  for entry in "wasm|" "wasm-simd:worldlab_cli wasm-simd:worldlab_tests wasm-simd:worldlab_wasm|wasm" "web|web" \
    "clang-asan|asan" "gcc-debug:worldlab_manifest gcc-native:worldlab_manifest|manifests" \
    "clang-tsan:worldlab_threads_tests|all"; do
    part=${entry%|*}
    marker=${entry#*|}
    start=$SECONDS
    echo "-- build $part"
    # shellcheck disable=SC2086  # a part is several PRESET:TARGET words
    if ! build $part; then
      echo "-- build $part FAILED"
      touch build/ready/failed
      return 1
    fi
    echo "-- build $part: $((SECONDS - start)) s"
    [ -z "$marker" ] || touch "build/ready/$marker"
  done
}
queue "build wasm and wasm simd128 (CLI, tests, the page's module), the page (vite; web/public/native-hashes.json from the native CLI), g++ -O0 and -march=native (manifest writers), clang-14 ASan + UBSan (tests, CLI, fuzzers) and TSan (threads tests)" other_builds

# -- The native builds' checks.
queue "gtest g++" ctest --preset gcc-release
queue "gtest clang-14" ctest --preset clang-release
# The C API from C (tests/c) and from Python ctypes (examples/python): hashes equal to the C++ results.
c_api() {
  node scripts/check-api-hashes.mjs --cli build/gcc-release/worldlab -- \
    build/gcc-release/tests/worldlab_c_test tests/c/graph.json &&
    node scripts/check-api-hashes.mjs --cli build/gcc-release/worldlab -- \
      python3 examples/python/worldlab_ctypes.py --lib build/gcc-release/libworldlab_c.so --graph tests/c/graph.json
}
queue "C API: C99 test and Python ctypes example = manifest and worldlab hash" c_api
queue "CLI: tiles (4 concurrent shards = 1 process, auto shards, resume, verify), render, bad input" \
  scripts/check-tiles.sh build/gcc-release/worldlab
# GeoTIFF (COG) read back by GDAL = the raw files, its overviews, COG tiles and their mosaic, from the gcc-gdal CLI;
# the gcc-release CLI is the build without GDAL that must refuse --format tif; --overlap's shared edges; --xyz's
# pyramid and its Leaflet viewer in Chromium.
queue "CLI: GIS outputs (GeoTIFF = raw bits, overviews, COG tiles; --overlap edges; --xyz pyramid + viewer)" \
  scripts/check-gis.sh build/gcc-gdal/worldlab build/gcc-release/worldlab
queue "CLI: examples/slurm/tiles.sbatch as a real Slurm array (--array=0-6:2) on a one-node Slurm = 1 process" \
  scripts/check-slurm.sh build/gcc-release/worldlab
queue "installed library: examples/consumer (CMake static and shared, pkg-config) = worldlab hash" \
  scripts/check-consumer.sh build/gcc-release/worldlab

# -- The WASM builds' checks.
# The biome palettes seen with protanopia, deuteranopia and tritanopia: close pairs must differ in their legend pattern
# (the palettes come from the page's module).
queue "palettes: biome colours under simulated colour-vision deficiency" after wasm node tests/palette/check-cvd.mjs
queue "gtest wasm (node)" after wasm ctest --preset wasm
queue "gtest wasm simd128 (node)" after wasm ctest --preset wasm-simd
# Issue 12: strict arguments, bounded reading, atomic writes (native and WASM CLI); hostile input and the
# memory budget in the page's WASM module.
queue "cli: arguments, bounded input and atomic writes, native and wasm" \
  after wasm node tests/cli/check-cli.mjs -- build/gcc-release/worldlab node build/wasm/worldlab.js
queue "wasm module: hostile input and the memory budget" after wasm node tests/wasm/module.mjs
queue "wasm soak: 2,000 calls, a third invalid; memory flat, answers identical" \
  after wasm node --expose-gc tests/wasm/soak.mjs 2000
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
queue "eval: native, wasm and wasm simd128 answer identically" after wasm eval_parity
# The fdlibm ports exp/log/sin/cos (the climate, the water module) against V8's Math on 480,000 arguments.
detmath_v8() {
  node scripts/check-detmath.mjs -- build/gcc-release/worldlab &&
    node scripts/check-detmath.mjs -- node build/wasm/worldlab.js
}
queue "detmath: exp/log/sin/cos identical to V8's Math, native and wasm" after wasm detmath_v8

# -- The page's checks: its TypeScript, the lessons, the page in Chromium (tests/browser/*.mjs; drag.mjs and
# water.mjs time frames: they run alone, at the very end).
# The page's TypeScript, against the module's generated types (web/src/generated/worldlab_wasm.d.ts, written again
# here from the module just built, with generated/core.json, which the lessons' checks load too).
typecheck() { node scripts/generate-web.mjs && npx tsc --noEmit -p web; }
queue "typescript: tsc --noEmit -p web" after web typecheck
# Lab 2's row spectrum (web/src/spectrum.ts): its FFT against a direct DFT, and known answers.
queue "page math: lab 2's row spectrum (FFT = direct DFT)" node tests/web/spectrum.mjs
browser_one() {  # script
  node "$1" --native-hashes web/public/native-hashes.json
}
# labs.mjs and layout.mjs are the longest.
for script in tests/browser/labs.mjs tests/browser/layout.mjs; do
  queue "page in chromium: $(basename "$script")" after web browser_one "$script"
done
# The lessons (web/src/lessons/). The snippets step also measures the FMA figure the lessons check quotes.
queue "lessons: every snippet (C++ and JavaScript) makes its lab's map" after web node tests/snippets/run.mjs
queue "lessons: en and es alike, controls exist, measured figures recomputed" after web node tests/lessons/check.mjs
queue "lessons: rendered in chromium under a strict CSP" after web node tests/lessons/render.mjs
for script in tests/browser/*.mjs; do
  case $script in
    */labs.mjs | */layout.mjs | */drag.mjs | */water.mjs) ;;
    *) queue "page in chromium: $(basename "$script")" after web browser_one "$script" ;;
  esac
done

# -- The last builds' checks.
# The whole GoogleTest suite and the eval requests under AddressSanitizer + UndefinedBehaviorSanitizer:
# any report fails the step; the eval answers must equal the g++ build's.
sanitizers() {
  ctest --preset clang-asan &&
    build/gcc-release/worldlab eval < tests/eval/requests.jsonl > build/eval-native-for-asan.jsonl &&
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
      build/clang-asan/worldlab eval < tests/eval/requests.jsonl > build/eval-asan.jsonl &&
    cmp build/eval-asan.jsonl build/eval-native-for-asan.jsonl &&
    echo "asan+ubsan: the gtest suite and $(wc -l < tests/eval/requests.jsonl) eval requests ran clean"
}
queue "sanitizers: gtest and eval under ASan + UBSan (clang-14)" after asan sanitizers
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
queue "determinism manifest: golden file = g++ -O0/-O3/native, clang-14, wasm" after manifests manifests
queue "determinism manifest at every SIMD level x threads 1/2/7, g++ and clang-14, wasm scalar and simd128" \
  after wasm scripts/simd-manifests.sh
# The threaded batch calls under ThreadSanitizer: the task pool (nested, exceptions, a caller's scheduler), graph
# fills and every kernel fill at 1, 2 and 7 threads. Any report fails the step.
tsan() {
  TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1 \
    build/clang-tsan/tests/worldlab_threads_tests --gtest_filter='Tasks.*:*ThreadCount*' --gtest_brief=1
}
queue "tsan: the task pool and threaded fills under ThreadSanitizer (clang-14)" after all tsan

lanes 4

# ---- 3. Alone: the fuzzers (they fill both cores), then the two browser scripts that time frames ---------------------
# Every libFuzzer target and the URL parser at once for 30 s (builds nothing: the ASan build above has them).
if [ -e build/ready/asan ]; then
  step "fuzz: each libFuzzer target and the URL parser for 30 s, together" scripts/fuzz.sh --together 30
fi
if [ -e build/ready/web ]; then
  step "page in chromium: drag.mjs (frames while dragging, alone)" browser_one tests/browser/drag.mjs
  step "page in chromium: water.mjs (lab 12's erosion animation, alone)" browser_one tests/browser/water.mjs
fi

echo
((failed)) && printf 'failed: %s\n' "${failures[@]}"
echo "steps: $passed passed, $failed failed"
((failed == 0))
