// RUN:
// RUN: --mlir-print-op-generic

func.func @int_widths(%a: i32) -> (i8, i64, i64) {
  %0 = llvm.trunc %a : i32 to i8
  %1 = llvm.zext %a : i32 to i64
  %2 = llvm.sext %a : i32 to i64
  return %0, %1, %2 : i8, i64, i64
}

func.func @int_flags(%a: i32) -> (i16, i16, i16, i64, f32) {
  %0 = llvm.trunc %a overflow<nsw> : i32 to i16
  %1 = llvm.trunc %a overflow<nuw> : i32 to i16
  %2 = llvm.trunc %a overflow<nsw, nuw> : i32 to i16
  %3 = llvm.zext nneg %a : i32 to i64
  %4 = llvm.uitofp nneg %a : i32 to f32
  return %0, %1, %2, %3, %4 : i16, i16, i16, i64, f32
}

func.func @float_widths(%a: f32) -> (f16, f64, bf16, f128) {
  %0 = llvm.fptrunc %a : f32 to f16
  %1 = llvm.fpext %a : f32 to f64
  %2 = llvm.fptrunc %a : f32 to bf16
  %3 = llvm.fpext %a : f32 to f128
  return %0, %1, %2, %3 : f16, f64, bf16, f128
}

func.func @int_float(%a: i32, %x: f64) -> (f32, f64, i16, i64) {
  %0 = llvm.sitofp %a : i32 to f32
  %1 = llvm.uitofp %a : i32 to f64
  %2 = llvm.fptosi %x : f64 to i16
  %3 = llvm.fptoui %x : f64 to i64
  return %0, %1, %2, %3 : f32, f64, i16, i64
}

func.func @pointers(%p: !llvm.ptr, %i: i64) -> (i64, !llvm.ptr, !llvm.ptr<1>, i32) {
  %0 = llvm.ptrtoint %p : !llvm.ptr to i64
  %1 = llvm.inttoptr %i : i64 to !llvm.ptr
  %2 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %3 = llvm.ptrtoint %2 : !llvm.ptr<1> to i32
  return %0, %1, %2, %3 : i64, !llvm.ptr, !llvm.ptr<1>, i32
}

func.func @dereferenceable(%i: i64) -> (!llvm.ptr, !llvm.ptr, !llvm.ptr) {
  %0 = llvm.inttoptr %i dereferenceable<bytes = 8> : i64 to !llvm.ptr
  %1 = llvm.inttoptr %i dereferenceable<bytes = 16, mayBeNull = true> : i64 to !llvm.ptr
  %2 = llvm.inttoptr %i dereferenceable<mayBeNull = false, bytes = 4> : i64 to !llvm.ptr
  return %0, %1, %2 : !llvm.ptr, !llvm.ptr, !llvm.ptr
}

func.func @bitcasts(%a: i32, %v: vector<2xi32>, %p: !llvm.ptr, %pv: vector<2x!llvm.ptr>) -> (f32, i64, vector<4xi16>, !llvm.ptr, vector<2x!llvm.ptr>) {
  %0 = llvm.bitcast %a : i32 to f32
  %1 = llvm.bitcast %v : vector<2xi32> to i64
  %2 = llvm.bitcast %v : vector<2xi32> to vector<4xi16>
  %3 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  %4 = llvm.bitcast %pv : vector<2x!llvm.ptr> to vector<2x!llvm.ptr>
  return %0, %1, %2, %3, %4 : f32, i64, vector<4xi16>, !llvm.ptr, vector<2x!llvm.ptr>
}

func.func @vector_casts(%v: vector<4xi32>, %f: vector<[2]xf32>, %p: vector<2x!llvm.ptr>) -> (vector<4xi8>, vector<4xi64>, vector<[2]xf64>, vector<[2]xi32>, vector<2xi64>, vector<2x!llvm.ptr<2>>) {
  %0 = llvm.trunc %v overflow<nuw> : vector<4xi32> to vector<4xi8>
  %1 = llvm.sext %v : vector<4xi32> to vector<4xi64>
  %2 = llvm.fpext %f : vector<[2]xf32> to vector<[2]xf64>
  %3 = llvm.fptosi %f : vector<[2]xf32> to vector<[2]xi32>
  %4 = llvm.ptrtoint %p : vector<2x!llvm.ptr> to vector<2xi64>
  %5 = llvm.addrspacecast %p : vector<2x!llvm.ptr> to vector<2x!llvm.ptr<2>>
  return %0, %1, %2, %3, %4, %5 : vector<4xi8>, vector<4xi64>, vector<[2]xf64>, vector<[2]xi32>, vector<2xi64>, vector<2x!llvm.ptr<2>>
}

func.func @scalable_ext(%v: vector<[4]xi8>) -> (vector<[4]xi32>, vector<[4]xi16>) {
  %0 = llvm.zext nneg %v : vector<[4]xi8> to vector<[4]xi32>
  %1 = llvm.sext %v : vector<[4]xi8> to vector<[4]xi16>
  return %0, %1 : vector<[4]xi32>, vector<[4]xi16>
}

func.func @unchecked_widths(%a: i32, %x: f32) -> (i64, f16, f64) {
  %0 = llvm.trunc %a : i32 to i64
  %1 = llvm.fpext %x : f32 to f16
  %2 = llvm.fptrunc %x : f32 to f64
  return %0, %1, %2 : i64, f16, f64
}

func.func @cast_attrs(%a: i32) -> (i64, i8) {
  %0 = llvm.zext nneg %a {tag} : i32 to i64
  %1 = llvm.trunc %a overflow<nsw> {a = 1 : i32} : i32 to i8
  return %0, %1 : i64, i8
}
