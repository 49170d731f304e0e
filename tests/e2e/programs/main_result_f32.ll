; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @printF32(float)

declare void @printNewline()

define float @main() {
  br label %1

1:                                                ; preds = %5, %0
  %2 = phi i64 [ %9, %5 ], [ 0, %0 ]
  %3 = phi float [ %8, %5 ], [ 1.000000e+00, %0 ]
  %4 = icmp slt i64 %2, 5
  br i1 %4, label %5, label %10

5:                                                ; preds = %1
  %6 = fdiv float 2.000000e+00, %3
  %7 = fadd float %3, %6
  %8 = fmul float %7, 5.000000e-01
  call void @printF32(float %8)
  call void @printNewline()
  %9 = add i64 %2, 1
  br label %1

10:                                               ; preds = %1
  %11 = fmul float %3, %3
  %12 = fsub float %11, 2.000000e+00
  call void @printF32(float %12)
  call void @printNewline()
  %13 = fmul float %3, 1.000000e+03
  ret float %13
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
