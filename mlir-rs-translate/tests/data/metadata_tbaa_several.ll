; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define i32 @f(ptr %0, i64 %1) {
  %3 = load i32, ptr %0, align 4
  store i32 %3, ptr %0, align 4
  %4 = load i32, ptr %0, align 4, !tbaa !1
  %5 = load i32, ptr %0, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr %0, ptr %0, i64 %1, i1 false)
  %6 = atomicrmw add ptr %0, i32 %3 monotonic, align 4
  %7 = cmpxchg ptr %0, i32 %3, i32 %4 acq_rel monotonic, align 4
  %8 = load i32, ptr %0, align 4
  ret i32 %3
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #0

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{!2, !2, i64 0}
!2 = !{!"float", !3, i64 0}
!3 = !{!"root"}
