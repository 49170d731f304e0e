// RUN: --convert-arith-to-llvm
// arith ops inside other ops' regions are lowered too; the region ops stay,
// with casts where their operands and results meet lowered values.
func.func @nested(%lb: index, %ub: index, %a: i32, %c: i1) -> i32 {
  %step = arith.constant 1 : index
  %0 = scf.for %iv = %lb to %ub step %step iter_args(%acc = %a) -> (i32) {
    %1 = arith.index_cast %iv : index to i32
    %2 = arith.addi %acc, %1 : i32
    scf.yield %2 : i32
  }
  %3 = scf.if %c -> (i32) {
    %4 = arith.muli %0, %a : i32
    scf.yield %4 : i32
  } else {
    %5 = arith.subi %0, %a : i32
    scf.yield %5 : i32
  }
  return %3 : i32
}
