#!/usr/bin/env bash
# bench_design.sh — `gridgames snakes --design` on 10 x 10 with the classic
# rules (start 0, exact finish), over 50 targets spread from 15 to 80
# rolls: the median and the worst wall time of one call, natively and,
# when given, under node (minus node's start-up). Target: every call
# within 1 s. Each board is checked once (`--expected` within 0.5).
# tests/bench.sh runs it as its snakes-design section; alone:
#
#   bash tests/bench_design.sh build/native/gridgames [build/wasm/gridgames-cli.js]
set -u
cli=$1 wasm=${2:-}
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
targets=$(awk 'BEGIN { for (k = 0; k < 50; k++) printf "%d ", 15 + int(k * 65 / 49 + 0.5) }')
status=0
# run LABEL STARTUP_MS RUNNER...: one line of median / worst ms
run() {
  local label=$1 startup=$2 t start ms board e
  shift 2
  : > /tmp/bench_design.$$
  for t in $targets; do
    start=$(now_ms)
    board=$("$@" snakes --design --side 10 --expected "$t" --start 0 --rule exact --seed "$t") || status=1
    ms=$(( $(now_ms) - start - startup ))
    echo "$ms" >> /tmp/bench_design.$$
    e=$(echo "$board" | "$cli" snakes --expected --start 0 --rule exact)
    awk -v e="$e" -v t="$t" 'BEGIN { d = e - t; exit !(d <= 0.5 && d >= -0.5) }' ||
      { echo "T=$t: expected $e"; status=1; }
  done
  sort -n /tmp/bench_design.$$ | awk -v label="$label" '
    { v[NR] = $1 } END { printf "%-34s median %5d ms   worst %5d ms   (%d targets, 15..80)\n",
      label, (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2), v[NR], NR
      if (v[NR] > 1000) print "  MISSED: a call took more than 1 s" }'
  rm -f /tmp/bench_design.$$
}
echo "snakes --design --side 10 --start 0 --rule exact: wall time per call"
run "native" 0 "$cli"
if [ -n "$wasm" ]; then
  s0=$(now_ms)
  for i in 1 2 3; do node "$wasm" --help > /dev/null; done
  startup=$(( ($(now_ms) - s0) / 3 ))
  run "wasm under node, minus ${startup} ms start-up" "$startup" node "$wasm"
fi
exit $status
