#!/usr/bin/env bash
# Installs whatever is missing on this machine: the Debian packages the builds and tests need, then the npm packages.
set -euo pipefail
cd "$(dirname "$0")/.."

# Node.js and npm come with the machine (they run this script). Debian packages: compilers and build tools (Ninja: the presets'
# generator; make: the consumer example's default one), header-only and test libraries, emscripten, the
# browser the tests drive, pkg-config (the consumer example's one-command build) python3 (the C API's ctypes example) and python3-yaml (the tiles test reads the Kubernetes example), gdal-bin (the GIS checks open the sidecars and mosaic.vrt with gdalinfo and gdal_translate), libgdal-dev (the gcc-release preset builds the CLI's GeoTIFF output, WORLDLAB_GDAL), slurm-wlm and munge (scripts/check-slurm.sh runs the Slurm example on a one-node Slurm it starts). /usr/src/googletest (package googletest) is compiled by em++ for WASM.
packages=(g++ clang-14 cmake ninja-build make googletest libgtest-dev libbenchmark-dev nlohmann-json3-dev
  libcli11-dev libpng-dev emscripten binaryen chromium clang-format time pkgconf ccache python3 python3-yaml gdal-bin libgdal-dev
  slurm-wlm munge
  libnoise-dev libstb-dev)  # the last two: peers in the benchmarks only (optional to the build)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing Debian packages: ${missing[*]}"
  sudo_cmd=()
  [ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
fi

# npm packages, exactly as package-lock.json pins them.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: npm ci"
  npm ci --no-audit --no-fund
fi
