// RUN: '--pass-pipeline=builtin.module(func.func(canonicalize,canonicalize),canonicalize)' --mlir-timing --mlir-disable-threading
// RUN: '--pass-pipeline=builtin.module(func.func(canonicalize))' --mlir-timing --mlir-timing-display=tree --mlir-disable-threading
// RUN: --mlir-timing
// RUN: --canonicalize --mlir-timing --mlir-disable-threading

// The time report: parsing, each pass in the pipeline's shape, printing.

func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %b = arith.addi %a, %c0 : i32
  return %b : i32
}

func.func @g(%a: i32) -> i32 {
  return %a : i32
}
