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
cpu_file=.tmp/ci-times.txt
children_cpu_ms() {
  awk 'END { total = 0; for (i = 1; i <= 2; i++) { split($i, p, "m"); total += p[1] * 60 + p[2] } printf "%d", total * 1000 }' "$cpu_file"
}

# step NAME COMMAND...: runs it, records "name<TAB>wall ms<TAB>exit code<TAB>CPU ms" for scripts/ci-summary.mjs.
step() {
  local name=$1
  shift
  local start cpu code
  start=$(date +%s%N)
  times >"$cpu_file"
  cpu=$(children_cpu_ms)
  echo "::: $name"
  "$@"
  code=$?
  times >"$cpu_file"
  printf '%s\t%s\t%s\t%s\n' "$name" "$((($(date +%s%N) - start) / 1000000))" "$code" "$(($(children_cpu_ms) - cpu))" >>"$steps"
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

status=0
step 'typecheck + lint' both || status=1
# Every project, the PostgreSQL one too (DATABASE_URL is set), two test files at a time.
step 'vitest (all projects, PGlite + PostgreSQL)' npm run test:unit || status=1
step 'date suites at 23:30 UTC' npm run test:midnight || status=1
step 'mutation sample (10 per machine)' npm run test:mutation -- --sample 10 || status=1
step 'build' npm run build || status=1
step 'e2e' npx playwright test || status=1
times >"$cpu_file"
printf '%s\t%s\t%s\t%s\n' 'total of npm test' "$((($(date +%s%N) - ci_start) / 1000000))" "$status" "$(children_cpu_ms)" >>"$steps"

exit "$status"
