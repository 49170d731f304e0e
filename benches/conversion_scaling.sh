#!/usr/bin/env bash
# Whether `--convert-scf-to-cf` (the dialect conversion framework) scales
# linearly: the pass time per op at N and at 4N ops, on one thread, for two
# shapes of input (see BENCHMARKS.md, "Dialect conversion"):
#   - `gen_scf N`: N ops in functions of bounded size (the 1M-op benchmark's
#     input); the cost per op must stay flat;
#   - one block holding K `scf.if` ops in a row (generated here): lowering
#     each splits the block; a split relabels only the shorter half, so the
#     cost per op must stay flat too (mlir-opt moves the tail and is
#     quadratic here).
# A line is marked SUPERLINEAR when the cost per op grows more than 2x while
# the input grows 4x. Nothing is compared with mlir-opt here; the outputs'
# identity with mlir-opt's is checked by benches/pass_threads.sh.
# Usage: benches/conversion_scaling.sh [N] [K]     (default: 100000 2000)
# Build first: cargo build --release -p mlir-rs-opt -p mlir-rs-tools
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-100000}"
k="${2:-2000}"
ours="${OURS:-target/release/mlir-rs-opt}"
gen="${GEN:-target/release/gen_scf}"
dir="${DIR:-target/bench-inputs}"
for tool in "$ours" "$gen"; do
  [ -x "$tool" ] || { echo "missing $tool: build it first (see the header)" >&2; exit 1; }
done
mkdir -p "$dir"

# One function whose entry block holds `$1` `scf.if`s in a row, each using
# the previous one's result.
one_block() {
  awk -v n="$1" 'BEGIN {
    print "func.func @f(%c: i1, %a: i32) -> i32 {"
    print "  %v0 = arith.addi %a, %a : i32"
    for (i = 0; i < n; i++) {
      printf "  %%v%d = scf.if %%c -> (i32) {\n    scf.yield %%v%d : i32\n", i + 1, i
      printf "  } else {\n    %%t%d = arith.addi %%v%d, %%a : i32\n", i, i
      printf "    scf.yield %%t%d : i32\n  }\n", i
    }
    printf "  return %%v%d : i32\n}\n", n
  }'
}

# The pass time (s) of one single-threaded run on file `$1`.
pass_time() {
  "$ours" --convert-scf-to-cf --mlir-disable-threading --mlir-timing "$1" -o /dev/null 2>&1 \
    | grep -F SCFToControlFlowPass | grep -oE '[0-9]+\.[0-9]+ \(' | tail -1 | tr -d ' ('
}

echo "| input | ops | pass time (s) | µs per op | growth of the cost per op |"
echo "|---|---:|---:|---:|---|"
for shape in gen_scf one_block; do
  base="$n"
  [ "$shape" = one_block ] && base="$k"
  previous=""
  for size in "$base" $((4 * base)); do
    file="$dir/scaling_${shape}_$size.mlir"
    if [ "$shape" = gen_scf ]; then "$gen" "$size" > "$file"; else one_block "$size" > "$file"; fi
    # Ops in the input: gen_scf's count is its argument; the block has four
    # per scf.if (the if, an addi, two yields), and the function, its first
    # addi and its return.
    ops="$size"
    [ "$shape" = one_block ] && ops=$((4 * size + 3))
    t=$(pass_time "$file")
    per=$(echo "$t * 1000000 / $ops" | bc -l)
    growth="—"
    if [ -n "$previous" ]; then
      factor=$(echo "$per / $previous" | bc -l)
      growth=$(printf '%.2fx' "$factor")
      if (($(echo "$factor > 2" | bc -l))); then growth="$growth SUPERLINEAR"; fi
    fi
    printf '| %s | %d | %.3f | %.2f | %s |\n' "$shape" "$ops" "$t" "$per" "$growth"
    previous="$per"
    rm -f "$file"
  done
done
