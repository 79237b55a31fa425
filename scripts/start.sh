#!/usr/bin/env bash
# Installs what is missing, then serves the application in the memory profile (no server needed).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
npm run --silent i18n:compile
exec npx vite --host "${HOST:-127.0.0.1}" --port "${PORT:-5173}" --strictPort
