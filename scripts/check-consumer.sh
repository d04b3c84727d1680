#!/usr/bin/env bash
# The installable library, tried as a consumer would: builds worldlab with every optional component off
# (and the optional packages made unfindable), installs it into a temporary prefix, then builds
# examples/consumer against that prefix three ways (CMake + static library, CMake + shared library,
# one pkg-config command) and checks each prints the hash `worldlab hash` prints for the same maps; then
# the C API installed from the developer build, used by the C test through pkg-config.
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
for f in lib/libworldlab.a lib/libworldlab.so lib/cmake/worldlab/worldlabConfig.cmake \
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
    got=$(LD_LIBRARY_PATH=$prefix/lib "$work/$build" "$preset" "$seed" "$size")
    if [ "$got" = "$want" ]; then
      echo "ok   $build $args: $got"
    else
      echo "FAIL $build $args: $got, worldlab hash says $want"
      status=1
    fi
  done
done

# The C API as installed by a developer build (cmake --install build/gcc-release): the C test built with
# one pkg-config command as strict C99 prints the same lines as the build tree's.
dev=$(dirname "$cli")
if [ -f "$dev/libworldlab_c.so" ] && [ -x "$dev/tests/worldlab_c_test" ]; then
  cmake --install "$dev" --prefix "$work/dev" >/dev/null
  PKG_CONFIG_PATH=$work/dev/lib/pkgconfig
  cc -std=c99 -pedantic -Wall -Wextra -Werror -O2 tests/c/test_c_api.c $(pkg-config --cflags --libs worldlab-c) \
    -o "$work/c_test"
  if diff <(LD_LIBRARY_PATH=$work/dev/lib "$work/c_test" tests/c/graph.json) \
    <("$dev/tests/worldlab_c_test" tests/c/graph.json) >/dev/null; then
    echo "ok   the C test built against the installed worldlab-c.pc prints the build tree's lines"
  else
    echo "FAIL the C test built against the installed C API differs from the build tree's"
    status=1
  fi
fi
exit $status
