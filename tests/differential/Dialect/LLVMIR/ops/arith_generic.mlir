// RUN:
// RUN: --mlir-print-op-generic

func.func @generic_int(%a: i32, %b: i32) -> i32 {
  %0 = "llvm.add"(%a, %b) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
  %1 = "llvm.sub"(%0, %b) <{overflowFlags = #llvm.overflow<nuw>}> : (i32, i32) -> i32
  %2 = "llvm.mul"(%1, %b) : (i32, i32) -> i32
  %3 = "llvm.shl"(%2, %b) <{overflowFlags = 3 : i64}> : (i32, i32) -> i32
  %4 = "llvm.udiv"(%3, %b) <{isExact}> : (i32, i32) -> i32
  %5 = "llvm.or"(%4, %b) <{isDisjoint}> : (i32, i32) -> i32
  %6 = "llvm.xor"(%5, %b) : (i32, i32) -> i32
  return %6 : i32
}

func.func @generic_float(%x: f32) -> f32 {
  %0 = "llvm.fadd"(%x, %x) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32) -> f32
  %1 = "llvm.fmul"(%0, %x) : (f32, f32) -> f32
  %2 = "llvm.fneg"(%1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
  return %2 : f32
}

func.func @generic_compare(%a: i32, %x: f32) -> (i1, i1, i32) {
  %0 = "llvm.icmp"(%a, %a) <{predicate = 8 : i64}> : (i32, i32) -> i1
  %1 = "llvm.fcmp"(%x, %x) <{predicate = 15 : i64}> : (f32, f32) -> i1
  %2 = "llvm.fcmp"(%x, %x) <{fastmathFlags = #llvm.fastmath<nnan>, predicate = 3 : i64}> : (f32, f32) -> i1
  %3 = "llvm.select"(%0, %a, %a) : (i1, i32, i32) -> i32
  %4 = "llvm.freeze"(%3) : (i32) -> i32
  return %0, %2, %4 : i1, i1, i32
}

func.func @generic_casts(%a: i32, %p: !llvm.ptr) -> (i8, i64, f32, !llvm.ptr, !llvm.ptr<4>) {
  %0 = "llvm.trunc"(%a) <{overflowFlags = 2 : i32}> : (i32) -> i8
  %1 = "llvm.zext"(%a) <{nonNeg}> : (i32) -> i64
  %2 = "llvm.uitofp"(%a) : (i32) -> f32
  %3 = "llvm.inttoptr"(%a) <{dereferenceable = #llvm.dereferenceable<bytes = 2, mayBeNull = true>}> : (i32) -> !llvm.ptr
  %4 = "llvm.addrspacecast"(%p) : (!llvm.ptr) -> !llvm.ptr<4>
  return %0, %1, %2, %3, %4 : i8, i64, f32, !llvm.ptr, !llvm.ptr<4>
}

func.func @generic_intrinsics(%x: f32, %a: i16) -> (f32, i16, f32) {
  %0 = "llvm.intr.sqrt"(%x) : (f32) -> f32
  %1 = "llvm.intr.smax"(%a, %a) : (i16, i16) -> i16
  %2 = "llvm.intr.powi"(%0, %a) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, i16) -> f32
  return %0, %1, %2 : f32, i16, f32
}

func.func @flag_attrs_discardable(%a: i32) -> i32 {
  %0 = "llvm.add"(%a, %a) <{overflowFlags = 0 : i32}> {overflowFlags = #llvm.overflow<nsw, nuw>} : (i32, i32) -> i32
  %1 = "llvm.mul"(%0, %a) {fm = #llvm.fastmath<ninf>, of = #llvm.overflow<none>} : (i32, i32) -> i32
  return %1 : i32
}
