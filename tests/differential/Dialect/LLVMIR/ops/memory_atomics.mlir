// RUN:
// RUN: --mlir-print-op-generic

func.func @rmw_integer_ops(%p: !llvm.ptr, %v: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %0 = llvm.atomicrmw xchg %p, %v monotonic : !llvm.ptr, i32
  %1 = llvm.atomicrmw add %p, %v acquire : !llvm.ptr, i32
  %2 = llvm.atomicrmw sub %p, %v release : !llvm.ptr, i32
  %3 = llvm.atomicrmw _and %p, %v acq_rel : !llvm.ptr, i32
  %4 = llvm.atomicrmw nand %p, %v seq_cst : !llvm.ptr, i32
  %5 = llvm.atomicrmw _or %p, %v monotonic : !llvm.ptr, i32
  %6 = llvm.atomicrmw _xor %p, %v monotonic : !llvm.ptr, i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
}

func.func @rmw_min_max_wrap(%p: !llvm.ptr, %v: i64) -> (i64, i64, i64, i64, i64, i64, i64, i64) {
  %0 = llvm.atomicrmw max %p, %v monotonic : !llvm.ptr, i64
  %1 = llvm.atomicrmw min %p, %v monotonic : !llvm.ptr, i64
  %2 = llvm.atomicrmw umax %p, %v monotonic : !llvm.ptr, i64
  %3 = llvm.atomicrmw umin %p, %v monotonic : !llvm.ptr, i64
  %4 = llvm.atomicrmw uinc_wrap %p, %v monotonic : !llvm.ptr, i64
  %5 = llvm.atomicrmw udec_wrap %p, %v monotonic : !llvm.ptr, i64
  %6 = llvm.atomicrmw usub_cond %p, %v monotonic : !llvm.ptr, i64
  %7 = llvm.atomicrmw usub_sat %p, %v monotonic : !llvm.ptr, i64
  return %0, %1, %2, %3, %4, %5, %6, %7 : i64, i64, i64, i64, i64, i64, i64, i64
}

func.func @rmw_float_ops(%p: !llvm.ptr, %f: f32, %h: vector<2xf16>) -> (f32, f32, f32, f32, f32, vector<2xf16>) {
  %0 = llvm.atomicrmw fadd %p, %f monotonic : !llvm.ptr, f32
  %1 = llvm.atomicrmw fsub %p, %f monotonic : !llvm.ptr, f32
  %2 = llvm.atomicrmw fmax %p, %f monotonic : !llvm.ptr, f32
  %3 = llvm.atomicrmw fmin %p, %f monotonic : !llvm.ptr, f32
  %4 = llvm.atomicrmw fmaximum %p, %f monotonic : !llvm.ptr, f32
  %5 = llvm.atomicrmw fminimum %p, %h seq_cst : !llvm.ptr, vector<2xf16>
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, vector<2xf16>
}

func.func @rmw_flags(%p: !llvm.ptr<1>, %v: i8, %q: !llvm.ptr) -> (i8, i8, !llvm.ptr) {
  %0 = llvm.atomicrmw volatile add %p, %v monotonic : !llvm.ptr<1>, i8
  %1 = llvm.atomicrmw umax %p, %v syncscope("agent") acq_rel {alignment = 1 : i64} : !llvm.ptr<1>, i8
  %2 = llvm.atomicrmw volatile xchg %p, %q syncscope("wavefront") seq_cst {alignment = 8 : i64, tag} : !llvm.ptr<1>, !llvm.ptr
  return %0, %1, %2 : i8, i8, !llvm.ptr
}

func.func @cmpxchg_plain(%p: !llvm.ptr, %c: i32, %v: i32) -> !llvm.struct<(i32, i1)> {
  %0 = llvm.cmpxchg %p, %c, %v acq_rel monotonic : !llvm.ptr, i32
  return %0 : !llvm.struct<(i32, i1)>
}

func.func @cmpxchg_flags(%p: !llvm.ptr, %c: !llvm.ptr, %v: !llvm.ptr, %i: i16) -> (!llvm.struct<(ptr, i1)>, !llvm.struct<(i16, i1)>, !llvm.struct<(i16, i1)>) {
  %0 = llvm.cmpxchg weak %p, %c, %v seq_cst seq_cst : !llvm.ptr, !llvm.ptr
  %1 = llvm.cmpxchg volatile %p, %i, %i release acquire {alignment = 2 : i64} : !llvm.ptr, i16
  %2 = llvm.cmpxchg weak volatile %p, %i, %i syncscope("one") monotonic monotonic {note} : !llvm.ptr, i16
  return %0, %1, %2 : !llvm.struct<(ptr, i1)>, !llvm.struct<(i16, i1)>, !llvm.struct<(i16, i1)>
}

func.func @fences() {
  llvm.fence acquire
  llvm.fence release
  llvm.fence acq_rel
  llvm.fence seq_cst
  llvm.fence syncscope("agent") seq_cst
  llvm.fence syncscope("") release {tag = "t"}
  return
}

func.func @atomics_generic(%p: !llvm.ptr, %v: i32) -> (i32, !llvm.struct<(i32, i1)>) {
  %0 = "llvm.atomicrmw"(%p, %v) <{bin_op = 9 : i64, ordering = 7 : i64, volatile_}> : (!llvm.ptr, i32) -> i32
  %1 = "llvm.cmpxchg"(%p, %v, %v) <{success_ordering = 4 : i64, failure_ordering = 2 : i64, weak, syncscope = "s"}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
  "llvm.fence"() <{ordering = 6 : i64}> {extra} : () -> ()
  return %0, %1 : i32, !llvm.struct<(i32, i1)>
}
