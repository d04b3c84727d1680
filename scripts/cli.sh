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
    [ -f "$root/build/wasm/worldlab.js" ] || (cd "$root" && scripts/build.sh wasm >&2)
    exec node "$root/build/wasm/worldlab.js" "$@" ;;
esac
