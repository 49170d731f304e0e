#!/usr/bin/env bash
# Regenerates the expected outputs of tests/region_branch.rs with mlir-opt
# 22, whose registered `test` dialect has the region-branching ops the
# test's dialect mirrors: `<name>.mlir.out` and `<name>.mlir.err` are the
# standard output and error of mlir-opt run with the flags of the
# `// RUN:` line of `<name>.mlir`. Never run our own tool here.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "${BASH_SOURCE[0]}")"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
"$MLIR_OPT" --version | grep -q 'LLVM version 22\.' || { echo "regen.sh: need mlir-opt 22" >&2; exit 2; }
rm -f ./*.mlir.out ./*.mlir.err
for input in *.mlir; do
  read -r line <"$input"
  [[ "$line" == "// RUN:"* ]] || { echo "regen.sh: $input has no RUN line" >&2; exit 2; }
  read -r -a flags <<<"${line#// RUN:}"
  "$MLIR_OPT" "${flags[@]}" "$input" >"$input.out" 2>"$input.err" || true
done
