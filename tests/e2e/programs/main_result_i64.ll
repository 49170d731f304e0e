; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @printI64(i64)

declare void @printComma()

declare void @printNewline()

define i1 @is_prime(i64 %0) {
  br label %2

2:                                                ; preds = %8, %1
  %3 = phi i64 [ %11, %8 ], [ 2, %1 ]
  %4 = phi i1 [ %10, %8 ], [ true, %1 ]
  %5 = mul i64 %3, %3
  %6 = icmp sle i64 %5, %0
  %7 = and i1 %6, %4
  br i1 %7, label %8, label %12

8:                                                ; preds = %2
  %9 = srem i64 %0, %3
  %10 = icmp ne i64 %9, 0
  %11 = add i64 %3, 1
  br label %2

12:                                               ; preds = %2
  ret i1 %4
}

define i64 @main() {
  br label %1

1:                                                ; preds = %12, %0
  %2 = phi i64 [ %13, %12 ], [ 2, %0 ]
  %3 = phi i64 [ %11, %12 ], [ 1, %0 ]
  %4 = icmp slt i64 %2, 50
  br i1 %4, label %5, label %14

5:                                                ; preds = %1
  %6 = call i1 @is_prime(i64 %2)
  br i1 %6, label %7, label %9

7:                                                ; preds = %5
  call void @printI64(i64 %2)
  call void @printComma()
  %8 = mul i64 %3, %2
  br label %10

9:                                                ; preds = %5
  br label %10

10:                                               ; preds = %7, %9
  %11 = phi i64 [ %3, %9 ], [ %8, %7 ]
  br label %12

12:                                               ; preds = %10
  %13 = add i64 %2, 1
  br label %1

14:                                               ; preds = %1
  call void @printNewline()
  ret i64 %3
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
