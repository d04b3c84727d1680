#!/usr/bin/env bash
# `npm run graphs:update`: writes the named graphs shipped with the core (cpp/graphs/NAME.json) from
# `worldlab graph --preset NAME --json`; a GoogleTest fails while a committed document differs.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh gcc-release:worldlab_cli >/dev/null
mkdir -p cpp/graphs
rm -f cpp/graphs/*.json
for name in $(build/gcc-release/worldlab graph --list); do
  build/gcc-release/worldlab graph --preset "$name" --json > "cpp/graphs/$name.json"
done
ls cpp/graphs
