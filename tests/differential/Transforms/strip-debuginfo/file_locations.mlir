// RUN: --strip-debuginfo --mlir-print-debuginfo
// RUN: --strip-debuginfo
// RUN: --strip-debuginfo --mlir-print-debuginfo --mlir-print-op-generic
// The locations the parser gives every op, the module included, become
// unknown, as do those of block arguments.
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  cf.br ^bb1(%0 : i32)
^bb1(%x: i32):
  return %x : i32
}
