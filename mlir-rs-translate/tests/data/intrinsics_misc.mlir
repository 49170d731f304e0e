llvm.func @misc(%x: f32) -> !llvm.struct<(f32, f32)> {
  %0 = llvm.intr.sincos(%x) : (f32) -> !llvm.struct<(f32, f32)>
  %1 = "llvm.intr.is.fpclass"(%x) <{bit = 3 : i32}> : (f32) -> i1
  %2 = llvm.intr.experimental.constrained.fptrunc %x towardzero ignore : f32 to f16
  llvm.return %0 : !llvm.struct<(f32, f32)>
}

// `ubsantrap` takes its failure kind as an immediate `i8`.
llvm.func @ubsan_traps() {
  "llvm.intr.ubsantrap"() <{failureKind = 1 : i8}> : () -> ()
  llvm.intr.ubsantrap <{failureKind = 7 : i8}>
  llvm.return
}
