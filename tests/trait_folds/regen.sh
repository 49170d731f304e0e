#!/usr/bin/env bash
# Regenerates the expected output of tests/trait_folds.rs with mlir-opt 22,
# whose registered `test` dialect has the trait-folding ops the test's
# dialect mirrors: `<name>.mlir.out` is the standard output of mlir-opt run
# with the flags of the `// RUN:` line of `<name>.mlir`. Never run our own
# tool here.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "${BASH_SOURCE[0]}")"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
"$MLIR_OPT" --version | grep -q 'LLVM version 22\.' || { echo "regen.sh: need mlir-opt 22" >&2; exit 2; }
for input in *.mlir; do
  read -r line <"$input"
  [[ "$line" == "// RUN:"* ]] || { echo "regen.sh: $input has no RUN line" >&2; exit 2; }
  read -r -a flags <<<"${line#// RUN:}"
  "$MLIR_OPT" "${flags[@]}" "$input" >"$input.out"
done
