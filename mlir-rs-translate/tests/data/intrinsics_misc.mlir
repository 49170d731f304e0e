llvm.func @misc(%x: f32) -> !llvm.struct<(f32, f32)> {
  %0 = llvm.intr.sincos(%x) : (f32) -> !llvm.struct<(f32, f32)>
  %1 = "llvm.intr.is.fpclass"(%x) <{bit = 3 : i32}> : (f32) -> i1
  %2 = llvm.intr.experimental.constrained.fptrunc %x towardzero ignore : f32 to f16
  llvm.return %0 : !llvm.struct<(f32, f32)>
}
