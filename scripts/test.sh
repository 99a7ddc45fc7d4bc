#!/usr/bin/env bash
# `npm test`: every check, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step says how long it took: the suite is kept under 20 minutes on two cores (docs/architecture.md#testing).
step() {
  local began=$SECONDS
  echo
  echo "━━ $1"
  shift
  "$@"
  echo "━━ done in $((SECONDS - began)) s"
}
started=$SECONDS
step "Lint (ESLint, import direction)" npx eslint --max-warnings 0 .
step "Types (tsc --noEmit, the app and its service worker)" bash -c "npx tsc --noEmit && npx tsc --noEmit -p src/service-worker"
step "Unit tests" npx vitest run --project unit
step "Integration tests (PGlite${TEST_DATABASE_URL:+ and PostgreSQL})" npx vitest run --project integration
step "Production build" npx tsx scripts/build.ts
step "Browser tests (Chromium headless shell)" bash -c "bash scripts/ensure-chromium.sh && npx playwright test"
echo
echo "All checks passed in $((SECONDS - started)) s."
