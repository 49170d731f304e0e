; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @groups(ptr %0, i32 %1, i64 %2) {
  %4 = load i32, ptr %0, align 4, !llvm.access.group !1
  store i32 %1, ptr %0, align 4, !llvm.access.group !2
  %5 = load i32, ptr %0, align 4, !tbaa !4, !alias.scope !7, !llvm.access.group !10
  call void @llvm.memcpy.p0.p0.i64(ptr %0, ptr %0, i64 %2, i1 false), !llvm.access.group !11
  %6 = atomicrmw add ptr %0, i32 %1 monotonic, align 4, !llvm.access.group !3
  ret void
}

define i32 @more(ptr %0) {
  %2 = load i32, ptr %0, align 4, !llvm.access.group !12
  ret i32 %2
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #0

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !{}
!2 = !{!3, !1}
!3 = distinct !{}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"root"}
!7 = !{!8}
!8 = distinct !{!8, !9}
!9 = distinct !{!9}
!10 = distinct !{}
!11 = !{!1, !3, !10}
!12 = !{!10, !3}
