; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define float @mem(i64 %0, ptr %1) {
  %3 = alloca float, i64 1, align 16
  %4 = alloca { i8, i64 }, i64 %0, align 8
  %5 = load float, ptr %1, align 4
  store float %5, ptr %3, align 8
  %6 = load volatile float, ptr %3, align 4
  %7 = load atomic i32, ptr %1 acquire, align 4
  store atomic i32 %7, ptr %1 release, align 4
  %8 = load i64, ptr %1, align 4, !nontemporal !1
  %9 = load i8, ptr %1, align 1, !invariant.load !2
  %10 = load { i8, i64 }, ptr %4, align 4
  store { i8, i64 } %10, ptr %4, align 4
  ret float %6
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1}
!2 = !{}
