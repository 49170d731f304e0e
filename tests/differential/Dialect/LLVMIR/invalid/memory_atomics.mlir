// RUN: --split-input-file

func.func @rmw_float_op_on_integer(%p: !llvm.ptr, %v: i32) {
  %0 = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr, i32
  return
}

// -----

func.func @rmw_float_op_on_int_vector(%p: !llvm.ptr, %v: vector<2xi32>) {
  %0 = llvm.atomicrmw fmax %p, %v monotonic : !llvm.ptr, vector<2xi32>
  return
}

// -----

func.func @rmw_float_op_scalable(%p: !llvm.ptr, %v: vector<[2]xf32>) {
  %0 = "llvm.atomicrmw"(%p, %v) <{bin_op = 11 : i64, ordering = 2 : i64}> : (!llvm.ptr, vector<[2]xf32>) -> vector<[2]xf32>
  return
}

// -----

func.func @rmw_integer_op_on_float(%p: !llvm.ptr, %v: f32) {
  %0 = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, f32
  return
}

// -----

func.func @rmw_integer_op_odd_width(%p: !llvm.ptr, %v: i1) {
  %0 = llvm.atomicrmw max %p, %v monotonic : !llvm.ptr, i1
  return
}

// -----

func.func @rmw_xchg_odd(%p: !llvm.ptr, %v: i17) {
  %0 = llvm.atomicrmw xchg %p, %v monotonic : !llvm.ptr, i17
  return
}

// -----

func.func @rmw_unordered(%p: !llvm.ptr, %v: i32) {
  %0 = llvm.atomicrmw add %p, %v unordered : !llvm.ptr, i32
  return
}

// -----

func.func @rmw_result_mismatch(%p: !llvm.ptr, %v: i32) {
  %0 = "llvm.atomicrmw"(%p, %v) <{bin_op = 1 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i64
  return
}

// -----

func.func @rmw_unknown_op(%p: !llvm.ptr, %v: i32) {
  %0 = llvm.atomicrmw mul %p, %v monotonic : !llvm.ptr, i32
  return
}

// -----

func.func @rmw_missing_ordering(%p: !llvm.ptr, %v: i32) {
  %0 = "llvm.atomicrmw"(%p, %v) <{bin_op = 1 : i64}> : (!llvm.ptr, i32) -> i32
  return
}

// -----

func.func @cmpxchg_float(%p: !llvm.ptr, %v: f32) {
  %0 = llvm.cmpxchg %p, %v, %v acq_rel monotonic : !llvm.ptr, f32
  return
}

// -----

func.func @cmpxchg_odd_width(%p: !llvm.ptr, %v: i7) {
  %0 = llvm.cmpxchg %p, %v, %v acq_rel monotonic : !llvm.ptr, i7
  return
}

// -----

func.func @cmpxchg_weak_ordering(%p: !llvm.ptr, %v: i32) {
  %0 = llvm.cmpxchg %p, %v, %v unordered monotonic : !llvm.ptr, i32
  return
}

// -----

func.func @cmpxchg_failure_release(%p: !llvm.ptr, %v: i32) {
  %0 = llvm.cmpxchg %p, %v, %v seq_cst release : !llvm.ptr, i32
  return
}

// -----

func.func @cmpxchg_result_type(%p: !llvm.ptr, %v: i32) {
  %0 = "llvm.cmpxchg"(%p, %v, %v) <{success_ordering = 2 : i64, failure_ordering = 2 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i8)>
  return
}

// -----

func.func @cmpxchg_cmp_mismatch(%p: !llvm.ptr, %v: i32, %c: i64) {
  %0 = "llvm.cmpxchg"(%p, %c, %v) <{success_ordering = 2 : i64, failure_ordering = 2 : i64}> : (!llvm.ptr, i64, i32) -> !llvm.struct<(i32, i1)>
  return
}

// -----

func.func @fence_monotonic() {
  llvm.fence monotonic
  return
}

// -----

func.func @fence_syncscope_unclosed() {
  llvm.fence syncscope("agent" acquire
  return
}

// -----

func.func @fence_missing_ordering() {
  "llvm.fence"() : () -> ()
  return
}
