; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define i64 @loop(i64 %0) {
  br label %2

2:                                                ; preds = %6, %1
  %3 = phi i64 [ %7, %6 ], [ 0, %1 ]
  %4 = phi i64 [ %8, %6 ], [ 0, %1 ]
  %5 = icmp slt i64 %3, %0
  br i1 %5, label %6, label %9

6:                                                ; preds = %2
  %7 = add i64 %3, 1
  %8 = add i64 %4, %3
  br label %2

9:                                                ; preds = %2
  ret i64 %4
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
