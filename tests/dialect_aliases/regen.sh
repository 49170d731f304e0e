#!/usr/bin/env bash
# Regenerates the expected outputs of tests/dialect_aliases.rs with
# mlir-opt 22, whose registered `test` dialect the test's dialect mirrors:
# `<name>.mlir.<i>.out` is the output of the i-th `// RUN:` line of
# `<name>.mlir`. Never run our own tool here.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "${BASH_SOURCE[0]}")"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
"$MLIR_OPT" --version | grep -q 'LLVM version 22\.' || { echo "regen.sh: need mlir-opt 22" >&2; exit 2; }
rm -f ./*.mlir.*.out
for input in *.mlir; do
  i=0
  while IFS= read -r line; do
    [[ "$line" == "// RUN:"* ]] || break
    read -r -a flags <<<"${line#// RUN:}"
    "$MLIR_OPT" "${flags[@]}" "$input" >"$input.$i.out"
    i=$((i + 1))
  done <"$input"
done
