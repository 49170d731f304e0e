#!/usr/bin/env bash
# Regenerate the expected outputs of the differential corpus with upstream
# mlir-opt 22.  See README.md in this directory for the layout.
#
# Usage:
#   tests/differential/regen.sh                 # regenerate everything
#   tests/differential/regen.sh IR/types AsmParser/x.mlir   # only these folders/files
#   tests/differential/regen.sh --check         # regenerate into a scratch copy and
#                                               # report differences; writes nothing
#
# Environment:
#   MLIR_OPT   the mlir-opt binary to run (default: mlir-opt-22). It must report
#              LLVM version 22.x; the expected files must NEVER come from our tool.
set -euo pipefail
export LC_ALL=C
export TZ=UTC

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"

check=0
targets=()
for arg in "$@"; do
  case "$arg" in
    --check) check=1 ;;
    -h|--help) sed -n '2,13p' "${BASH_SOURCE[0]}"; exit 0 ;;
    *) targets+=("$arg") ;;
  esac
done

if ! command -v "$MLIR_OPT" >/dev/null 2>&1; then
  echo "regen.sh: '$MLIR_OPT' not found (set MLIR_OPT)" >&2
  exit 2
fi
version="$("$MLIR_OPT" --version 2>&1 || true)"
if ! grep -q 'LLVM version 22\.' <<<"$version"; then
  echo "regen.sh: '$MLIR_OPT' is not mlir-opt 22:" >&2
  echo "$version" >&2
  exit 2
fi

# Flags a RUN line may contain (anything else is rejected, so the harness
# only ever has to understand these).
allowed_flag() {
  case "$1" in
    --allow-unregistered-dialect|--mlir-print-op-generic|--mlir-print-debuginfo|\
    --mlir-print-local-scope|--split-input-file|--verify-diagnostics|--verify-diagnostics=all|\
    --verify-diagnostics=only-expected|--cse|--test-single-fold|--canonicalize|\
    --loop-invariant-code-motion|--scf-for-loop-canonicalization|--lower-affine|\
    --convert-scf-to-cf|--reconcile-unrealized-casts|--arith-expand|--expand-strided-metadata) return 0 ;;
    --pass-pipeline=*|--canonicalize=*|--cse=*|--test-single-fold=*|--verify-each=*|\
    --convert-scf-to-cf=*|--arith-expand=*) return 0 ;;
    --convert-arith-to-llvm|--convert-cf-to-llvm|--convert-func-to-llvm|--convert-index-to-llvm|\
    --convert-math-to-llvm|--convert-math-to-libm|--convert-ub-to-llvm|--finalize-memref-to-llvm|\
    --convert-to-llvm) return 0 ;;
    --symbol-dce|--symbol-privatize|--strip-debuginfo|--print-op-stats|--print-ir|--inline) return 0 ;;
    --symbol-privatize=*|--print-op-stats=*|--print-ir=*|--inline=*) return 0 ;;
    --topological-sort|--control-flow-sink) return 0 ;;
    --affine-loop-invariant-code-motion|--affine-simplify-structures) return 0 ;;
    --affine-parallelize|--affine-parallelize=*) return 0 ;;
    --affine-scalrep|--affine-loop-unroll|--affine-loop-unroll=*) return 0 ;;
    --affine-loop-fusion|--affine-loop-fusion=*) return 0 ;;
    --sccp|--int-range-optimizations|--remove-dead-values|--remove-dead-values=*) return 0 ;;
    --test-last-modified|--test-last-modified=*|--test-next-access|--test-next-access=*) return 0 ;;
    --test-dead-code-analysis|--test-memref-dependence-check|--test-affine-access-analysis) return 0 ;;
    --generate-runtime-verification|--generate-runtime-verification=*) return 0 ;;
    --arith-int-range-narrowing|--arith-int-range-narrowing=*) return 0 ;;
    --view-op-graph|--view-op-graph=*) return 0 ;;
    --convert-arith-to-llvm=*|--convert-cf-to-llvm=*|--convert-func-to-llvm=*|--convert-index-to-llvm=*|\
    --convert-math-to-llvm=*|--convert-ub-to-llvm=*|--finalize-memref-to-llvm=*|--convert-to-llvm=*) return 0 ;;
    --mlir-disable-threading|--dump-pass-pipeline|--mlir-print-ir-before-all|--mlir-print-ir-after-all|\
    --mlir-print-ir-after-change|--mlir-print-ir-after-failure|--mlir-print-ir-module-scope|\
    --mlir-timing|--mlir-timing-display=tree) return 0 ;;
    --mlir-print-ir-before=*|--mlir-print-ir-after=*) return 0 ;;
    --run-reproducer|--test-pass-failure|--test-pass-crash|\
    --mlir-pass-pipeline-crash-reproducer=/dev/null) return 0 ;;
    --mlir-elide-elementsattrs-if-larger=[0-9]*|\
    --mlir-print-elementsattrs-with-hex-if-larger=-1|\
    --mlir-print-elementsattrs-with-hex-if-larger=[0-9]*) return 0 ;;
    *) return 1 ;;
  esac
}

# Work on a scratch copy in --check mode.
workdir="$here"
if [[ $check -eq 1 ]]; then
  scratch="$(mktemp -d)"
  trap 'rm -rf "$scratch"' EXIT
  cp -R "$here/." "$scratch/"
  workdir="$scratch"
fi

# Collect the input files (sorted, so the run order is deterministic).
inputs=()
if [[ ${#targets[@]} -eq 0 ]]; then
  while IFS= read -r f; do inputs+=("$f"); done < <(cd "$workdir" && find . -mindepth 2 -name '*.mlir' -type f | sed 's|^\./||' | sort)
else
  for t in "${targets[@]}"; do
    t="${t%/}"
    t="${t#tests/differential/}"
    if [[ -d "$workdir/$t" ]]; then
      while IFS= read -r f; do inputs+=("$f"); done < <(cd "$workdir" && find "$t" -mindepth 1 -name '*.mlir' -type f | sort)
    elif [[ -f "$workdir/$t" ]]; then
      inputs+=("$t")
    else
      echo "regen.sh: no such folder or file: $t" >&2
      exit 2
    fi
  done
fi

status=0
nruns=0
for rel in "${inputs[@]}"; do
  dir="$workdir/$(dirname "$rel")"
  name="$(basename "$rel")"

  # The RUN lines are the leading lines of the file that start with "// RUN:".
  runs=()
  while IFS= read -r line; do
    if [[ "$line" == "// RUN:"* ]]; then
      runs+=("${line#// RUN:}")
    else
      break
    fi
  done < "$dir/$name"
  if [[ ${#runs[@]} -eq 0 ]]; then
    echo "regen.sh: $rel: no leading '// RUN:' line" >&2
    status=1
    continue
  fi

  # The pass instrumentation's inputs (IR dumps between passes, the time
  # report) and those of the passes that write on stderr (`print-op-stats`,
  # `print-ir`, `view-op-graph`) record stderr and the exit code of every
  # run: their output on stderr is the point of their runs.
  record_all=0
  for run in "${runs[@]}"; do
    if [[ "$run" == *--mlir-print-ir-* || "$run" == *--mlir-timing* ||
          "$run" == *print-op-stats* || "$run" == *print-ir* || "$run" == *view-op-graph* ]]; then
      record_all=1
    fi
  done
  # An input with a `// RECORD-STDERR` line asks for the same: its runs
  # succeed while printing errors (an `inline` default pipeline that does
  # not parse is reported and then left out).
  if grep -qx '// RECORD-STDERR' "$dir/$name"; then
    record_all=1
  fi

  # Remove every old expected file of this input, then write the new ones.
  rm -f "$dir/$name".[0-9]*.out "$dir/$name".[0-9]*.err "$dir/$name".[0-9]*.rc

  for i in "${!runs[@]}"; do
    # Blanks separate flags; a single-quoted part keeps its blanks
    # (`--canonicalize='top-down=false max-iterations=1'`); an empty line has
    # no flags (`-r`: xargs runs nothing on empty input).
    mapfile -t flags < <(xargs -r -n1 printf '%s\n' <<<"${runs[$i]}")
    for f in "${flags[@]}"; do
      if ! allowed_flag "$f"; then
        echo "regen.sh: $rel: RUN $i: flag not allowed: $f" >&2
        status=1
        continue 2
      fi
    done
    out="$name.$i.out"
    err="$name.$i.err"
    rc=0
    (cd "$dir" && "$MLIR_OPT" "${flags[@]}" "$name" >"$out" 2>"$err.tmp") || rc=$?
    # Times differ between runs: the time report keeps its layout and
    # names, with each time and share masked (the harness masks ours alike).
    if [[ " ${flags[*]} " == *" --mlir-timing "* ]]; then
      sed -E -i 's/[ -][0-9]+\.[0-9]{4}/ T/g; s/\( *-?[0-9]+\.[0-9]%\)/(P)/g' "$dir/$err.tmp"
    fi
    if [[ $record_all -eq 1 ]]; then
      mv "$dir/$err.tmp" "$dir/$err"
      echo "$rc" >"$dir/$name.$i.rc"
    elif [[ $rc -ne 0 ]]; then
      mv "$dir/$err.tmp" "$dir/$err"
    else
      if [[ -s "$dir/$err.tmp" ]]; then
        echo "regen.sh: $rel: RUN $i: exit 0 but stderr is not empty:" >&2
        cat "$dir/$err.tmp" >&2
        status=1
      fi
      rm -f "$dir/$err.tmp"
    fi
    nruns=$((nruns + 1))
  done
done

# Drop expected files whose input no longer exists (full runs only).
if [[ ${#targets[@]} -eq 0 ]]; then
  while IFS= read -r stale; do
    input="${stale%.*.*}"
    if [[ ! -f "$workdir/$input" ]]; then
      rm -f "$workdir/$stale"
    fi
  done < <(cd "$workdir" && find . -mindepth 2 -type f \( -name '*.mlir.*.out' -o -name '*.mlir.*.err' -o -name '*.mlir.*.rc' \) | sed 's|^\./||' | sort)
fi

if [[ $check -eq 1 ]]; then
  if diff -r -q "$here" "$workdir" >/dev/null; then
    echo "regen.sh: ${#inputs[@]} inputs, $nruns runs: expected files are up to date"
  else
    echo "regen.sh: expected files differ from $MLIR_OPT output:" >&2
    diff -r "$here" "$workdir" >&2 || true
    status=1
  fi
else
  echo "regen.sh: ${#inputs[@]} inputs, $nruns runs"
fi
exit $status
