#!/usr/bin/env bash
# Runs each tool on one input in turn, `reps` times, and prints per tool the
# smallest, median and largest wall time, the median user time and peak RSS,
# and every wall time; then, for each tool after the first, the median (and
# range) of its wall time over the first tool's in the same repetition.
# Outputs go to /dev/null: compare them with mlir-opt's before timing.
# Usage: benches/alternate.sh reps "flags" input tool1 tool2 ...
#   benches/alternate.sh 5 --allow-unregistered-dialect \
#     target/bench-inputs/generic_1M.mlir mlir-opt-22 target/release/mlir-rs-opt
set -euo pipefail
reps=$1 flags=$2 input=$3
shift 3
times=$(mktemp)
trap 'rm -f "$times" "$times.one"' EXIT
for ((rep = 0; rep < reps; rep++)); do
  for tool in "$@"; do
    # shellcheck disable=SC2086 # the flags are words
    /usr/bin/time -o "$times.one" -f '%e %U %M' "$tool" "$input" $flags -o /dev/null > /dev/null 2>&1 || true
    echo "$rep $tool $(tail -1 "$times.one")" >> "$times"
  done
done
python3 - "$times" "$@" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1])]
tools = sys.argv[2:]
wall = {t: {int(r[0]): float(r[2]) for r in rows if r[1] == t} for t in tools}
for t in tools:
    w = [float(r[2]) for r in rows if r[1] == t]
    u = [float(r[3]) for r in rows if r[1] == t]
    m = [int(r[4]) / 1024 for r in rows if r[1] == t]
    print(f"{t}: wall min {min(w):.2f} median {statistics.median(w):.2f} max {max(w):.2f} s,"
          f" user median {statistics.median(u):.2f} s, peak RSS median {statistics.median(m):.1f} MiB;"
          f" walls {' '.join(f'{x:.2f}' for x in w)}")
base = tools[0]
for t in tools[1:]:
    ratios = [wall[t][rep] / wall[base][rep] for rep in wall[base] if wall[base][rep] > 0]
    print(f"{t} / {base}: median {statistics.median(ratios):.2f} ({min(ratios):.2f}-{max(ratios):.2f})")
PY
