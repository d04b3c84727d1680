#!/usr/bin/env bash
# Runs the CLI: `scripts/cli.sh native|wasm ARGS...`; builds it first if it is missing.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
target=$1
shift
case "$target" in
  native)
    [ -x "$root/build/gcc-release/worldlab" ] || (cd "$root" && scripts/build.sh gcc-release >&2)
    exec "$root/build/gcc-release/worldlab" "$@" ;;
  wasm)
    # The SIMD128 build when this engine has SIMD (and the build exists), else the scalar one.
    [ -f "$root/build/wasm/worldlab.js" ] || (cd "$root" && scripts/build.sh wasm >&2)
    exec node "$root/scripts/worldlab-wasm.cjs" "$@" ;;
esac
