; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define i1 @cmp(i64 %0, i64 %1, float %2, float %3) {
  %5 = icmp eq i64 %0, %1
  %6 = icmp ne i64 %0, %1
  %7 = icmp slt i64 %0, %1
  %8 = icmp sle i64 %0, %1
  %9 = icmp sgt i64 %0, %1
  %10 = icmp sge i64 %0, %1
  %11 = icmp ult i64 %0, %1
  %12 = icmp ule i64 %0, %1
  %13 = icmp ugt i64 %0, %1
  %14 = icmp uge i64 %0, %1
  %15 = fcmp oeq float %2, %3
  %16 = fcmp ueq float %2, %3
  %17 = fcmp uno float %2, %3
  %18 = fcmp nnan une float %2, %3
  %19 = fcmp ult float %2, %3
  %20 = select i1 %5, i64 %0, i64 %1
  %21 = select nsz i1 %6, float %2, float %3
  %22 = freeze i64 %20
  ret i1 %18
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
