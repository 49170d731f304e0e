// RUN: --control-flow-sink
// An `scf.if` in a loop body takes the ops of the body it alone uses, and
// also ops from outside the loop when nothing else uses them: sinking
// does not look at the loop between the definition and the region.
func.func @in_loop(%cond: i1, %a: i32, %n: index, %m: memref<i32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %outside = arith.muli %a, %a : i32
  scf.for %i = %c0 to %n step %c1 {
    %cast = arith.index_cast %i : index to i32
    %body = arith.addi %cast, %a : i32
    scf.if %cond {
      %s = arith.addi %body, %outside : i32
      memref.store %s, %m[] : memref<i32>
    }
  }
  return
}
