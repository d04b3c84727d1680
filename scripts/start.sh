#!/usr/bin/env bash
# `npm start`: installs what is missing, builds native + WASM + the page, and serves the page on 127.0.0.1.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh native wasm web
port=${PORT:-5173}
echo "worldlab lab: http://127.0.0.1:$port/"
exec npx vite preview --config web/vite.config.ts --host 127.0.0.1 --port "$port" --strictPort
