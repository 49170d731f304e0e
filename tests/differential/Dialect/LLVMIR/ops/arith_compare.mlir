// RUN:
// RUN: --mlir-print-op-generic

func.func @icmp_all(%a: i32, %b: i32) -> i1 {
  %0 = llvm.icmp "eq" %a, %b : i32
  %1 = llvm.icmp "ne" %a, %b : i32
  %2 = llvm.icmp "slt" %a, %b : i32
  %3 = llvm.icmp "sle" %a, %b : i32
  %4 = llvm.icmp "sgt" %a, %b : i32
  %5 = llvm.icmp "sge" %a, %b : i32
  %6 = llvm.icmp "ult" %a, %b : i32
  %7 = llvm.icmp "ule" %a, %b : i32
  %8 = llvm.icmp "ugt" %a, %b : i32
  %9 = llvm.icmp "uge" %a, %b : i32
  return %9 : i1
}

func.func @fcmp_all(%a: f32, %b: f32) -> i1 {
  %0 = llvm.fcmp "_false" %a, %b : f32
  %1 = llvm.fcmp "oeq" %a, %b : f32
  %2 = llvm.fcmp "ogt" %a, %b : f32
  %3 = llvm.fcmp "oge" %a, %b : f32
  %4 = llvm.fcmp "olt" %a, %b : f32
  %5 = llvm.fcmp "ole" %a, %b : f32
  %6 = llvm.fcmp "one" %a, %b : f32
  %7 = llvm.fcmp "ord" %a, %b : f32
  %8 = llvm.fcmp "ueq" %a, %b : f32
  %9 = llvm.fcmp "ugt" %a, %b : f32
  %10 = llvm.fcmp "uge" %a, %b : f32
  %11 = llvm.fcmp "ult" %a, %b : f32
  %12 = llvm.fcmp "ule" %a, %b : f32
  %13 = llvm.fcmp "une" %a, %b : f32
  %14 = llvm.fcmp "uno" %a, %b : f32
  %15 = llvm.fcmp "_true" %a, %b : f32
  return %15 : i1
}

func.func @fcmp_fastmath(%a: f64, %b: f64) -> i1 {
  %0 = llvm.fcmp "olt" %a, %b {fastmathFlags = #llvm.fastmath<fast>} : f64
  %1 = llvm.fcmp "uno" %a, %b {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f64
  %2 = llvm.fcmp "oeq" %a, %b {fastmathFlags = #llvm.fastmath<none>} : f64
  %3 = llvm.fcmp "one" %a, %b {fastmathFlags = #llvm.fastmath<nsz>, other} : f64
  return %3 : i1
}

func.func @vector_compares(%a: vector<4xi8>, %b: vector<[2]xf16>) -> (vector<4xi1>, vector<[2]xi1>) {
  %0 = llvm.icmp "sgt" %a, %a : vector<4xi8>
  %1 = llvm.fcmp "ole" %b, %b : vector<[2]xf16>
  return %0, %1 : vector<4xi1>, vector<[2]xi1>
}

func.func @pointer_compares(%p: !llvm.ptr, %q: !llvm.ptr<3>, %v: vector<2x!llvm.ptr>) -> (i1, i1, vector<2xi1>) {
  %0 = llvm.icmp "eq" %p, %p : !llvm.ptr
  %1 = llvm.icmp "ult" %q, %q {tag} : !llvm.ptr<3>
  %2 = llvm.icmp "ne" %v, %v : vector<2x!llvm.ptr>
  return %0, %1, %2 : i1, i1, vector<2xi1>
}

func.func @select(%c: i1, %a: i32, %b: i32, %x: f32, %p: !llvm.ptr) -> (i32, f32, !llvm.ptr) {
  %0 = llvm.select %c, %a, %b : i1, i32
  %1 = llvm.select %c, %x, %x {fastmathFlags = #llvm.fastmath<nnan>} : i1, f32
  %2 = llvm.select %c, %p, %p : i1, !llvm.ptr
  return %0, %1, %2 : i32, f32, !llvm.ptr
}

func.func @select_vectors(%c: vector<4xi1>, %d: i1, %v: vector<4xf32>, %s: !llvm.struct<(i32, f64)>) -> (vector<4xf32>, vector<4xf32>, !llvm.struct<(i32, f64)>) {
  %0 = llvm.select %c, %v, %v : vector<4xi1>, vector<4xf32>
  %1 = llvm.select %d, %v, %v {fastmathFlags = #llvm.fastmath<fast>} : i1, vector<4xf32>
  %2 = llvm.select %d, %s, %s : i1, !llvm.struct<(i32, f64)>
  return %0, %1, %2 : vector<4xf32>, vector<4xf32>, !llvm.struct<(i32, f64)>
}

func.func @freeze(%a: i32, %v: vector<2xf32>, %s: !llvm.array<3 x i8>, %p: !llvm.ptr) -> (i32, vector<2xf32>, !llvm.array<3 x i8>, !llvm.ptr) {
  %0 = llvm.freeze %a : i32
  %1 = llvm.freeze %v {tag} : vector<2xf32>
  %2 = llvm.freeze %s : !llvm.array<3 x i8>
  %3 = llvm.freeze %p : !llvm.ptr
  return %0, %1, %2, %3 : i32, vector<2xf32>, !llvm.array<3 x i8>, !llvm.ptr
}

func.func @compare_then_select(%a: i64, %b: i64) -> i64 {
  %lt = llvm.icmp "slt" %a, %b : i64
  %min = llvm.select %lt, %a, %b : i1, i64
  %frozen = llvm.freeze %min : i64
  return %frozen : i64
}

func.func @undef_operands() -> i1 {
  %u = llvm.mlir.undef : i32
  %p = llvm.mlir.poison : f32
  %0 = llvm.icmp "eq" %u, %u : i32
  %1 = llvm.fcmp "ord" %p, %p : f32
  %2 = llvm.and %0, %1 : i1
  return %2 : i1
}
