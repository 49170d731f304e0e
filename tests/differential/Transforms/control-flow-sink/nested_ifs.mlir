// RUN: --control-flow-sink
// Inner region-branching ops are visited first: an op used only in an
// inner `scf.if` moves straight into it, and an outer one then takes what
// its own region uses.
func.func @nested(%c1: i1, %c2: i1, %c3: i1, %a: i32, %m: memref<i32>) {
  %x = arith.addi %a, %a : i32
  %y = arith.muli %a, %a : i32
  %z = arith.subi %x, %y : i32
  %deep = arith.xori %x, %a : i32
  scf.if %c1 {
    scf.if %c2 {
      memref.store %z, %m[] : memref<i32>
      scf.if %c3 {
        memref.store %deep, %m[] : memref<i32>
      }
    }
    memref.store %y, %m[] : memref<i32>
  }
  return
}
