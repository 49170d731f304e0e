#!/usr/bin/env bash
# Regenerate the upstream outputs of the runtime's test programs with LLVM 22:
# each `X.mlir` here is lowered to the llvm dialect by mlir-opt-22, translated
# to `X.ll` by mlir-translate-22 and run by lli-22 against upstream's runner
# utils; its stdout becomes `X.out` and its stderr `X.err`.
#
# Usage: mlir-rs-runtime/tests/data/regen.sh [X.mlir ...]   (default: all)
#
# The `base@ = 0x...` addresses in the outputs vary from run to run; the
# tests ignore them.
set -euo pipefail
export LC_ALL=C

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
libs=/usr/lib/llvm-22/lib
pipeline="builtin.module(convert-scf-to-cf,expand-strided-metadata,finalize-memref-to-llvm,convert-to-llvm,reconcile-unrealized-casts)"

if [ "$#" -eq 0 ]; then
  set -- "$here"/*.mlir
fi
for input in "$@"; do
  base="${input%.mlir}"
  mlir-opt-22 --pass-pipeline="$pipeline" "$input" | mlir-translate-22 --mlir-to-llvmir > "$base.ll"
  lli-22 --dlopen="$libs/libmlir_c_runner_utils.so" --dlopen="$libs/libmlir_runner_utils.so" \
    "$base.ll" > "$base.out" 2> "$base.err"
  echo "regenerated $(basename "$base")"
done
