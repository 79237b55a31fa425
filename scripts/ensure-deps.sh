#!/usr/bin/env bash
# Installs the locked dependencies when node_modules is missing or out of date with package-lock.json.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=node_modules/.lock-stamp
if [ -f "$stamp" ] && cmp -s package-lock.json "$stamp"; then
  exit 0
fi
npm ci --no-audit --no-fund
cp package-lock.json "$stamp"
