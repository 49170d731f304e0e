#!/usr/bin/env bash
# Regenerate the expected files of the end-to-end corpus with upstream MLIR 22
# (mlir-opt-22, mlir-translate-22, mlir-runner-22, cross-checked with lli-22).
# See README.md in this directory.
#
# Usage:
#   tests/e2e/regen.sh                     # every program
#   tests/e2e/regen.sh fibonacci x.mlir    # only these programs (names or paths)
#   tests/e2e/regen.sh --check             # regenerate into a scratch copy and
#                                          # report differences; writes nothing
set -euo pipefail
export LC_ALL=C
export TZ=UTC

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
MLIR_OPT="${MLIR_OPT:-mlir-opt-22}"
MLIR_TRANSLATE="${MLIR_TRANSLATE:-mlir-translate-22}"
MLIR_RUNNER="${MLIR_RUNNER:-mlir-runner-22}"
LLI="${LLI:-lli-22}"
LIBDIR="${LIBDIR:-/usr/lib/llvm-22/lib}"
C_UTILS="$LIBDIR/libmlir_c_runner_utils.so"
UTILS="$LIBDIR/libmlir_runner_utils.so"

check=0
targets=()
for arg in "$@"; do
  case "$arg" in
    --check) check=1 ;;
    -h|--help) sed -n '2,10p' "${BASH_SOURCE[0]}"; exit 0 ;;
    *) targets+=("$arg") ;;
  esac
done

for tool in "$MLIR_OPT" "$MLIR_TRANSLATE" "$MLIR_RUNNER" "$LLI"; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "regen.sh: '$tool' not found" >&2
    exit 2
  fi
  if ! "$tool" --version 2>&1 | grep -q 'LLVM version 22\.'; then
    echo "regen.sh: '$tool' is not LLVM 22" >&2
    exit 2
  fi
done
for lib in "$C_UTILS" "$UTILS"; do
  [[ -f "$lib" ]] || { echo "regen.sh: no $lib (set LIBDIR)" >&2; exit 2; }
done

pipeline="$(cat "$here/pipeline.txt")"

workdir="$here"
if [[ $check -eq 1 ]]; then
  scratch="$(mktemp -d)"
  trap 'rm -rf "$scratch"' EXIT
  cp -R "$here/." "$scratch/"
  workdir="$scratch"
fi
progs="$workdir/programs"

# The programs: every programs/<name>.mlir except the lowered modules kept
# beside them (<name>.lowered.mlir).
names=()
if [[ ${#targets[@]} -eq 0 ]]; then
  while IFS= read -r f; do names+=("$f"); done < <(cd "$progs" && ls -1 -- *.mlir | grep -v '\.lowered\.mlir$' | sed 's/\.mlir$//' | sort)
else
  for t in "${targets[@]}"; do
    n="$(basename "$t")"
    n="${n%.mlir}"
    if [[ ! -f "$progs/$n.mlir" ]]; then
      echo "regen.sh: no such program: $t" >&2
      exit 2
    fi
    names+=("$n")
  done
fi

# The address of a memref's buffer changes from run to run: the expected
# files (and the harness, on our output) replace it with a placeholder.
mask_addresses() { sed -E 's/base@ = 0x[0-9a-fA-F]+/base@ = 0x<address>/g'; }

status=0
for n in "${names[@]}"; do
  src="$progs/$n.mlir"
  # The first line holds mlir-runner's flags: `-e main --entry-point-result=K`.
  first="$(head -n1 "$src")"
  if [[ ! "$first" =~ ^//\ RUN:\ -e\ main\ --entry-point-result=(void|i32|i64|f32)$ ]]; then
    echo "regen.sh: $n: the first line must be '// RUN: -e main --entry-point-result=void|i32|i64|f32'" >&2
    status=1
    continue
  fi
  result="${BASH_REMATCH[1]}"
  rm -f "$progs/$n.lowered.mlir" "$progs/$n.ll" "$progs/$n.mlir.out"
  tmp="$(mktemp -d)"

  if ! "$MLIR_OPT" --pass-pipeline="$pipeline" "$src" >"$tmp/lowered.mlir" 2>"$tmp/err"; then
    echo "regen.sh: $n: mlir-opt failed:" >&2; cat "$tmp/err" >&2; status=1; rm -rf "$tmp"; continue
  fi
  # Fully lowered: only llvm ops (and the module) are left.
  if grep -Eq '^ *(%[^=]* = )?"?(arith|cf|scf|memref|math|index|affine|func|ub|builtin\.unrealized)' "$tmp/lowered.mlir"; then
    echo "regen.sh: $n: the pipeline leaves ops outside llvm:" >&2
    grep -E '^ *(%[^=]* = )?"?(arith|cf|scf|memref|math|index|affine|func|ub|builtin\.unrealized)' "$tmp/lowered.mlir" | head -3 >&2
    status=1; rm -rf "$tmp"; continue
  fi
  if ! "$MLIR_TRANSLATE" --mlir-to-llvmir "$tmp/lowered.mlir" >"$tmp/out.ll" 2>"$tmp/err"; then
    echo "regen.sh: $n: mlir-translate failed:" >&2; cat "$tmp/err" >&2; status=1; rm -rf "$tmp"; continue
  fi
  # mlir-runner prints a non-void main's result through its own stream,
  # flushed before the C stdio buffer at exit: with stdout a file, the
  # result would come before the program's unflushed output. Unbuffered
  # stdio (stdbuf -o0) keeps execution order: the program's output, then
  # the result on a line of its own.
  rc=0
  stdbuf -o0 "$MLIR_RUNNER" -e main --entry-point-result="$result" --shared-libs="$C_UTILS,$UTILS" \
    "$tmp/lowered.mlir" >"$tmp/run.out" 2>"$tmp/err" || rc=$?
  if [[ $rc -ne 0 || -s "$tmp/err" ]]; then
    echo "regen.sh: $n: mlir-runner exited $rc:" >&2; cat "$tmp/err" >&2; status=1; rm -rf "$tmp"; continue
  fi
  mask_addresses <"$tmp/run.out" >"$tmp/expected"

  # Cross-check with lli on the translated module: the same program output
  # (mlir-runner adds the result of a non-void main as a last line).
  # lli's exit status is whatever main left in the return register, so it
  # is not compared.
  "$LLI" --entry-function=main --dlopen="$C_UTILS" --dlopen="$UTILS" "$tmp/out.ll" \
    >"$tmp/lli.out" 2>"$tmp/lli.err" || true
  mask_addresses <"$tmp/lli.out" >"$tmp/lli.masked"
  if [[ "$result" == void ]]; then
    cp "$tmp/expected" "$tmp/program"
  else
    head -n -1 "$tmp/expected" >"$tmp/program"
  fi
  if ! cmp -s "$tmp/program" "$tmp/lli.masked"; then
    echo "regen.sh: $n: lli's output differs from mlir-runner's:" >&2
    diff "$tmp/program" "$tmp/lli.masked" | head -10 >&2 || true
    status=1
  fi

  cp "$tmp/lowered.mlir" "$progs/$n.lowered.mlir"
  cp "$tmp/out.ll" "$progs/$n.ll"
  cp "$tmp/expected" "$progs/$n.mlir.out"
  rm -rf "$tmp"
done

# Drop the expected files of programs that no longer exist (full runs only).
if [[ ${#targets[@]} -eq 0 ]]; then
  for f in "$progs"/*.mlir.out "$progs"/*.ll "$progs"/*.lowered.mlir; do
    [[ -e "$f" ]] || continue
    base="$(basename "$f")"
    base="${base%.mlir.out}"; base="${base%.ll}"; base="${base%.lowered.mlir}"
    [[ -f "$progs/$base.mlir" ]] || rm -f "$f"
  done
fi

if [[ $check -eq 1 ]]; then
  if diff -r -q "$here" "$workdir" >/dev/null; then
    echo "regen.sh: ${#names[@]} programs: expected files are up to date"
  else
    echo "regen.sh: expected files differ from upstream's output:" >&2
    diff -r "$here" "$workdir" >&2 || true
    status=1
  fi
else
  echo "regen.sh: ${#names[@]} programs"
fi
exit $status
