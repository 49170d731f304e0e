llvm.func @atomics(%p: !llvm.ptr, %v: i32, %f: f32) -> i32 {
  %0 = llvm.atomicrmw add %p, %v seq_cst : !llvm.ptr, i32
  %1 = llvm.atomicrmw xchg %p, %v monotonic {alignment = 4 : i64} : !llvm.ptr, i32
  %2 = llvm.atomicrmw umax %p, %v acquire : !llvm.ptr, i32
  %3 = llvm.atomicrmw fadd %p, %f release : !llvm.ptr, f32
  %4 = llvm.atomicrmw volatile sub %p, %v acq_rel : !llvm.ptr, i32
  %5 = llvm.cmpxchg %p, %0, %v acq_rel monotonic : !llvm.ptr, i32
  %6 = llvm.cmpxchg weak %p, %0, %v seq_cst seq_cst {alignment = 8 : i64} : !llvm.ptr, i32
  %7 = llvm.extractvalue %5[0] : !llvm.struct<(i32, i1)>
  llvm.fence acquire
  llvm.fence syncscope("singlethread") seq_cst
  llvm.return %7 : i32
}
