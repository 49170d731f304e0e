// RUN: --allow-unregistered-dialect --affine-loop-invariant-code-motion
// RUN: --allow-unregistered-dialect --affine-loop-invariant-code-motion --mlir-disable-threading

// Arithmetic on values from outside moves; what uses the induction
// variable stays.
func.func @arith(%a: f32, %b: f32, %m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %s = arith.addf %a, %b : f32
    %t = arith.mulf %s, %s : f32
    %c = arith.constant 2.0 : f32
    %u = arith.addf %t, %c : f32
    affine.store %u, %m[%i] : memref<10xf32>
  }
  return
}

// Chains through the induction variable stay, others move.
func.func @chains(%n: index, %m: memref<100xindex>) {
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %b = arith.addi %a, %n : index
    %c = arith.addi %n, %n : index
    %d = arith.muli %c, %c : index
    affine.store %b, %m[%d] : memref<100xindex>
  }
  return
}

// Carried values are not invariant.
func.func @carried(%a: i32, %b: i32) -> i32 {
  %r = affine.for %i = 0 to 10 iter_args(%acc = %a) -> (i32) {
    %x = arith.addi %b, %b : i32
    %y = arith.addi %acc, %x : i32
    affine.yield %y : i32
  }
  return %r : i32
}

// A loop whose trip count is unknown: the ops still move.
func.func @dynamic(%a: i32, %n: index) {
  affine.for %i = 0 to %n {
    %x = arith.muli %a, %a : i32
    "test.keep"(%x) : (i32) -> ()
  }
  return
}
