; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define double @floats(double %0, double %1) {
  %3 = fadd fast double %0, %1
  %4 = fsub nnan nsz double %3, %1
  %5 = fmul double %4, %0
  %6 = fdiv arcp double %5, %1
  %7 = frem double %6, %0
  %8 = fneg ninf double %7
  ret double %8
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
