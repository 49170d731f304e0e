// RUN:
// RUN: --mlir-print-op-generic

// Every part of a loop annotation, in full and minimal forms, followups,
// locations and parallel accesses; several annotations sharing parts.
#vec_full = #llvm.loop_vectorize<disable = false, predicateEnable = true, scalableEnable = false, width = 8 : i32, followupVectorized = #llvm.loop_annotation<disableNonforced = true>, followupEpilogue = <mustProgress = true>, followupAll = <>>
#vec_min = #llvm.loop_vectorize<>
#interleave = #llvm.loop_interleave<count = 4>
#unroll_full = #llvm.loop_unroll<disable = false, count = 2 : i64, runtimeDisable = true, full = false, followupUnrolled = <isVectorized = true>, followupRemainder = <>, followupAll = <disableNonforced = false>>
#unroll_min = #llvm.loop_unroll<>
#uaj = #llvm.loop_unroll_and_jam<disable = true, count = 3, followupOuter = <>, followupInner = <mustProgress = false>, followupRemainderOuter = <>, followupRemainderInner = <>, followupAll = <>>
#licm = #llvm.loop_licm<disable = true, versioningDisable = false>
#licm_min = #llvm.loop_licm<>
#distribute = #llvm.loop_distribute<disable = false, followupCoincident = <>, followupSequential = <>, followupFallback = <>, followupAll = <>>
#pipeline = #llvm.loop_pipeline<disable = false, initiationinterval = 2>
#peeled = #llvm.loop_peeled<count = 5 : i32>
#peeled_min = #llvm.loop_peeled<>
#unswitch = #llvm.loop_unswitch<partialDisable = true>
#group = #llvm.access_group<id = distinct[5]<>>
#group2 = #llvm.access_group<id = distinct[6]<>>
#loc1 = loc("loop.c":3:4)
#loc2 = loc("loop.c":9:1)
#full = #llvm.loop_annotation<disableNonforced = true, vectorize = #vec_full, interleave = #interleave, unroll = #unroll_full, unrollAndJam = #uaj, licm = #licm, distribute = #distribute, pipeline = #pipeline, peeled = #peeled, unswitch = #unswitch, mustProgress = true, isVectorized = false, startLoc = loc(fused[#loc1, #loc2]), endLoc = loc(fused<"meta">[#loc2]), parallelAccesses = #group, #group2>
#small = #llvm.loop_annotation<unroll = #unroll_min, licm = #licm_min, peeled = #peeled_min, vectorize = #vec_min>
#empty = #llvm.loop_annotation<>

llvm.func @loops(%c: i1, %p: !llvm.ptr) {
  llvm.br ^bb1 {loop_annotation = #empty}
^bb1:
  %0 = llvm.load %p {access_groups = [#group]} : !llvm.ptr -> i32
  llvm.cond_br %c, ^bb1, ^bb2 {loop_annotation = #full}
^bb2:
  llvm.cond_br %c weights([3, 1]), ^bb2, ^bb3 {loop_annotation = #small}
^bb3:
  llvm.br ^bb4 {loop_annotation = #llvm.loop_annotation<mustProgress = true>}
^bb4:
  llvm.return
}
