; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define float @sum(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5) {
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %0, 0
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, ptr %1, 1
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %2, 2
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, i64 %4, 4, 0
  br label %12

12:                                               ; preds = %16, %6
  %13 = phi i64 [ %21, %16 ], [ 0, %6 ]
  %14 = phi float [ %20, %16 ], [ 0.000000e+00, %6 ]
  %15 = icmp slt i64 %13, %5
  br i1 %15, label %16, label %22

16:                                               ; preds = %12
  %17 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, 1
  %18 = getelementptr inbounds nuw float, ptr %17, i64 %13
  %19 = load float, ptr %18, align 4
  %20 = fadd float %14, %19
  %21 = add i64 %13, 1
  br label %12

22:                                               ; preds = %12
  ret float %14
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
