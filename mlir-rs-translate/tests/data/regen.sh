#!/bin/sh
# Regenerates the expected outputs of the inputs given (default: every
# `.mlir` here) from `mlir-translate-22 --mlir-to-llvmir`: `NAME.ll` when it
# succeeds, `NAME.err` (its standard error) when it fails or when it
# succeeds with warnings.
set -u
cd "$(dirname "$0")"
[ $# -eq 0 ] && set -- *.mlir
for input in "$@"; do
  base="${input%.mlir}"
  rm -f "$base.ll" "$base.err"
  if mlir-translate-22 --mlir-to-llvmir "$input" > "$base.ll" 2> "$base.err"; then
    [ -s "$base.err" ] || rm -f "$base.err"
  else
    rm -f "$base.ll"
  fi
done
