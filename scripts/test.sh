#!/usr/bin/env bash
# `npm test`: every check, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step says how long it took: the suite aims at under 8 minutes on two quiet cores (docs/architecture.md#testing).
step() {
  local began=$SECONDS
  echo
  echo "━━ $1"
  shift
  "$@"
  echo "━━ done in $((SECONDS - began)) s"
}
started=$SECONDS
# Lint and types side by side: each keeps about one core busy, so together they take the time of
# the longer. The types' output is printed after the lint's, not mixed in.
lint_and_types() {
  local types_log types_pid lint_status=0 types_status=0
  types_log=$(mktemp)
  # Next's route types first (.next/types, written in about a second), so this check is the
  # build's own and the build can skip it (next.config.ts).
  (npx next typegen && npx tsc --noEmit && npx tsc --noEmit -p src/service-worker) >"$types_log" 2>&1 &
  types_pid=$!
  npx eslint --max-warnings 0 . || lint_status=$?
  wait "$types_pid" || types_status=$?
  cat "$types_log"
  rm -f "$types_log"
  [ "$lint_status" -eq 0 ] && [ "$types_status" -eq 0 ]
}
step "Format (Biome: layout, import order, Tailwind class order; npm run format fixes)" npx biome check .
step "Import circles (dependency-cruiser, type-only imports included)" npm run -s cycles
step "Lint and types (ESLint with import direction; tsc --noEmit, the app and its service worker)" lint_and_types
step "Unit tests" npx vitest run --project unit --project unit-browser-state
# PostgreSQL too for the files where the engine matters (tests/integration/engine-dependent-files.ts),
# every file with TEST_ALL_ENGINES=1.
# The production build and the browser tests' template database are made beside the integration
# tests, which spend much of their time waiting on the job queue's timers and leave a core idle;
# their output follows the tests'.
integration_beside_build() {
  local build_log build_pid tests_status=0 build_status=0
  build_log=$(mktemp)
  (
    began=$SECONDS
    MARKETDESK_TYPES_CHECKED=1 npx tsx scripts/build.ts && npm run -s e2e:template
    echo "━━ production build and browser-test template done in $((SECONDS - began)) s"
  ) >"$build_log" 2>&1 &
  build_pid=$!
  npx vitest run --project integration || tests_status=$?
  wait "$build_pid" || build_status=$?
  cat "$build_log"
  rm -f "$build_log"
  [ "$tests_status" -eq 0 ] && [ "$build_status" -eq 0 ]
}
step "Integration tests (PGlite${TEST_DATABASE_URL:+, and PostgreSQL where the engine matters}), beside the production build" integration_beside_build
step "Browser tests (Chromium headless shell)" bash -c "bash scripts/ensure-chromium.sh && E2E_TEMPLATE_READY=1 npx playwright test"
echo
echo "All checks passed in $((SECONDS - started)) s."
