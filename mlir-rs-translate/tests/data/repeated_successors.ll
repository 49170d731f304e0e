; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define i32 @cond(i1 %0, i32 %1, i32 %2) {
  br i1 %0, label %4, label %6

4:                                                ; preds = %6, %3
  %5 = phi i32 [ %7, %6 ], [ %1, %3 ]
  ret i32 %5

6:                                                ; preds = %3
  %7 = phi i32 [ %2, %3 ]
  br label %4
}

define i64 @switch(i32 %0, i64 %1, i64 %2) {
  switch i32 %0, label %4 [
    i32 1, label %7
    i32 2, label %6
    i32 3, label %9
    i32 4, label %6
  ]

4:                                                ; preds = %7, %6, %9, %3
  %5 = phi i64 [ %10, %9 ], [ %8, %7 ], [ %1, %6 ], [ %1, %3 ]
  ret i64 %5

6:                                                ; preds = %3, %3
  br label %4

7:                                                ; preds = %3
  %8 = phi i64 [ %2, %3 ]
  br label %4

9:                                                ; preds = %3
  %10 = phi i64 [ 7, %3 ]
  br label %4
}

define i32 @loop(i32 %0) {
  br label %2

2:                                                ; preds = %8, %2, %1
  %3 = phi i32 [ %9, %8 ], [ %6, %2 ], [ 0, %1 ]
  %4 = phi i32 [ %10, %8 ], [ %7, %2 ], [ 0, %1 ]
  %5 = icmp slt i32 %3, %0
  %6 = add i32 %3, 1
  %7 = add i32 %4, %3
  br i1 %5, label %2, label %8

8:                                                ; preds = %2
  %9 = phi i32 [ %0, %2 ]
  %10 = phi i32 [ %4, %2 ]
  br label %2
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
