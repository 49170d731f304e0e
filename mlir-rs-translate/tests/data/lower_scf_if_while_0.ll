; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define i64 @collatz(i64 %0) {
  br label %2

2:                                                ; preds = %18, %1
  %3 = phi i64 [ %17, %18 ], [ %0, %1 ]
  %4 = phi i64 [ %19, %18 ], [ 1, %1 ]
  %5 = icmp ne i64 %3, 1
  br i1 %5, label %6, label %20

6:                                                ; preds = %2
  %7 = phi i64 [ %3, %2 ]
  %8 = phi i64 [ %4, %2 ]
  %9 = urem i64 %7, 2
  %10 = icmp eq i64 %9, 1
  br i1 %10, label %11, label %14

11:                                               ; preds = %6
  %12 = mul i64 %7, 3
  %13 = add i64 %12, 1
  br label %16

14:                                               ; preds = %6
  %15 = udiv i64 %7, 2
  br label %16

16:                                               ; preds = %11, %14
  %17 = phi i64 [ %15, %14 ], [ %13, %11 ]
  br label %18

18:                                               ; preds = %16
  %19 = add i64 %8, 1
  br label %2

20:                                               ; preds = %2
  ret i64 %4
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
