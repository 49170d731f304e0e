#!/usr/bin/env bash
# Regenerate the expected outputs of the format-directive inputs
# (mlir-dialects/tests/format_directives/*.mlir) with upstream mlir-opt 22:
#
#   <name>.mlir.out          stdout of `mlir-opt --allow-unregistered-dialect`
#                            (with `--split-input-file` when the input has
#                            `// -----` lines)
#   <name>.mlir.generic.out  the same with `--mlir-print-op-generic`
#   <name>.mlir.err          stderr, when mlir-opt rejects the input (then
#                            there is no generic run)
#
# Usage: regen.sh [file.mlir ...]   (all inputs by default)
#
# MLIR_OPT names the binary (default: mlir-opt-22); it must report LLVM 22.
# The expected files must NEVER come from our own tool.
set -euo pipefail
export LC_ALL=C

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"

if ! command -v "$MLIR_OPT" >/dev/null 2>&1; then
  echo "regen.sh: '$MLIR_OPT' not found (set MLIR_OPT)" >&2
  exit 2
fi
if ! "$MLIR_OPT" --version 2>&1 | grep -q 'LLVM version 22\.'; then
  echo "regen.sh: '$MLIR_OPT' is not mlir-opt 22" >&2
  exit 2
fi

cd "$here"
inputs=("$@")
if [[ ${#inputs[@]} -eq 0 ]]; then
  inputs=(*.mlir)
fi

status=0
for input in "${inputs[@]}"; do
  name="$(basename "$input")"
  rm -f "$name.out" "$name.generic.out" "$name.err"
  flags=(--allow-unregistered-dialect)
  if grep -q '^// -----' "$name"; then
    flags+=(--split-input-file)
  fi
  if "$MLIR_OPT" "${flags[@]}" "$name" >"$name.out" 2>"$name.err"; then
    if [[ -s "$name.err" ]]; then
      echo "regen.sh: $name: exit 0 but stderr is not empty" >&2
      status=1
    fi
    rm -f "$name.err"
    "$MLIR_OPT" "${flags[@]}" --mlir-print-op-generic "$name" >"$name.generic.out"
  fi
done
echo "regen.sh: ${#inputs[@]} inputs"
exit $status
