#!/usr/bin/env bash
# Regenerate mlir_opt_list_passes.txt: mlir-opt 22's `--list-passes` entries
# (each pass's line and its options' lines) for the passes both tools have.
#
# Usage:
#   mlir-rs-opt/tests/data/regen_list_passes.sh              # the passes listed now
#   mlir-rs-opt/tests/data/regen_list_passes.sh symbol-dce   # and these new ones
#
# Environment:
#   MLIR_OPT   the mlir-opt binary (default: mlir-opt-22); it must be v22.
set -euo pipefail
export LC_ALL=C

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
data="$here/mlir_opt_list_passes.txt"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
if ! "$MLIR_OPT" --version 2>&1 | grep -q 'LLVM version 22\.'; then
  echo "regen_list_passes.sh: '$MLIR_OPT' is not mlir-opt 22" >&2
  exit 2
fi

# The passes of the current file, then those named on the command line.
names=" $(grep -oE '^  --[A-Za-z0-9._-]+' "$data" | sed 's/^  --//' | tr '\n' ' ') $* "

# Keep the header, then each selected pass's line and the indented option
# lines under it, in mlir-opt's order.
"$MLIR_OPT" --list-passes | awk -v names="$names" '
  NR == 1 { print; next }
  /^  --/ { name = $1; sub(/^--/, "", name); sub(/=.*/, "", name)
            keep = index(names, " " name " ") > 0 }
  /^[^ ]/ { keep = 0 }
  keep { print }
' >"$data.tmp"
mv "$data.tmp" "$data"
