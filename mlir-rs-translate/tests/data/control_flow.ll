; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define i32 @cf(i1 %0, i32 %1, i32 %2) {
  br i1 %0, label %4, label %6

4:                                                ; preds = %3
  %5 = phi i32 [ %1, %3 ]
  br label %10

6:                                                ; preds = %3
  %7 = phi i32 [ %2, %3 ]
  %8 = phi i32 [ %1, %3 ]
  %9 = add i32 %7, %8
  switch i32 %9, label %10 [
    i32 1, label %13
    i32 7, label %12
  ]

10:                                               ; preds = %4, %13, %6
  %11 = phi i32 [ %1, %13 ], [ %9, %6 ], [ %5, %4 ]
  ret i32 %11

12:                                               ; preds = %6
  unreachable

13:                                               ; preds = %6
  br label %10
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
