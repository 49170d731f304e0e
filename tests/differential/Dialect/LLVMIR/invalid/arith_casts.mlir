// RUN: --split-input-file

func.func @sext_narrower(%a: i32) {
  %0 = llvm.sext %a : i32 to i16
  return
}

// -----

func.func @sext_same(%a: i32) {
  %0 = llvm.sext %a : i32 to i32
  return
}

// -----

func.func @zext_narrower(%a: i32) {
  %0 = llvm.zext nneg %a : i32 to i8
  return
}

// -----

func.func @zext_vector_to_int(%v: vector<2xi32>) {
  %0 = llvm.zext %v : vector<2xi32> to i64
  return
}

// -----

func.func @sext_int_to_vector(%a: i32) {
  %0 = llvm.sext %a : i32 to vector<2xi64>
  return
}

// -----

func.func @zext_shape(%v: vector<2xi32>) {
  %0 = llvm.zext %v : vector<2xi32> to vector<4xi64>
  return
}

// -----

func.func @zext_scalability(%v: vector<2xi32>) {
  %0 = llvm.zext %v : vector<2xi32> to vector<[2]xi64>
  return
}

// -----

func.func @sext_vector_narrower(%v: vector<[4]xi32>) {
  %0 = llvm.sext %v : vector<[4]xi32> to vector<[4]xi8>
  return
}

// -----

func.func @bitcast_ptr_to_int(%p: !llvm.ptr) {
  %0 = llvm.bitcast %p : !llvm.ptr to i64
  return
}

// -----

func.func @bitcast_int_to_ptr(%a: i64) {
  %0 = llvm.bitcast %a : i64 to !llvm.ptr
  return
}

// -----

func.func @bitcast_address_space(%p: !llvm.ptr) {
  %0 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr<1>
  return
}

// -----

func.func @bitcast_ptr_vector_to_ptr(%v: vector<2x!llvm.ptr>) {
  %0 = llvm.bitcast %v : vector<2x!llvm.ptr> to !llvm.ptr
  return
}

// -----

func.func @bitcast_ptr_to_ptr_vector(%p: !llvm.ptr) {
  %0 = llvm.bitcast %p : !llvm.ptr to vector<2x!llvm.ptr>
  return
}

// -----

func.func @bitcast_vector_address_space(%v: vector<2x!llvm.ptr>) {
  %0 = llvm.bitcast %v : vector<2x!llvm.ptr> to vector<2x!llvm.ptr<1>>
  return
}

// -----

func.func @bitcast_int_vector_to_ptr_vector(%v: vector<2xi64>) {
  %0 = llvm.bitcast %v : vector<2xi64> to vector<2x!llvm.ptr>
  return
}

// -----

func.func @bitcast_struct(%a: i32) {
  %0 = "llvm.bitcast"(%a) : (i32) -> !llvm.struct<(i32)>
  return
}

// -----

func.func @addrspacecast_int(%a: i32) {
  %0 = llvm.addrspacecast %a : i32 to !llvm.ptr<1>
  return
}

// -----

func.func @sitofp_float(%x: f32) {
  %0 = llvm.sitofp %x : f32 to f32
  return
}

// -----

func.func @fptoui_to_float(%x: f32) {
  %0 = llvm.fptoui %x : f32 to f64
  return
}

// -----

func.func @ptrtoint_from_int(%a: i32) {
  %0 = llvm.ptrtoint %a : i32 to i64
  return
}

// -----

func.func @inttoptr_to_int(%a: i32) {
  %0 = llvm.inttoptr %a : i32 to i64
  return
}

// -----

func.func @dereferenceable_missing_bytes(%a: i64) {
  %0 = llvm.inttoptr %a dereferenceable<mayBeNull = true> : i64 to !llvm.ptr
  return
}

// -----

func.func @dereferenceable_wrong_kind(%a: i64) {
  %0 = "llvm.inttoptr"(%a) <{dereferenceable = 8 : i64}> : (i64) -> !llvm.ptr
  return
}

// -----

func.func @missing_to(%a: i32) {
  %0 = llvm.trunc %a : i32 i8
  return
}
