#!/usr/bin/env bash
# Every check CI runs, in order; installs what is missing first. Exits non-zero on the first failure
# and always prints one closing line with the number of tests that passed and failed.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports
rm -f reports/vitest.json reports/vitest-domain.json reports/playwright.json
trap 'node scripts/test-summary.mjs || true' EXIT

step() { printf '\n=== %s ===\n' "$1"; }

step "dependencies"
bash scripts/ensure-deps.sh
step "browser"
bash scripts/ensure-browser.sh
step "translations"
npm run --silent i18n:check
step "type-check"
npm run --silent typecheck
step "lint and architecture"
npm run --silent lint
step "unit, contract and component tests (with domain coverage)"
npm run --silent test:unit
step "production build (memory profile)"
npm run --silent build
step "size budget"
npm run --silent size
step "end-to-end tests (Playwright + axe)"
# The memory profile's build is the one made above; the http profile's is made here.
npm run --silent build:http-e2e
npx playwright test
