// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// Values whose range narrows to one value are replaced by constants, and
// the ops computing them go when nothing else uses them; ops with other
// users or effects stay.
func.func @chain(%x: i32) -> i32 {
  %m = arith.constant 1 : i32
  %a = arith.andi %x, %m : i32
  %b = arith.shrui %a, %m : i32
  %c = arith.muli %b, %x : i32
  %d = arith.addi %c, %m : i32
  return %d : i32
}

func.func @other_user(%x: i32, %mem: memref<i32>) -> i32 {
  %m = arith.constant 0 : i32
  %a = arith.andi %x, %m : i32
  memref.store %a, %mem[] : memref<i32>
  %b = arith.ori %x, %m : i32
  return %b : i32
}

func.func @in_loop(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (i32) {
    %z = arith.muli %acc, %init : i32
    scf.yield %z : i32
  }
  return %r : i32
}
