// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// Ops with memory effects stay even when their results are all known;
// pure ops whose results are replaced go.
func.func @store_kept(%m: memref<4xi32>) -> i32 {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : i32
  %d = arith.addi %c5, %c5 : i32
  memref.store %d, %m[%c1] : memref<4xi32>
  %l = memref.load %m[%c1] : memref<4xi32>
  return %l : i32
}

func.func @alloc_kept() -> index {
  %c3 = arith.constant 3 : index
  %a = memref.alloc(%c3) : memref<?xf32>
  %d = memref.dim %a, %c3 : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  %c0 = arith.constant 0 : index
  %e = memref.dim %a, %c0 : memref<?xf32>
  return %e : index
}

func.func @assert_known() -> i32 {
  %t = arith.constant true
  %c2 = arith.constant 2 : i32
  cf.assert %t, "holds"
  %s = arith.muli %c2, %c2 : i32
  return %s : i32
}

func.func @if_with_effects(%c: i1, %m: memref<i32>) -> i32 {
  %k = arith.constant 1 : i32
  %r = scf.if %c -> (i32) {
    memref.store %k, %m[] : memref<i32>
    scf.yield %k : i32
  } else {
    scf.yield %k : i32
  }
  return %r : i32
}

func.func @call_kept() -> i32 {
  %k = arith.constant 1 : i32
  %r = call @pure_private(%k) : (i32) -> i32
  return %r : i32
}

func.func private @pure_private(%x: i32) -> i32 {
  return %x : i32
}
