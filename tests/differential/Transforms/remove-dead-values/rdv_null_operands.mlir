// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// An op with effects that uses a value computed only for it is kept, but
// the value goes (its op has no effect and no live result): the kept op is
// left with a null operand, which the verifier reports, once per function.
func.func @first(%a: i32, %p: !llvm.ptr) {
  %c = arith.addi %a, %a : i32
  %d = llvm.call @sink(%c) : (i32) -> i32
  llvm.store %a, %p : i32, !llvm.ptr
  return
}
func.func @second(%a: i64, %p: !llvm.ptr) {
  %c = arith.muli %a, %a : i64
  %e = arith.subi %c, %a : i64
  %d = llvm.call @sink64(%e, %c) : (i64, i64) -> i64
  return
}
llvm.func internal @sink(%x: i32) -> i32 {
  llvm.return %x : i32
}
llvm.func internal @sink64(%x: i64, %y: i64) -> i64 {
  llvm.return %y : i64
}
