; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define i32 @atomics(ptr %0, i32 %1, float %2) {
  %4 = atomicrmw add ptr %0, i32 %1 seq_cst, align 4
  %5 = atomicrmw xchg ptr %0, i32 %1 monotonic, align 4
  %6 = atomicrmw umax ptr %0, i32 %1 acquire, align 4
  %7 = atomicrmw fadd ptr %0, float %2 release, align 4
  %8 = atomicrmw volatile sub ptr %0, i32 %1 acq_rel, align 4
  %9 = cmpxchg ptr %0, i32 %4, i32 %1 acq_rel monotonic, align 4
  %10 = cmpxchg weak ptr %0, i32 %4, i32 %1 seq_cst seq_cst, align 8
  %11 = extractvalue { i32, i1 } %9, 0
  fence acquire
  fence syncscope("singlethread") seq_cst
  ret i32 %11
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
