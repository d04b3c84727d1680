#!/usr/bin/env bash
# Builds the given parts (default: native wasm web): `scripts/build.sh native|wasm|web|all|PRESET|PRESET:TARGET...`.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

build_preset() {  # preset [targets...]
  local preset=$1
  shift
  # Configured again when the presets changed since (a cache variable a preset gained, e.g. WORLDLAB_GDAL).
  [ "build/$preset/CMakeCache.txt" -nt CMakePresets.json ] || cmake --preset "$preset" >/dev/null
  if (($#)); then
    cmake --build --preset "$preset" --target "$@"
  else
    cmake --build --preset "$preset"
  fi
}

parts=("$@")
((${#parts[@]})) || parts=(native wasm web)
for part in "${parts[@]}"; do
  case "$part" in
    native) build_preset gcc-release ;;
    wasm) build_preset wasm && build_preset wasm-simd worldlab_wasm ;;
    web)
      [ -f web/src/generated/worldlab_wasm.js ] || build_preset wasm worldlab_wasm
      [ -f web/src/generated/worldlab_wasm_simd.js ] || build_preset wasm-simd worldlab_wasm
      # The page's types and core data, from the module itself (the module's link writes them too).
      node scripts/generate-web.mjs
      # The native build's hashes of every preset, shipped with the page for lab 9 (git-ignored).
      [ -x build/gcc-release/worldlab ] || build_preset gcc-release worldlab_cli
      node scripts/web-hashes.mjs --cli build/gcc-release/worldlab --out web/public/native-hashes.json
      npx vite build --config web/vite.config.ts --logLevel warn ;;
    all) "$0" native wasm web ;;
    *:*) build_preset "${part%%:*}" "${part#*:}" ;;
    *) build_preset "$part" ;;
  esac
done
