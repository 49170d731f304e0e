; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define i32 @f(ptr %0, ptr %1, i32 %2, i32 %3, i32 %4, i32 %5) {
  %7 = insertvalue { ptr, ptr, i32, [1 x i32], [1 x i32] } poison, ptr %0, 0
  %8 = insertvalue { ptr, ptr, i32, [1 x i32], [1 x i32] } %7, ptr %1, 1
  %9 = insertvalue { ptr, ptr, i32, [1 x i32], [1 x i32] } %8, i32 %2, 2
  %10 = insertvalue { ptr, ptr, i32, [1 x i32], [1 x i32] } %9, i32 %3, 3, 0
  %11 = insertvalue { ptr, ptr, i32, [1 x i32], [1 x i32] } %10, i32 %4, 4, 0
  br label %12

12:                                               ; preds = %16, %6
  %13 = phi i32 [ %21, %16 ], [ 0, %6 ]
  %14 = phi i32 [ %20, %16 ], [ 0, %6 ]
  %15 = icmp slt i32 %13, %5
  br i1 %15, label %16, label %22

16:                                               ; preds = %12
  %17 = extractvalue { ptr, ptr, i32, [1 x i32], [1 x i32] } %11, 1
  %18 = getelementptr inbounds nuw i32, ptr %17, i32 %13
  %19 = load i32, ptr %18, align 4
  %20 = add i32 %14, %19
  %21 = add i32 %13, 1
  br label %12

22:                                               ; preds = %12
  ret i32 %14
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
