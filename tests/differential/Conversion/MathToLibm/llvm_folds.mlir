// RUN: --convert-math-to-libm
// The conversion folds every op of the module it may not know the
// legality of, llvm's included: in a module already partly lowered, a GEP
// by a constant operand gets a constant index, a GEP by 0 is its base,
// an extractvalue reads through its insertvalue chain. Constants are not
// folded: equal undef and addressof ops stay apart, where they were.
llvm.mlir.global internal @table(dense<0.0> : tensor<8xf32>) : !llvm.array<8 x f32>
func.func @lowered(%p: !llvm.ptr, %a: f32, %b: f32) -> f32 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %q = llvm.getelementptr %p[%c] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %z = llvm.getelementptr %q[0] : (!llvm.ptr) -> !llvm.ptr, f32
  %x = llvm.load %z : !llvm.ptr -> f32
  %u = llvm.mlir.undef : !llvm.struct<(f32, f32)>
  %s0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(f32, f32)>
  %s1 = llvm.insertvalue %b, %s0[1] : !llvm.struct<(f32, f32)>
  %e0 = llvm.extractvalue %s1[0] : !llvm.struct<(f32, f32)>
  %y = math.sin %e0 : f32
  %u2 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
  %t0 = llvm.insertvalue %y, %u2[1] : !llvm.struct<(f32, f32)>
  %e1 = llvm.extractvalue %t0[1] : !llvm.struct<(f32, f32)>
  %g = llvm.mlir.addressof @table : !llvm.ptr
  %g2 = llvm.mlir.addressof @table : !llvm.ptr
  %v = llvm.load %g : !llvm.ptr -> f32
  %w = llvm.load %g2 : !llvm.ptr -> f32
  %r0 = math.atan2 %x, %e1 : f32
  %r1 = arith.addf %r0, %v : f32
  %r2 = arith.addf %r1, %w : f32
  return %r2 : f32
}
