; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @printI64(i64)

declare void @printComma()

declare void @printNewline()

define i32 @fib(i32 %0) {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  br label %10

4:                                                ; preds = %1
  %5 = sub i32 %0, 1
  %6 = sub i32 %0, 2
  %7 = call i32 @fib(i32 %5)
  %8 = call i32 @fib(i32 %6)
  %9 = add i32 %7, %8
  br label %10

10:                                               ; preds = %3, %4
  %11 = phi i32 [ %9, %4 ], [ %0, %3 ]
  br label %12

12:                                               ; preds = %10
  ret i32 %11
}

define i64 @fib_acc(i64 %0, i64 %1, i64 %2) {
  %4 = icmp eq i64 %0, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %3
  ret i64 %1

6:                                                ; preds = %3
  %7 = sub i64 %0, 1
  %8 = add i64 %1, %2
  %9 = call i64 @fib_acc(i64 %7, i64 %2, i64 %8)
  ret i64 %9
}

define void @main() {
  br label %1

1:                                                ; preds = %4, %0
  %2 = phi i32 [ %7, %4 ], [ 0, %0 ]
  %3 = icmp sle i32 %2, 25
  br i1 %3, label %4, label %8

4:                                                ; preds = %1
  %5 = call i32 @fib(i32 %2)
  %6 = sext i32 %5 to i64
  call void @printI64(i64 %6)
  call void @printComma()
  %7 = add i32 %2, 5
  br label %1

8:                                                ; preds = %1
  call void @printNewline()
  %9 = call i64 @fib_acc(i64 92, i64 0, i64 1)
  call void @printI64(i64 %9)
  call void @printNewline()
  %10 = call i64 @fib_acc(i64 93, i64 0, i64 1)
  call void @printI64(i64 %10)
  call void @printNewline()
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
