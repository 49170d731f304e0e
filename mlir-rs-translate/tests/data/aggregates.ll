; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define float @agg({ i32, [2 x float] } %0, <4 x float> %1, float %2, i32 %3) {
  %5 = extractvalue { i32, [2 x float] } %0, 1, 0
  %6 = insertvalue { i32, [2 x float] } %0, float %2, 1, 1
  %7 = extractvalue { i32, [2 x float] } %6, 0
  %8 = extractelement <4 x float> %1, i32 %3
  %9 = insertelement <4 x float> %1, float %2, i32 %3
  %10 = shufflevector <4 x float> %9, <4 x float> %1, <4 x i32> <i32 0, i32 5, i32 poison, i32 3>
  %11 = fadd float %5, %8
  ret float %11
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
