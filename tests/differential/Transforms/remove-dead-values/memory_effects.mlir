// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// Ops with effects and dead results: allocations, asserts and calls stay,
// while a load and a cast whose results are dead go like pure ops.
func.func @load_kept(%m: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi32>
  %d = arith.addi %v, %v : i32
  return
}

func.func @alloc_kept() {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloca() : memref<2xi8>
  %c = memref.cast %a : memref<8xf32> to memref<?xf32>
  return
}

func.func @store_feeds(%m: memref<i32>, %x: i32) {
  %a = arith.muli %x, %x : i32
  %b = arith.addi %a, %x : i32
  memref.store %b, %m[] : memref<i32>
  %dead = arith.subi %a, %b : i32
  return
}

func.func @assert_kept(%c: i1, %x: i32) -> i32 {
  cf.assert %c, "must hold"
  %d = arith.divsi %x, %x : i32
  return %x : i32
}

func.func private @effectful(%m: memref<i32>, %x: i32) -> i32 {
  memref.store %x, %m[] : memref<i32>
  return %x : i32
}

func.func @call_kept(%m: memref<i32>, %x: i32) {
  %r = call @effectful(%m, %x) : (memref<i32>, i32) -> i32
  return
}
