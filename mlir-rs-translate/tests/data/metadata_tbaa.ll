; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @tbaa(ptr %0, i32 %1, i64 %2, i64 %3) {
  %5 = load i32, ptr %0, align 4, !tbaa !1
  store i32 %1, ptr %0, align 4, !tbaa !5
  store i64 %2, ptr %0, align 4, !tbaa !9
  %6 = load i64, ptr %0, align 4, !tbaa !10
  %7 = atomicrmw xchg ptr %0, i32 %1 acquire, align 4, !tbaa !1
  call void @llvm.memmove.p0.p0.i64(ptr %0, ptr %0, i64 %3, i1 false), !tbaa !5
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr writeonly captures(none), ptr readonly captures(none), i64, i1 immarg) #0

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!6, !2, i64 4, i64 1}
!6 = !{!"pair", !2, i64 0, !2, i64 4, !7, i64 8}
!7 = !{!"long", !8, i64 0}
!8 = distinct !{!8}
!9 = !{!6, !7, i64 8}
!10 = !{!11, !11, i64 0}
!11 = !{!"other", !8, i64 0}
