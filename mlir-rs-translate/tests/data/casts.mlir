llvm.func @casts(%a: i32, %f: f32, %p: !llvm.ptr) -> i64 {
  %0 = llvm.sext %a : i32 to i64
  %1 = llvm.zext nneg %a : i32 to i64
  %2 = llvm.trunc %0 : i64 to i16
  %3 = llvm.fpext %f : f32 to f64
  %4 = llvm.fptrunc %3 : f64 to f16
  %5 = llvm.fptosi %f : f32 to i32
  %6 = llvm.fptoui %f : f32 to i32
  %7 = llvm.sitofp %a : i32 to f64
  %8 = llvm.uitofp %a : i32 to f32
  %9 = llvm.ptrtoint %p : !llvm.ptr to i64
  %10 = llvm.inttoptr %9 : i64 to !llvm.ptr
  %11 = llvm.bitcast %f : f32 to i32
  %12 = llvm.addrspacecast %10 : !llvm.ptr to !llvm.ptr<1>
  llvm.return %1 : i64
}
