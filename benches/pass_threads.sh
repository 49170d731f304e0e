#!/usr/bin/env bash
# `func.func(canonicalize,cse)` on a module of ~1,000 functions (tools/src/bin/gen_custom.rs,
# 275k ops), mlir-rs-opt against mlir-opt-22 in the same run, each with threads
# (the default) and with --mlir-disable-threading; see BENCHMARKS.md (issue 20).
#   1. writes target/bench-inputs/passes_<generator>_<size>.mlir;
#   2. checks that both tools' outputs are byte-identical, threaded and not, and
#      stops if not;
#   3. runs every command `reps` times, interleaved (the order rotates from one
#      repetition to the next), each under /usr/bin/time with --mlir-timing, and
#      records wall/user/sys seconds, peak RSS, the pass time (the wall time of
#      the `'func.func' Pipeline` line of --mlir-timing) and the 1-min load
#      average before the run in target/bench-inputs/pass_threads.tsv;
#   4. prints the medians per command, the threaded/serial speedup of the pass
#      time per tool, and the per-repetition ratios mlir-rs-opt / mlir-opt.
# Usage: benches/pass_threads.sh [reps] [ops]     (default: 5 275000)
# Build first: cargo build --release -p mlir-rs-opt -p mlir-rs-tools
# Environment: OURS, GEN, MLIR_OPT (tools), DIR (where inputs and results go);
# PIPELINE (the pass flag both tools run) and PASS_LINE (the --mlir-timing line
# whose time is the pass time) measure another pass on another generator's
# input, e.g. scf's canonicalization (BENCHMARKS.md):
#   GEN=target/release/gen_scf PIPELINE=--canonicalize PASS_LINE=Canonicalizer \
#     benches/pass_threads.sh 3 1000000
set -euo pipefail
cd "$(dirname "$0")/.."
reps="${1:-5}"
ops="${2:-275000}"
ours="${OURS:-target/release/mlir-rs-opt}"
gen="${GEN:-target/release/gen_custom}"
ref="${MLIR_OPT:-mlir-opt-22}"
dir="${DIR:-target/bench-inputs}"
for tool in "$ours" "$gen"; do
  [ -x "$tool" ] || { echo "missing $tool: build it first (see the header)" >&2; exit 1; }
done
command -v "$ref" > /dev/null || { echo "missing $ref" >&2; exit 1; }
mkdir -p "$dir"

pipeline="${PIPELINE:---pass-pipeline=builtin.module(func.func(canonicalize,cse))}"
pass_line="${PASS_LINE:-'func.func' Pipeline}"
st=--mlir-disable-threading
cmds=(
  "ours threads|$ours|"
  "ours 1-thread|$ours|$st"
  "mlir-opt threads|$ref|"
  "mlir-opt 1-thread|$ref|$st"
)

file="$dir/passes_$(basename "$gen")_$ops.mlir"
"$gen" "$ops" > "$file"
echo "$file: $(grep -c 'func.func @' "$file") functions, $(wc -c < "$file") bytes" >&2
"$ref" "$pipeline" "$file" -o "$dir/passes.ref.out"
for flags in "" "$st"; do
  # shellcheck disable=SC2086
  "$ours" "$pipeline" $flags "$file" -o "$dir/passes.ours.out"
  if ! cmp -s "$dir/passes.ref.out" "$dir/passes.ours.out"; then
    echo "outputs differ (${flags:-threads}), see $dir/passes.{ref,ours}.out" >&2
    exit 1
  fi
done
echo "outputs byte-identical to mlir-opt's, with threads and without" >&2
rm -f "$dir/passes.ref.out" "$dir/passes.ours.out"

results="$dir/pass_threads.tsv"
printf 'rep\tlabel\twall_s\tuser_s\tsys_s\tmaxrss_kb\tpass_s\tload1\n' > "$results"
n=${#cmds[@]}
for ((rep = 0; rep < reps; rep++)); do
  for ((k = 0; k < n; k++)); do
    IFS='|' read -r label tool flags <<< "${cmds[$(((k + rep) % n))]}"
    load=$(cut -d' ' -f1 /proc/loadavg)
    # shellcheck disable=SC2086
    /usr/bin/time -o "$dir/time.out" -f '%e\t%U\t%S\t%M' \
      "$tool" "$pipeline" $flags --mlir-timing "$file" -o /dev/null 2> "$dir/timing.out"
    # The pass time: the last "seconds (" figure on the pass's line (its wall
    # time; threaded mlir-opt prints user time before it).
    pass=$(grep -F "$pass_line" "$dir/timing.out" | grep -oE '[0-9]+\.[0-9]+ \(' | tail -1 | tr -d ' (')
    printf '%s\t%s\t%s\t%s\t%s\n' "$((rep + 1))" "$label" "$(cat "$dir/time.out")" "${pass:-nan}" "$load" >> "$results"
    echo "rep $((rep + 1))/$reps $label: $(cut -f1 "$dir/time.out") s, pass ${pass:-?} s (load $load)" >&2
  done
done
rm -f "$dir/time.out" "$dir/timing.out"

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
col() { awk -F'\t' -v l="$1" -v c="$2" '$2 == l { print $c }' "$results"; }

echo "| command | median wall (s) | min–max wall (s) | median CPU (s) | median pass time (s) | median peak RSS (MiB) | load (1 min) |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for entry in "${cmds[@]}"; do
  label="${entry%%|*}"
  wall=$(col "$label" 3 | median)
  lo=$(col "$label" 3 | sort -g | head -1)
  hi=$(col "$label" 3 | sort -g | tail -1)
  cpu=$(awk -F'\t' -v l="$label" '$2 == l { print $4 + $5 }' "$results" | median)
  pass=$(col "$label" 7 | median)
  rss=$(col "$label" 6 | median)
  load=$(col "$label" 8 | sort -g | awk 'NR == 1 { lo = $1 } { hi = $1 } END { print lo "–" hi }')
  printf '| %s | %.2f | %.2f–%.2f | %.2f | %.3f | %.1f | %s |\n' \
    "$label" "$wall" "$lo" "$hi" "$cpu" "$pass" "$(echo "$rss / 1024" | bc -l)" "$load"
done

# Per-repetition ratio of column c between two commands.
ratios() {
  awk -F'\t' -v a="$1" -v b="$2" -v c="$3" '
    $2 == a { x[$1] = $c } $2 == b { y[$1] = $c }
    END { for (r in x) if ((r in y) && y[r] > 0) print x[r] / y[r] }' "$results"
}
echo
echo "| ratio | median | min–max |"
echo "|---|---:|---:|"
for pair in "ours 1-thread|ours threads|7|pass-time speedup of threads, ours" \
            "mlir-opt 1-thread|mlir-opt threads|7|pass-time speedup of threads, mlir-opt" \
            "ours threads|mlir-opt threads|3|wall, ours / mlir-opt, both threaded" \
            "ours 1-thread|mlir-opt 1-thread|3|wall, ours / mlir-opt, both 1 thread" \
            "ours threads|mlir-opt threads|7|pass time, ours / mlir-opt, both threaded" \
            "ours 1-thread|mlir-opt 1-thread|7|pass time, ours / mlir-opt, both 1 thread"; do
  IFS='|' read -r a b c what <<< "$pair"
  m=$(ratios "$a" "$b" "$c" | median)
  lo=$(ratios "$a" "$b" "$c" | sort -g | head -1)
  hi=$(ratios "$a" "$b" "$c" | sort -g | tail -1)
  printf '| %s | %.2f | %.2f–%.2f |\n' "$what" "$m" "$lo" "$hi"
done
