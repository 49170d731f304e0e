#!/usr/bin/env bash
# Build time of one dialect of mlir-dialects (a cargo feature each), in
# release mode on one job, with every dependency already built:
#   1. from clean (`cargo clean -p mlir-dialects`), and
#   2. after touching one op file of the dialect.
# Usage: benches/build_time.sh [dialect] [file to touch]
# (default: arith, mlir-dialects/src/arith/ops/int_binary.rs)
set -euo pipefail
cd "$(dirname "$0")/.."
dialect="${1:-arith}"
touched="${2:-mlir-dialects/src/arith/ops/int_binary.rs}"
build() {
  cargo build --release -j1 -q -p mlir-dialects --no-default-features --features "$dialect"
}
build # dependencies (and the dialect) built once
cargo clean --release -q -p mlir-dialects
start=$(date +%s.%N); build; end=$(date +%s.%N)
printf 'clean build of %s: %.1f s\n' "$dialect" "$(echo "$end - $start" | bc)"
touch "$touched"
start=$(date +%s.%N); build; end=$(date +%s.%N)
printf 'rebuild after touching %s: %.1f s\n' "$touched" "$(echo "$end - $start" | bc)"
