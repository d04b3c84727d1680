#!/usr/bin/env bash
# The installable library, tried as a consumer would: builds worldlab with every optional component off
# (and the optional packages made unfindable), installs it into a temporary prefix, then builds
# examples/consumer against that prefix three ways (CMake + static library, CMake + shared library,
# one pkg-config command) and checks each prints the hash `worldlab hash` prints for the same maps, run without
# LD_LIBRARY_PATH (the installed pkg-config files carry an rpath); that the CLI and the C API configure without
# GoogleTest and Google Benchmark (the README's install command); then the developer build installed: the C API
# used by the C test through pkg-config, and the JSON loaders (component json) used by examples/consumer's
# graph_hash, which must print `worldlab hash --layer graph`'s hash.
# Usage: scripts/check-consumer.sh [path to the worldlab CLI] (default build/gcc-release/worldlab)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
cli=${1:-build/gcc-release/worldlab}
[ -x "$cli" ] || { echo "check-consumer: no CLI at $cli (build gcc-release first)"; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/worldlab-consumer.XXXXXX")
trap 'rm -rf "$work"' EXIT
prefix=$work/prefix

# The library alone: a failing find_package for any optional dependency would stop the configure.
# The compiler is the gcc-release preset's, so ccache reuses its objects.
cmake --fresh -S . -B build/consumer-lib -G Ninja --no-warn-unused-cli -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_CXX_COMPILER=g++ -DWORLDLAB_DEVELOPER=OFF \
  -DCMAKE_DISABLE_FIND_PACKAGE_nlohmann_json=ON -DCMAKE_DISABLE_FIND_PACKAGE_CLI11=ON \
  -DCMAKE_DISABLE_FIND_PACKAGE_PNG=ON -DCMAKE_DISABLE_FIND_PACKAGE_GTest=ON \
  -DCMAKE_DISABLE_FIND_PACKAGE_benchmark=ON >/dev/null
cmake --build build/consumer-lib >build/consumer-lib/build.log 2>&1 ||
  { grep -E -A5 'error|Error' build/consumer-lib/build.log | head -40; exit 1; }
cmake --install build/consumer-lib --prefix "$prefix" >/dev/null
echo "installed: $(cd "$prefix" && find . -type f | sort | grep -v '^./include/worldlab/' | tr '\n' ' ')"
for f in share/doc/worldlab/LICENSE lib/libworldlab.a lib/libworldlab.so lib/cmake/worldlab/worldlabConfig.cmake \
  lib/cmake/worldlab/worldlabConfigVersion.cmake lib/pkgconfig/worldlab.pc include/worldlab/terrain.hpp; do
  [ -e "$prefix/$f" ] || { echo "FAIL: $f is not installed"; exit 1; }
done
# The core's headers and library reach nothing beyond the C++ standard library.
if grep -rlE 'nlohmann|CLI/|png\.h|gtest|benchmark/' "$prefix/include"; then
  echo "FAIL: an installed header includes an optional dependency"
  exit 1
fi
needed=$(readelf -d "$prefix/lib/libworldlab.so" | sed -n 's/.*NEEDED.*\[\(.*\)\]/\1/p' | tr '\n' ' ')
echo "libworldlab.so needs: $needed"
for lib in $needed; do
  case "$lib" in libstdc++.so.* | libm.so.* | libgcc_s.so.* | libc.so.*) ;; *)
    echo "FAIL: libworldlab.so needs $lib"
    exit 1 ;;
  esac
done

cmake -S examples/consumer -B "$work/static" -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$work/static" >/dev/null
cmake -S examples/consumer -B "$work/shared" -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_BUILD_TYPE=Release \
  -DWORLDLAB_USE_SHARED=ON >/dev/null
cmake --build "$work/shared" >/dev/null
loads=$(ldd "$work/shared/terrain_hash")  # whole, before grep: grep -q would cut ldd short (SIGPIPE)
grep -q "$prefix/lib/libworldlab.so" <<<"$loads" ||
  { echo "FAIL: the shared build does not load the installed libworldlab.so"; exit 1; }
# The same program with one pkg-config command.
PKG_CONFIG_PATH=$prefix/lib/pkgconfig
export PKG_CONFIG_PATH
g++ -std=c++20 -O2 examples/consumer/main.cpp $(pkg-config --cflags --libs worldlab) -o "$work/pc_hash"

status=0
for args in "warp-single 1 256" "islands 42 128" "musgrave-mountains -7 64"; do
  read -r preset seed size <<<"$args"
  want=$("$cli" hash --preset "$preset" --seed "$seed" --size "$size")
  for build in static/terrain_hash shared/terrain_hash pc_hash; do
    got=$(env -u LD_LIBRARY_PATH "$work/$build" "$preset" "$seed" "$size")
    if [ "$got" = "$want" ]; then
      echo "ok   $build $args: $got"
    else
      echo "FAIL $build $args: $got, worldlab hash says $want"
      status=1
    fi
  done
done

# The README's install of the CLI and the C API without the test and benchmark libraries: it configures with
# GoogleTest and Google Benchmark unfindable (configure only; the developer build below compiles the same sources).
if cmake --fresh -S . -B "$work/cli-only" -G Ninja --no-warn-unused-cli -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_CXX_COMPILER=g++ -DWORLDLAB_DEVELOPER=OFF -DWORLDLAB_JSON=ON -DWORLDLAB_CLI=ON -DWORLDLAB_C_API=ON \
  -DCMAKE_DISABLE_FIND_PACKAGE_GTest=ON -DCMAKE_DISABLE_FIND_PACKAGE_benchmark=ON >"$work/cli-only.log" 2>&1; then
  echo "ok   the CLI and the C API configure without GoogleTest and Google Benchmark"
else
  tail -20 "$work/cli-only.log"
  echo "FAIL the CLI and the C API do not configure without GoogleTest and Google Benchmark"
  status=1
fi

# The C API as installed by a developer build (cmake --install build/gcc-release): the C test built with
# one pkg-config command as strict C99 prints the same lines as the build tree's.
dev=$(dirname "$cli")
if [ -f "$dev/libworldlab_c.so" ] && [ -x "$dev/tests/worldlab_c_test" ]; then
  cmake --install "$dev" --prefix "$work/dev" >/dev/null
  PKG_CONFIG_PATH=$work/dev/lib/pkgconfig
  cc -std=c99 -pedantic -Wall -Wextra -Werror -O2 tests/c/test_c_api.c $(pkg-config --cflags --libs worldlab-c) \
    -o "$work/c_test"
  if diff <(env -u LD_LIBRARY_PATH "$work/c_test" tests/c/graph.json) \
    <("$dev/tests/worldlab_c_test" tests/c/graph.json) >/dev/null; then
    echo "ok   the C test built against the installed worldlab-c.pc prints the build tree's lines"
  else
    echo "FAIL the C test built against the installed C API differs from the build tree's"
    status=1
  fi
  # The JSON loaders, installed with the developer build: graph_hash reads the C test's graph document.
  cmake -S examples/consumer -B "$work/json" -DCMAKE_PREFIX_PATH="$work/dev" -DCMAKE_BUILD_TYPE=Release \
    -DWORLDLAB_USE_JSON=ON >/dev/null
  cmake --build "$work/json" >/dev/null
  view=(3 -40 10 2.5 80 60)
  want=$("$cli" hash --layer graph --graph tests/c/graph.json --seed "${view[0]}" --x0 "${view[1]}" \
    --y0 "${view[2]}" --step "${view[3]}" --width "${view[4]}" --height "${view[5]}")
  got=$(env -u LD_LIBRARY_PATH "$work/json/graph_hash" tests/c/graph.json "${view[@]}")
  if [ -n "$want" ] && [ "$got" = "$want" ]; then
    echo "ok   graph_hash, built with the installed JSON loaders (worldlab::json), = worldlab hash: $got"
  else
    echo "FAIL graph_hash with the installed JSON loaders: $got, worldlab hash says $want"
    status=1
  fi
fi
exit $status
