#!/usr/bin/env bash
# Writes the expected outputs of the Toy lowering tests (`examples/toy/tests.rs`,
# `lowered_toy_goes_on_through_the_standard_passes_as_with_mlir_opt`).
#
# mlir-opt has no Toy dialect, so each program is first lowered by our
# `toy-opt --toy-to-affine` (`X.affine.mlir`, generic form; the test checks it
# is still what the pass prints). mlir-opt 22 then runs the standard passes on
# it, and the test expects `toy-opt` to print the same for the whole pipeline:
#   X.cf.out      --lower-affine --convert-scf-to-cf
#   X.opt-cf.out  --canonicalize --cse --lower-affine --convert-scf-to-cf
set -euo pipefail
cd "$(dirname "$0")"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
cargo build -q -p toy-tutorial --bin toy-opt
toy_opt=../../../target/debug/toy-opt
for input in ch5 shapes; do
  "$toy_opt" --toy-to-affine --mlir-print-op-generic "$input.mlir" > "$input.affine.mlir"
  "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic \
    --lower-affine --convert-scf-to-cf "$input.affine.mlir" > "$input.cf.out"
  "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic \
    --canonicalize --cse --lower-affine --convert-scf-to-cf "$input.affine.mlir" > "$input.opt-cf.out"
done
