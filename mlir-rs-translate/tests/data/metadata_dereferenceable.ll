; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define ptr @loads(ptr %0) {
  %2 = load ptr, ptr %0, align 8, !dereferenceable !1
  %3 = load ptr, ptr %2, align 8, !dereferenceable_or_null !2
  %4 = load ptr, ptr %3, align 8, !dereferenceable !3
  %5 = load ptr addrspace(1), ptr %4, align 8, !dereferenceable_or_null !4
  %6 = load atomic volatile ptr, ptr %4 syncscope("agent") acquire, align 8, !tbaa !5, !invariant.load !8, !nontemporal !9, !dereferenceable !1, !invariant.group !8
  ret ptr %6
}

define ptr @casts(i64 %0, i32 %1) {
  %3 = inttoptr i64 %0 to ptr, !dereferenceable !10
  %4 = inttoptr i32 %1 to ptr addrspace(3), !dereferenceable_or_null !1
  %5 = inttoptr i64 %0 to ptr, !dereferenceable !2
  ret ptr %5
}

define void @store_group(ptr %0, ptr %1) {
  store ptr %1, ptr %0, align 8, !invariant.group !8
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i64 8}
!2 = !{i64 16}
!3 = !{i64 0}
!4 = !{i64 -1}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"root"}
!8 = !{}
!9 = !{i32 1}
!10 = !{i64 4}
