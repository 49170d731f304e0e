; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @loops(ptr %0, i1 %1) {
  br label %3

3:                                                ; preds = %3, %2
  %4 = load i32, ptr %0, align 4, !llvm.access.group !1
  br i1 %1, label %3, label %5, !llvm.loop !2

5:                                                ; preds = %5, %3
  br i1 %1, label %5, label %6, !llvm.loop !16

6:                                                ; preds = %6, %5
  br i1 %1, label %6, label %7, !llvm.loop !26

7:                                                ; preds = %7, %6
  br i1 %1, label %7, label %8, !prof !38, !llvm.loop !39

8:                                                ; preds = %8, %7
  br i1 %1, label %8, label %9, !llvm.loop !50

9:                                                ; preds = %9, %8
  br i1 %1, label %9, label %10, !llvm.loop !53

10:                                               ; preds = %10, %9
  br i1 %1, label %10, label %11, !llvm.loop !56

11:                                               ; preds = %11, %10
  br label %11, !llvm.loop !11
}

define void @again(i1 %0) {
  br label %2

2:                                                ; preds = %2, %1
  br i1 %0, label %2, label %3, !llvm.loop !2

3:                                                ; preds = %2
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !{}
!2 = distinct !{!2, !3, !4, !5, !6, !7, !8, !9, !10, !12, !13, !14, !15}
!3 = !{!"llvm.loop.disable_nonforced"}
!4 = !{!"llvm.loop.mustprogress"}
!5 = !{!"llvm.loop.isvectorized", i32 1}
!6 = !{!"llvm.loop.vectorize.enable", i1 true}
!7 = !{!"llvm.loop.vectorize.predicate.enable", i1 true}
!8 = !{!"llvm.loop.vectorize.scalable.enable", i1 false}
!9 = !{!"llvm.loop.vectorize.width", i32 8}
!10 = !{!"llvm.loop.vectorize.followup_vectorized", !11}
!11 = distinct !{!11, !4}
!12 = !{!"llvm.loop.vectorize.followup_epilogue", !11}
!13 = !{!"llvm.loop.vectorize.followup_all", !11}
!14 = !{!"llvm.loop.interleave.count", i32 4}
!15 = !{!"llvm.loop.parallel_accesses", !1}
!16 = distinct !{!16, !17, !18, !19, !20, !21, !22, !23, !24, !25}
!17 = !{!"llvm.loop.isvectorized", i32 0}
!18 = !{!"llvm.loop.vectorize.enable", i1 false}
!19 = !{!"llvm.loop.unroll.enable"}
!20 = !{!"llvm.loop.unroll.count", i32 2}
!21 = !{!"llvm.loop.unroll.runtime.disable", i1 true}
!22 = !{!"llvm.loop.unroll.full"}
!23 = !{!"llvm.loop.unroll.followup_unrolled", !11}
!24 = !{!"llvm.loop.unroll.followup_remainder", !11}
!25 = !{!"llvm.loop.unroll.followup_all", !11}
!26 = distinct !{!26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37}
!27 = !{!"llvm.loop.unroll.disable"}
!28 = !{!"llvm.loop.unroll.runtime.disable", i1 false}
!29 = !{!"llvm.loop.unroll_and_jam.enable"}
!30 = !{!"llvm.loop.unroll_and_jam.count", i32 3}
!31 = !{!"llvm.loop.unroll_and_jam.followup_outer", !11}
!32 = !{!"llvm.loop.unroll_and_jam.followup_inner", !11}
!33 = !{!"llvm.loop.unroll_and_jam.followup_remainder_outer", !11}
!34 = !{!"llvm.loop.unroll_and_jam.followup_remainder_inner", !11}
!35 = !{!"llvm.loop.unroll_and_jam.followup_all", !11}
!36 = !{!"llvm.licm.disable"}
!37 = !{!"llvm.loop.licm_versioning.disable"}
!38 = !{!"branch_weights", i32 1, i32 9}
!39 = distinct !{!39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49}
!40 = !{!"llvm.loop.unroll_and_jam.disable"}
!41 = !{!"llvm.loop.distribute.enable", i1 true}
!42 = !{!"llvm.loop.distribute.followup_coincident", !11}
!43 = !{!"llvm.loop.distribute.followup_sequential", !11}
!44 = !{!"llvm.loop.distribute.followup_fallback", !11}
!45 = !{!"llvm.loop.distribute.followup_all", !11}
!46 = !{!"llvm.loop.pipeline.disable", i1 false}
!47 = !{!"llvm.loop.pipeline.initiationinterval", i32 5}
!48 = !{!"llvm.loop.peeled.count", i32 7}
!49 = !{!"llvm.loop.unswitch.partial.disable"}
!50 = distinct !{!50, !51, !52}
!51 = !{!"llvm.loop.distribute.enable", i1 false}
!52 = !{!"llvm.loop.pipeline.disable", i1 true}
!53 = distinct !{!53, !54}
!54 = !{!"llvm.loop.unroll.followup_all", !55}
!55 = distinct !{!55, !13}
!56 = distinct !{!56}
