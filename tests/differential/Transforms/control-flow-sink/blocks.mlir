// RUN: --control-flow-sink
// Definitions in other blocks of the function move too, when every user
// is in the region. Blocks are walked in their order: an `scf.if` in a
// block listed before the block defining what it uses still takes it.
func.func @blocks(%cond: i1, %a: i32, %m: memref<i32>) {
  %x = arith.addi %a, %a : i32
  cf.br ^define
^use:
  scf.if %cond {
    %s = arith.addi %x, %y : i32
    memref.store %s, %m[] : memref<i32>
  }
  return
^define:
  %y = arith.muli %a, %a : i32
  %unused = scf.if %cond -> (i32) {
    %t = arith.subi %a, %a : i32
    scf.yield %t : i32
  } else {
    scf.yield %a : i32
  }
  cf.br ^use
}
