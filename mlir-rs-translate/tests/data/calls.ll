; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare i32 @printf(ptr, ...)

declare double @callee(i32, double)

declare zeroext i32 @sink(ptr noalias nonnull, i32 signext)

define double @calls(ptr %0, ptr %1, i32 %2, double %3) {
  %5 = call double @callee(i32 %2, double %3)
  %6 = call double %0(i32 %2, double %5)
  %7 = call i32 (ptr, ...) @printf(ptr %1, i32 %2, double %3)
  %8 = call fast fastcc double @callee(i32 %2, double %6)
  %9 = tail call double @callee(i32 %2, double %8)
  %10 = call i32 @sink(ptr %1, i32 %2)
  ret double %9
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
