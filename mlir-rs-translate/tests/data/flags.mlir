llvm.func @f(%a: i64, %b: f32, %p: !llvm.ptr) {
  %0 = llvm.add %a, %a overflow<nsw, nuw> : i64
  %1 = llvm.fadd %b, %b {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %2 = llvm.icmp "ult" %a, %a : i64
  %3 = llvm.fcmp "oeq" %b, %b : f32
  %4 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32
  %5 = llvm.atomicrmw add %p, %a acq_rel : !llvm.ptr, i64
  %6 = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i64) -> i64
  %7 = llvm.getelementptr inbounds %p[%a, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %8 = llvm.udiv exact %a, %a : i64
  %9 = llvm.zext nneg %2 : i1 to i32
  %10 = llvm.or disjoint %a, %a : i64
  llvm.call @f(%a, %b, %p) {fastmathFlags = #llvm.fastmath<fast>} : (i64, f32, !llvm.ptr) -> ()
  %12 = llvm.mlir.constant(dense<[1.0, 2.0]> : vector<2xf32>) : vector<2xf32>
  llvm.return
}
