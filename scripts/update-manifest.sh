#!/usr/bin/env bash
# `npm run manifest:update`: the one way to change the golden manifest (tests/manifest/expected.json).
# Writes the g++ release build's manifest there, lists the entries that moved, and prints the line
# docs/CHANGES.md must gain ("manifest DIGEST: which entries moved and why"); npm test fails until it has it.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
scripts/build.sh gcc-release:worldlab_cli >/dev/null
golden=tests/manifest/expected.json
fresh=$(mktemp)
trap 'rm -f "$fresh"' EXIT
build/gcc-release/worldlab manifest --out "$fresh"
node scripts/compare-manifests.mjs "$golden" "$fresh" || true
node -e '
const fs = require("fs");
const m = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
m.build = "golden: committed reference (" + m.build + "); every build must equal it";
fs.writeFileSync(process.argv[2], JSON.stringify(m, null, 2) + "\n");' "$fresh" "$golden"
echo
echo "Wrote $golden. Add to docs/CHANGES.md a line:"
echo "  - manifest $(node scripts/manifest-digest.mjs "$golden"): <which entries moved and why>"
