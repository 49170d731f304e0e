// RUN: --inline=default-pipeline=
// RUN: --inline
// Callees of `math`, `index`, `ub` and `memref` ops are inlined like any
// other; an `memref.alloca` in the callee stays where the body goes (no
// hoisting, unlike `llvm.alloca`), a poison result flows on.
func.func private @norm(%x: f32, %y: f32) -> f32 {
  %xx = arith.mulf %x, %x : f32
  %yy = arith.mulf %y, %y : f32
  %s = arith.addf %xx, %yy : f32
  %r = math.sqrt %s : f32
  return %r : f32
}
func.func private @idx(%a: index, %b: index) -> index {
  %c4 = index.constant 4
  %m = index.mul %a, %c4
  %r = index.add %m, %b
  return %r : index
}
func.func private @poison() -> i32 {
  %p = ub.poison : i32
  return %p : i32
}
func.func private @scratch(%v: f32) -> f32 {
  %buf = memref.alloca() : memref<1xf32>
  %c0 = arith.constant 0 : index
  memref.store %v, %buf[%c0] : memref<1xf32>
  %r = memref.load %buf[%c0] : memref<1xf32>
  return %r : f32
}
func.func @caller(%x: f32, %i: index, %c: i1) -> (f32, index, i32) {
  %0 = call @norm(%x, %x) : (f32, f32) -> f32
  %1 = call @idx(%i, %i) : (index, index) -> index
  %2 = call @poison() : () -> i32
  %3 = scf.if %c -> (f32) {
    %4 = func.call @scratch(%0) : (f32) -> f32
    scf.yield %4 : f32
  } else {
    scf.yield %0 : f32
  }
  return %3, %1, %2 : f32, index, i32
}
