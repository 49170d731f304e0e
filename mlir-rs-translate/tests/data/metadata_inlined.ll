; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define i32 @callee(ptr %0, ptr %1, i32 %2) {
  call void @llvm.experimental.noalias.scope.decl(metadata !1)
  %4 = load i32, ptr %0, align 4, !tbaa !4, !alias.scope !1, !noalias !7, !llvm.access.group !10
  store i32 %4, ptr %1, align 4, !alias.scope !11, !noalias !1
  %5 = atomicrmw add ptr %0, i32 %2 monotonic, align 4, !alias.scope !12
  %6 = cmpxchg ptr %0, i32 %2, i32 %5 acq_rel monotonic, align 4, !llvm.access.group !10
  call void @llvm.memmove.p0.p0.i32(ptr %0, ptr %1, i32 %2, i1 false)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr %0, ptr %1, i64 4, i1 false)
  %7 = extractvalue { i32, i1 } %6, 1
  %8 = zext i1 %7 to i8
  call void @llvm.memset.inline.p0.i64(ptr %0, i8 %8, i64 4, i1 false)
  call void @ext(ptr %0), !alias.scope !11
  ret i32 %4
}

declare void @ext(ptr)

define void @looping(ptr %0, i32 %1) {
  store i32 %1, ptr %0, align 4
  ret void
}

define i32 @caller(ptr %0, ptr %1, i32 %2) {
  call void @llvm.experimental.noalias.scope.decl(metadata !13)
  %4 = load i32, ptr %0, align 4, !tbaa !4, !alias.scope !16, !noalias !19, !llvm.access.group !23
  store i32 %4, ptr %1, align 4, !alias.scope !25, !noalias !26, !llvm.access.group !24
  %5 = atomicrmw add ptr %0, i32 %2 monotonic, align 4, !alias.scope !27, !noalias !28, !llvm.access.group !24
  %6 = cmpxchg ptr %0, i32 %2, i32 %5 acq_rel monotonic, align 4, !alias.scope !29, !noalias !28, !llvm.access.group !23
  call void @llvm.memmove.p0.p0.i32(ptr %0, ptr %1, i32 %2, i1 false), !alias.scope !29, !noalias !28, !llvm.access.group !24
  call void @llvm.memcpy.inline.p0.p0.i64(ptr %0, ptr %1, i64 4, i1 false), !alias.scope !29, !noalias !28, !llvm.access.group !24
  %7 = extractvalue { i32, i1 } %6, 1
  %8 = zext i1 %7 to i8
  call void @llvm.memset.inline.p0.i64(ptr %0, i8 %8, i64 4, i1 false), !alias.scope !29, !noalias !28, !llvm.access.group !24
  call void @ext(ptr %0), !alias.scope !25, !noalias !28, !llvm.access.group !24
  call void @llvm.experimental.noalias.scope.decl(metadata !30)
  %9 = load i32, ptr %0, align 4, !tbaa !4, !alias.scope !30, !noalias !33, !llvm.access.group !10
  store i32 %9, ptr %1, align 4, !alias.scope !36, !noalias !37
  %10 = atomicrmw add ptr %0, i32 %2 monotonic, align 4, !alias.scope !38, !noalias !29
  %11 = cmpxchg ptr %0, i32 %2, i32 %10 acq_rel monotonic, align 4, !noalias !29, !llvm.access.group !10
  call void @llvm.memmove.p0.p0.i32(ptr %0, ptr %1, i32 %2, i1 false), !noalias !29
  call void @llvm.memcpy.inline.p0.p0.i64(ptr %0, ptr %1, i64 4, i1 false), !noalias !29
  %12 = extractvalue { i32, i1 } %11, 1
  %13 = zext i1 %12 to i8
  call void @llvm.memset.inline.p0.i64(ptr %0, i8 %13, i64 4, i1 false), !noalias !29
  call void @ext(ptr %0), !alias.scope !36, !noalias !29
  store i32 %2, ptr %0, align 4, !alias.scope !29, !llvm.access.group !24
  %14 = add i32 %4, %9
  ret i32 %14
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #0

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i32(ptr writeonly captures(none), ptr readonly captures(none), i32, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.inline.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{!2}
!2 = distinct !{!2, !3, !"s1"}
!3 = distinct !{!3, !"dom"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"root"}
!7 = !{!8, !9}
!8 = distinct !{!8, !3}
!9 = !{!"named", !3}
!10 = distinct !{}
!11 = !{!8}
!12 = !{!9}
!13 = !{!14}
!14 = distinct !{!14, !15, !"s1"}
!15 = distinct !{!15, !"dom"}
!16 = !{!14, !17}
!17 = distinct !{!17, !18}
!18 = distinct !{!18}
!19 = !{!20, !21, !22}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !18, !"other"}
!23 = !{!10, !24}
!24 = distinct !{}
!25 = !{!20, !17}
!26 = !{!14, !22}
!27 = !{!21, !17}
!28 = !{!22}
!29 = !{!17}
!30 = !{!31}
!31 = distinct !{!31, !32, !"s1"}
!32 = distinct !{!32, !"dom"}
!33 = !{!34, !35, !17}
!34 = distinct !{!34, !32}
!35 = distinct !{!35, !32}
!36 = !{!34}
!37 = !{!31, !17}
!38 = !{!35}
