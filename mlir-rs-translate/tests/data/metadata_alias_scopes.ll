; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @accesses(ptr %0, ptr %1, i32 %2, i64 %3, i8 %4) {
  %6 = load i32, ptr %0, align 4, !alias.scope !1, !noalias !4
  store i32 %2, ptr %1, align 4, !alias.scope !4, !noalias !1
  %7 = atomicrmw add ptr %0, i32 %2 monotonic, align 4, !alias.scope !8
  %8 = cmpxchg ptr %0, i32 %2, i32 %7 acq_rel monotonic, align 4, !noalias !11
  call void @llvm.memcpy.p0.p0.i64(ptr %0, ptr %1, i64 %3, i1 false), !alias.scope !1, !noalias !12
  call void @llvm.memset.p0.i64(ptr %0, i8 %4, i64 %3, i1 true), !noalias !13
  %9 = load i32, ptr %1, align 4
  ret void
}

define i32 @again(ptr %0) {
  %2 = load i32, ptr %0, align 4, !alias.scope !13
  ret i32 %2
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #0

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{!2}
!2 = distinct !{!2, !3}
!3 = distinct !{!3, !"dom"}
!4 = !{!5, !6}
!5 = distinct !{!5, !3, !"two"}
!6 = !{!"three", !7}
!7 = distinct !{!7}
!8 = !{!9}
!9 = distinct !{!9, !10, !"four"}
!10 = !{!"named domain"}
!11 = !{!9, !2}
!12 = !{!5}
!13 = !{!6}
