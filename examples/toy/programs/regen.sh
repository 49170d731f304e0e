#!/usr/bin/env bash
# Writes the expected outputs of `toyc`'s stages after Toy, for the tests of
# `examples/toy/tests/toyc.rs`. mlir-opt has no Toy dialect, so each stage
# that starts from Toy is run by our tools and committed as the input of the
# next; the stages made by upstream passes come from MLIR 22's tools:
#
#   P.affine-input.mlir  ours: toyc -emit=mlir, then toy-opt with the
#                        tutorial's -opt and toy-to-affine (generic form)
#   P.mlir-affine        mlir-opt-22 --pass-pipeline='builtin.module(func.func(canonicalize,cse))'
#   P.mlir-affine-opt    the same with affine-loop-fusion,affine-scalrep
#   P.llvm-input.mlir    ours: toy-opt --toy-print-to-llvm on P.mlir-affine
#   P.mlir-llvm          mlir-opt-22 with the runner's standard lowering
#   P.ll                 mlir-translate-22 --mlir-to-llvmir on P.mlir-llvm
#   P.out                mlir-runner-22 running P.mlir-llvm's main
#
# The tests expect `toyc -emit=mlir-affine [-opt]`, `-emit=mlir-llvm`,
# `-emit=llvm` and `-emit=jit` to give the same, and our intermediate
# stages to be still what is committed.
set -euo pipefail
cd "$(dirname "$0")"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
MLIR_TRANSLATE="${MLIR_TRANSLATE:-mlir-translate-22}"
MLIR_RUNNER="${MLIR_RUNNER:-mlir-runner-22}"
cargo build -q -p toy-tutorial --bin toyc --bin toy-opt
bin=../../../target/debug
toy_optimize="$(sed -n 's/^pub const TOY_OPTIMIZE: &str = "\(.*\)";$/\1/p' ../dialect/mod.rs)"
standard="$(cat ../../../tests/e2e/pipeline.txt)"
for program in ch*.toy; do
  grep -q '^def main' "$program" || continue
  p="expected/${program%.toy}"
  "$bin/toyc" "$program" -emit=mlir > "$p.toy.tmp.mlir"
  "$bin/toy-opt" --mlir-print-op-generic \
    --pass-pipeline="builtin.module($toy_optimize,toy-to-affine)" "$p.toy.tmp.mlir" > "$p.affine-input.mlir"
  rm "$p.toy.tmp.mlir"
  "$MLIR_OPT" --allow-unregistered-dialect \
    --pass-pipeline='builtin.module(func.func(canonicalize,cse))' "$p.affine-input.mlir" > "$p.mlir-affine"
  "$MLIR_OPT" --allow-unregistered-dialect \
    --pass-pipeline='builtin.module(func.func(canonicalize,cse,affine-loop-fusion,affine-scalrep))' \
    "$p.affine-input.mlir" > "$p.mlir-affine-opt"
  "$bin/toy-opt" --mlir-print-op-generic --toy-print-to-llvm "$p.mlir-affine" > "$p.llvm-input.mlir"
  "$MLIR_OPT" --pass-pipeline="$standard" "$p.llvm-input.mlir" > "$p.mlir-llvm"
  "$MLIR_TRANSLATE" --mlir-to-llvmir "$p.mlir-llvm" > "$p.ll"
  "$MLIR_RUNNER" -e main --entry-point-result=void "$p.mlir-llvm" > "$p.out"
done
