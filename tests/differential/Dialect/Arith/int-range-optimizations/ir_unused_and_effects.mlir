// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// Ops with effects keep their place; unused results are left alone;
// multi-result ops are replaced result by result.
func.func @effects(%m: memref<4xi32>, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : i32
  %v = memref.load %m[%c0] : memref<4xi32>
  %x = arith.andi %v, %c3 : i32
  %y = arith.andi %x, %c3 : i32
  %u = arith.addi %a, %c3 : i32
  memref.store %x, %m[%c0] : memref<4xi32>
  return %y : i32
}

func.func @extended(%a: i32) -> (i32, i32, i1) {
  %c1 = arith.constant 1 : i32
  %x = arith.andi %a, %c1 : i32
  %lo, %hi = arith.mului_extended %x, %c1 : i32
  %s, %o = arith.addui_extended %x, %c1 : i32, i1
  return %lo, %hi, %o : i32, i32, i1
}
