// RUN: '--pass-pipeline=builtin.module(func.func(cse,canonicalize),cse)' --mlir-print-ir-before=cse --mlir-print-ir-after=canonicalize --mlir-disable-threading
// RUN: '--pass-pipeline=builtin.module(func.func(cse,canonicalize),cse)' --mlir-print-ir-after-all --mlir-print-ir-after-change --mlir-disable-threading
// RUN: '--pass-pipeline=builtin.module(func.func(cse,canonicalize),cse)' --mlir-print-ir-before-all --mlir-print-ir-module-scope --mlir-disable-threading
// RUN: '--pass-pipeline=builtin.module(func.func(canonicalize))' --mlir-print-ir-after-all --mlir-print-op-generic --mlir-print-debuginfo --mlir-disable-threading
// RUN: --cse --canonicalize --mlir-print-ir-after=cse,canonicalize --mlir-disable-threading
// RUN: --cse --mlir-print-ir-module-scope --mlir-print-ir-after-all
// RUN: --cse --mlir-print-ir-before-all --mlir-print-local-scope --mlir-disable-threading

// Dumps of nested passes come in op order however many threads run;
// a function's dump shows attributes inline (no alias section), the
// module scope shows the whole module with its aliases.

func.func @first(%a: i32) -> i32 attributes {map = affine_map<(d0) -> (d0 + 1)>} {
  %c0 = arith.constant 0 : i32
  %b = arith.addi %a, %c0 : i32
  %d = arith.addi %a, %c0 : i32
  %e = arith.muli %b, %d : i32
  return %e : i32
}

func.func @second(%a: i32) -> i32 {
  return %a : i32
}

func.func private @third(i32) -> i32 attributes {map = affine_map<(d0) -> (d0 + 1)>}

func.func @fourth(%a: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %a, ^bb1, ^bb2
^bb1:
  %s = arith.addi %c1, %c2 : i32
  return %s : i32
^bb2:
  return %c1 : i32
}
