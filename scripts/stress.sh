#!/usr/bin/env bash
# The flakiness check: runs the browser tests N times (default 3) with a
# CPU-heavy process (`yes`) busy beside them, and reports every failure of
# every run. With --all, runs the whole of `npm test` instead.
#   npm run test:stress            3 runs of the e2e project
#   npm run test:stress -- 5 --all 5 runs of npm test
set -uo pipefail
cd "$(dirname "$0")/.."

runs=3
all=false
for arg in "$@"; do
  case $arg in
    --all) all=true ;;
    '' | *[!0-9]*) echo "test:stress: unknown argument \"$arg\": expected a number of runs or --all" >&2; exit 2 ;;
    *) runs=$arg ;;
  esac
done
[ "$runs" -ge 1 ] || { echo "test:stress: runs = $runs is not allowed: expected at least 1" >&2; exit 2; }

bash scripts/setup.sh --test || exit 1
yes >/dev/null &
hog=$!
trap 'kill $hog 2>/dev/null' EXIT
echo "[stress] a CPU-heavy process (yes, pid $hog) runs beside the tests"

out=$(mktemp -d)
failed_runs=0
for i in $(seq 1 "$runs"); do
  start=$(date +%s)
  if $all; then
    npm test >"$out/run-$i.log" 2>&1
  else
    npx vitest run --project e2e --reporter=dot --reporter=json --outputFile="$out/run-$i.json" >"$out/run-$i.log" 2>&1
  fi
  code=$?
  took=$(($(date +%s) - start))
  if [ $code -eq 0 ]; then
    echo "[stress] run $i of $runs: passed in ${took}s"
  else
    failed_runs=$((failed_runs + 1))
    echo "[stress] run $i of $runs: FAILED (exit $code) in ${took}s; its log: $out/run-$i.log"
    if [ -f "$out/run-$i.json" ]; then
      node -e '
        const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
        for (const f of r.testResults)
          for (const t of f.assertionResults)
            if (t.status === "failed") console.log(`[stress]   ${f.name.replace(process.cwd() + "/", "")} > ${t.fullName}\n[stress]     ${(t.failureMessages[0] ?? "").split("\n")[0]}`);
      ' "$out/run-$i.json"
    else
      tail -n 30 "$out/run-$i.log" | sed 's/^/[stress]   /'
    fi
  fi
done
echo "[stress] $((runs - failed_runs)) of $runs runs passed"
[ $failed_runs -eq 0 ]
