#!/usr/bin/env bash
# `npm test`: every check, each step timed into .tmp/ci-steps.tsv for scripts/ci-summary.mjs —
# typecheck and lint side by side, every vitest project (the server files that touch SQL a second
# time on PostgreSQL when DATABASE_URL is set), the date suites at 23:30 UTC, a sample of 10
# mutants per machine, the build and the end-to-end journeys. `.ci/run` runs exactly this after
# installing; the long variants are `npm run test:full` (README "Test it").
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
steps=.tmp/ci-steps.tsv
# CI (.ci/run) has written its install step already; a local run starts the file afresh.
[ "${CI:-}" = true ] || : >"$steps"
ci_start=$(date +%s%N)

# CPU time (user + system, ms) of every finished child of this script so far: what a step costs
# whatever else the shared machine is doing.
# `times` must run in this shell (not in a $(…) subshell), so it writes a file that is read after.
# One file per (sub)shell: the two lanes below run side by side.
cpu_file() { echo ".tmp/ci-times-$BASHPID.txt"; }
children_cpu_ms() {
  awk 'END { total = 0; for (i = 1; i <= 2; i++) { split($i, p, "m"); total += p[1] * 60 + p[2] } printf "%d", total * 1000 }' "$1"
}

# step NAME COMMAND...: runs it, records "name<TAB>wall ms<TAB>exit code<TAB>CPU ms" for scripts/ci-summary.mjs.
step() {
  local name=$1
  shift
  local start cpu code file
  file=$(cpu_file)
  start=$(date +%s%N)
  times >"$file"
  cpu=$(children_cpu_ms "$file")
  echo "::: $name"
  "$@"
  code=$?
  times >"$file"
  printf '%s\t%s\t%s\t%s\n' "$name" "$((($(date +%s%N) - start) / 1000000))" "$code" "$(($(children_cpu_ms "$file") - cpu))" >>"$steps"
  return "$code"
}

# Typecheck and lint are single-threaded: side by side they take the time of the longer one.
both() {
  npm run typecheck >.tmp/ci-typecheck.log 2>&1 &
  local typecheck=$!
  npm run lint >.tmp/ci-lint.log 2>&1 &
  local lint=$!
  local code=0
  wait "$typecheck" || { code=1; echo 'typecheck failed:'; cat .tmp/ci-typecheck.log; }
  wait "$lint" || { code=1; echo 'lint failed:'; cat .tmp/ci-lint.log; }
  return "$code"
}

# The journeys wait on their servers and browsers far more than they compute (four lanes used two
# cores about a third of the time), so they run beside the CPU-bound checks instead of after them:
# first the build and the seeded test database they start on, then the two side by side.
status=0
step 'build + test database template' eval 'npm run build && node --import tsx tests/support/make-template.ts' || status=1

checks() {
  local code=0
  step 'typecheck + lint' both || code=1
  # Every project, the PostgreSQL one too (DATABASE_URL is set), two test files at a time.
  step 'vitest (all projects, PGlite + PostgreSQL)' npm run test:unit || code=1
  step 'date suites at 23:30 UTC' npm run test:midnight || code=1
  step 'mutation sample (10 per machine)' npm run test:mutation -- --sample 10 || code=1
  return "$code"
}
journeys() {
  # Their output is printed whole when they end, not interleaved with the checks'.
  step 'e2e (beside the checks)' npx playwright test >.tmp/ci-e2e.log 2>&1
  local code=$?
  echo '::: e2e output'
  cat .tmp/ci-e2e.log
  return "$code"
}
if [ "$status" = 0 ]; then
  journeys &
  journeys_pid=$!
else
  echo 'e2e not run: the build failed'
  journeys_pid=
fi
checks || status=1
[ -z "$journeys_pid" ] || wait "$journeys_pid" || status=1

file=$(cpu_file)
times >"$file"
printf '%s\t%s\t%s\t%s\n' 'total of npm test' "$((($(date +%s%N) - ci_start) / 1000000))" "$status" "$(children_cpu_ms "$file")" >>"$steps"

exit "$status"
