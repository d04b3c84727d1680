#!/usr/bin/env bash
# Formats every C++ source with the checked-in .clang-format (`npm run format`; `--check` only reports).
set -euo pipefail
cd "$(dirname "$0")/.."
files=$(git ls-files '*.cpp' '*.hpp')
if [ "${1:-}" = "--check" ]; then
  clang-format --dry-run --Werror $files
else
  clang-format -i $files
fi
