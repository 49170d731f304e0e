#!/usr/bin/env bash
# Custom-form parse + verify + print of arith/func/cf/ub modules (tools/src/bin/gen_custom.rs),
# mlir-rs-opt against mlir-opt-22 in the same run; see BENCHMARKS.md.
#   1. writes target/bench-inputs/custom_<size>.mlir for each size;
#   2. checks that both tools' outputs are byte-identical (custom and generic
#      form) and stops if not;
#   3. runs every command below `reps` times per size, interleaved (the order of
#      the commands rotates from one repetition to the next), each under
#      /usr/bin/time, and records wall/user/sys seconds, peak RSS and the 1-min
#      load average before the run in target/bench-inputs/custom_form.tsv;
#   4. prints the median wall and CPU (user + sys) time, the smallest and largest
#      wall time, and the median peak RSS of each command; then, for each pair of
#      commands that differ only in the tool, the median (and range) over the
#      repetitions of the ratio mlir-rs-opt / mlir-opt of two runs of the same
#      repetition (so a change of load between repetitions cancels out).
# Usage: benches/custom_form.sh [reps] [sizes]     (default: 5 "100k 1M")
# Build first: cargo build --release -p mlir-rs-opt && cargo build --release -p mlir-rs-tools --bin gen_custom
# Environment: OURS, GEN, MLIR_OPT (tools), DIR (where inputs and results go).
set -euo pipefail
cd "$(dirname "$0")/.."
reps="${1:-5}"
sizes="${2:-100k 1M}"
ours="${OURS:-target/release/mlir-rs-opt}"
gen="${GEN:-target/release/gen_custom}"
ref="${MLIR_OPT:-mlir-opt-22}"
dir="${DIR:-target/bench-inputs}"
for tool in "$ours" "$gen"; do
  [ -x "$tool" ] || { echo "missing $tool: build it first (see the header)" >&2; exit 1; }
done
command -v "$ref" > /dev/null || { echo "missing $ref" >&2; exit 1; }
mkdir -p "$dir"

count() {
  case "$1" in
    *k) echo $((${1%k} * 1000)) ;;
    *M) echo $((${1%M} * 1000000)) ;;
    *) echo "$1" ;;
  esac
}

# The commands, as "label|tool|flags". A: what a user runs; B: one verification
# (mlir-opt's printer verifies again before printing the custom form unless told
# not to; ours does not re-verify IR that verified after parsing); C: B with the
# generic printer (so B - C is the custom printer's extra cost); D: no
# verification at all (parse + generic print).
st=--mlir-disable-threading
av=--mlir-print-assume-verified
gp=--mlir-print-op-generic
nv=--mlir-very-unsafe-disable-verifier-on-parsing
cmds=(
  "A ours|$ours|"
  "A mlir-opt|$ref|"
  "A ours 1-thread|$ours|$st"
  "A mlir-opt 1-thread|$ref|$st"
  "B ours assume-verified|$ours|$av"
  "B mlir-opt 1-thread assume-verified|$ref|$st $av"
  "C ours generic|$ours|$gp"
  "C mlir-opt 1-thread generic|$ref|$st $gp"
  "D ours no-verify generic|$ours|$nv $gp"
  "D mlir-opt 1-thread no-verify generic|$ref|$st $nv $gp"
)

for size in $sizes; do
  file="$dir/custom_$size.mlir"
  "$gen" "$(count "$size")" > "$file"
  for flags in "" "$gp"; do
    # shellcheck disable=SC2086
    "$ref" $flags "$file" -o "$dir/custom_$size.ref.out"
    # shellcheck disable=SC2086
    "$ours" $flags "$file" -o "$dir/custom_$size.ours.out"
    if ! cmp -s "$dir/custom_$size.ref.out" "$dir/custom_$size.ours.out"; then
      echo "custom_$size.mlir ${flags:-(custom form)}: outputs differ, see $dir/custom_$size.{ref,ours}.out" >&2
      exit 1
    fi
  done
  echo "custom_$size.mlir: $(wc -c < "$file") bytes, outputs byte-identical (custom and generic)" >&2
  rm -f "$dir/custom_$size.ref.out" "$dir/custom_$size.ours.out"
done

results="$dir/custom_form.tsv"
printf 'rep\tsize\tlabel\twall_s\tuser_s\tsys_s\tmaxrss_kb\tload1\n' > "$results"
n=${#cmds[@]}
for ((rep = 0; rep < reps; rep++)); do
  for size in $sizes; do
    file="$dir/custom_$size.mlir"
    for ((k = 0; k < n; k++)); do
      IFS='|' read -r label tool flags <<< "${cmds[$(((k + rep) % n))]}"
      load=$(cut -d' ' -f1 /proc/loadavg)
      # shellcheck disable=SC2086
      /usr/bin/time -o "$dir/time.out" -f '%e\t%U\t%S\t%M' "$tool" $flags "$file" -o /dev/null
      printf '%s\t%s\t%s\t%s\t%s\n' "$((rep + 1))" "$size" "$label" "$(cat "$dir/time.out")" "$load" >> "$results"
      echo "rep $((rep + 1))/$reps $size $label: $(cut -f1 "$dir/time.out") s (load $load)" >&2
    done
  done
done
rm -f "$dir/time.out"

# Median of the numbers on stdin.
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

echo "| size | command | median wall (s) | min–max wall (s) | median CPU (s) | median peak RSS (MiB) | load (1 min) |"
echo "|---|---|---:|---:|---:|---:|---:|"
for size in $sizes; do
  for entry in "${cmds[@]}"; do
    label="${entry%%|*}"
    rows=$(awk -F'\t' -v s="$size" -v l="$label" '$2 == s && $3 == l' "$results")
    wall=$(cut -f4 <<< "$rows" | median)
    lo=$(cut -f4 <<< "$rows" | sort -g | head -1)
    hi=$(cut -f4 <<< "$rows" | sort -g | tail -1)
    cpu=$(awk -F'\t' '{ print $5 + $6 }' <<< "$rows" | median)
    rss=$(cut -f7 <<< "$rows" | median)
    load=$(cut -f8 <<< "$rows" | sort -g | awk 'NR == 1 { lo = $1 } { hi = $1 } END { print lo "–" hi }')
    printf '| %s | %s | %.2f | %.2f–%.2f | %.2f | %.1f | %s |\n' \
      "$size" "$label" "$wall" "$lo" "$hi" "$cpu" "$(echo "$rss / 1024" | bc -l)" "$load"
  done
done

# Per-repetition ratios ours / mlir-opt: column 4 (wall) or "cpu" (user + sys).
ratios() {
  awk -F'\t' -v s="$1" -v a="$2" -v b="$3" -v c="$4" '
    $2 == s && ($3 == a || $3 == b) { t = (c == "cpu") ? $5 + $6 : $4; if ($3 == a) x[$1] = t; else y[$1] = t }
    END { for (r in x) if ((r in y) && y[r] > 0) print x[r] / y[r] }' "$results"
}
pairs=(
  "A ours|A mlir-opt"
  "A ours|A mlir-opt 1-thread"
  "A ours 1-thread|A mlir-opt 1-thread"
  "B ours assume-verified|B mlir-opt 1-thread assume-verified"
  "C ours generic|C mlir-opt 1-thread generic"
  "D ours no-verify generic|D mlir-opt 1-thread no-verify generic"
)
echo
echo "| size | mlir-rs-opt / mlir-opt | median wall ratio | min–max | median CPU ratio |"
echo "|---|---|---:|---:|---:|"
for size in $sizes; do
  for pair in "${pairs[@]}"; do
    a="${pair%%|*}"
    b="${pair#*|}"
    w=$(ratios "$size" "$a" "$b" wall | median)
    lo=$(ratios "$size" "$a" "$b" wall | sort -g | head -1)
    hi=$(ratios "$size" "$a" "$b" wall | sort -g | tail -1)
    c=$(ratios "$size" "$a" "$b" cpu | median)
    printf '| %s | %s / %s | %.2f | %.2f–%.2f | %.2f |\n' "$size" "$a" "$b" "$w" "$lo" "$hi" "$c"
  done
done
