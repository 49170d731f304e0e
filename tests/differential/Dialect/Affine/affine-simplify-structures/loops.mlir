// RUN: --allow-unregistered-dialect --affine-simplify-structures

// Bounds simplified and canonicalized; loops that never run with no
// results are left (the pass does not erase them), loops of results fold.
func.func @bounds(%n: index, %m: memref<100xf32>) {
  affine.for %i = affine_map<(d0) -> (d0 * 2 - d0)>(%n) to affine_map<(d0) -> (d0 + d0 - d0 + 10)>(%n) {
    %v = affine.load %m[%i * 3 - %i * 2] : memref<100xf32>
    affine.store %v, %m[(%i * 4) floordiv 4] : memref<100xf32>
  }
  affine.for %i = 0 to affine_map<() -> (16 floordiv 4)>() {
    "test.op"(%i) : (index) -> ()
  }
  return
}

func.func @zero_trip(%a: i32) -> i32 {
  %r = affine.for %i = 10 to 5 iter_args(%x = %a) -> (i32) {
    %y = arith.addi %x, %x : i32
    affine.yield %y : i32
  }
  affine.for %i = 10 to 5 {
    "test.op"() : () -> ()
  }
  return %r : i32
}

// An empty loop without results.
func.func @empty_loop(%n: index) {
  affine.for %i = 0 to %n {
  }
  return
}

// Bounds through an apply: composed into the loop.
func.func @composed(%n: index) {
  %0 = affine.apply affine_map<(d0) -> (d0 + 2)>(%n)
  affine.for %i = 0 to %0 {
    "test.op"(%i) : (index) -> ()
  }
  return
}
