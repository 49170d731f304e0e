// Loop annotations as `!llvm.loop`: every option true, false and absent,
// follow-ups shared between annotations and nested, parallel accesses,
// the same annotation on several branches, an empty one.
#g = #llvm.access_group<id = distinct[0]<>>
#fa = #llvm.loop_annotation<mustProgress = true>
#a1 = #llvm.loop_annotation<disableNonforced = true, mustProgress = true, isVectorized = true, vectorize = <disable = false, predicateEnable = true, scalableEnable = false, width = 8 : i32, followupVectorized = #fa, followupEpilogue = #fa, followupAll = #fa>, interleave = <count = 4>, parallelAccesses = #g>
#a2 = #llvm.loop_annotation<disableNonforced = false, mustProgress = false, isVectorized = false, vectorize = <disable = true>, unroll = <disable = false, count = 2, runtimeDisable = true, full = true, followupUnrolled = #fa, followupRemainder = #fa, followupAll = #fa>>
#a3 = #llvm.loop_annotation<unroll = <disable = true, runtimeDisable = false, full = false>, unrollAndJam = <disable = false, count = 3, followupOuter = #fa, followupInner = #fa, followupRemainderOuter = #fa, followupRemainderInner = #fa, followupAll = #fa>, licm = <disable = true, versioningDisable = true>>
#a4 = #llvm.loop_annotation<unrollAndJam = <disable = true>, licm = <disable = false, versioningDisable = false>, distribute = <disable = false, followupCoincident = #fa, followupSequential = #fa, followupFallback = #fa, followupAll = #fa>, pipeline = <disable = false, initiationinterval = 5>, peeled = <count = 7>, unswitch = <partialDisable = true>>
#a5 = #llvm.loop_annotation<distribute = <disable = true>, pipeline = <disable = true>, unswitch = <partialDisable = false>, peeled = <>, vectorize = <>, unroll = <>>
#nested = #llvm.loop_annotation<unroll = <followupAll = <vectorize = <followupAll = #fa>>>>
#empty = #llvm.loop_annotation<>
llvm.func @loops(%p: !llvm.ptr, %c: i1) {
  llvm.br ^bb1
^bb1:
  %0 = llvm.load %p {access_groups = [#g]} : !llvm.ptr -> i32
  llvm.cond_br %c, ^bb1, ^bb2 {loop_annotation = #a1}
^bb2:
  llvm.cond_br %c, ^bb2, ^bb3 {loop_annotation = #a2}
^bb3:
  llvm.cond_br %c, ^bb3, ^bb4 {loop_annotation = #a3}
^bb4:
  llvm.cond_br %c weights([1, 9]), ^bb4, ^bb5 {loop_annotation = #a4}
^bb5:
  llvm.cond_br %c, ^bb5, ^bb6 {loop_annotation = #a5}
^bb6:
  llvm.cond_br %c, ^bb6, ^bb7 {loop_annotation = #nested}
^bb7:
  llvm.cond_br %c, ^bb7, ^bb8 {loop_annotation = #empty}
^bb8:
  llvm.br ^bb8 {loop_annotation = #fa}
}

llvm.func @again(%c: i1) {
  llvm.br ^bb1
^bb1:
  llvm.cond_br %c, ^bb1, ^bb2 {loop_annotation = #a1}
^bb2:
  llvm.return
}
