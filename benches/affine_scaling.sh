#!/usr/bin/env bash
# The affine analysis and loop fusion on growing loop nests, mlir-rs-opt beside
# mlir-opt-22 in the same run (tools/src/bin/gen_affine.rs); see BENCHMARKS.md.
# For each shape:
#   1. writes the input to target/bench-inputs/affine_<shape>.mlir;
#   2. checks that both tools write the same stdout and stderr (the dependence
#      check's remarks are on stderr), and stops if not;
#   3. times both, alternating, `reps` times each, with --mlir-disable-threading
#      (benches/alternate.sh: wall, user, peak RSS; the ratio per repetition).
# Shapes:
#   deps D A:   the dependence check of every ordered pair of accesses of each
#               function at every depth (func.func(test-memref-dependence-check))
#               on 20 functions, and --affine-parallelize on 200, each function
#               one perfect nest D deep with A accesses;
#   fusion S N: --affine-loop-fusion on 20 functions, each a pipeline of S
#               2-D nests over NxN buffers.
# Usage: benches/affine_scaling.sh [reps]     (default: 3)
# Build first: cargo build --release -p mlir-rs-opt -p mlir-rs-tools --bin gen_affine
set -euo pipefail
cd "$(dirname "$0")/.."
reps="${1:-3}"
ours="${OURS:-target/release/mlir-rs-opt}"
gen="${GEN:-target/release/gen_affine}"
ref="${MLIR_OPT:-mlir-opt-22}"
dir="${DIR:-target/bench-inputs}"
mkdir -p "$dir"

# Runs one flag on one input: the outputs compared, then timed.
measure() {
  local input=$1 flag=$2
  "$ref" "$flag" --mlir-disable-threading "$input" > "$dir/ref.out" 2> "$dir/ref.err" || true
  "$ours" "$flag" --mlir-disable-threading "$input" > "$dir/ours.out" 2> "$dir/ours.err" || true
  if ! cmp -s "$dir/ref.out" "$dir/ours.out" || ! cmp -s "$dir/ref.err" "$dir/ours.err"; then
    echo "outputs differ: $flag $input" >&2
    exit 1
  fi
  echo "== $flag $(basename "$input") ($(grep -c 'affine\.' "$input") affine ops)"
  benches/alternate.sh "$reps" "$flag --mlir-disable-threading" "$input" "$ref" "$ours"
}

for shape in "2 8" "2 32" "2 64" "3 16" "4 16" "5 16" "6 16" "8 16"; do
  read -r depth accesses <<< "$shape"
  input="$dir/affine_deps_${depth}_${accesses}.mlir"
  "$gen" deps 20 "$depth" "$accesses" > "$input"
  measure "$input" "--pass-pipeline=builtin.module(func.func(test-memref-dependence-check))"
  input="$dir/affine_parallel_${depth}_${accesses}.mlir"
  "$gen" deps 200 "$depth" "$accesses" > "$input"
  measure "$input" --affine-parallelize
done

for shape in "4 64" "16 64" "64 64" "128 64"; do
  read -r stages size <<< "$shape"
  input="$dir/affine_fusion_${stages}_${size}.mlir"
  "$gen" fusion 20 "$stages" "$size" > "$input"
  measure "$input" --affine-loop-fusion
done
