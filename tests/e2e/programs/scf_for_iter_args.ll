; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @printI64(i64)

declare void @printComma()

declare void @printNewline()

declare void @printOpen()

declare void @printClose()

define { i64, i64 } @sums(i64 %0) {
  br label %2

2:                                                ; preds = %7, %1
  %3 = phi i64 [ %11, %7 ], [ 0, %1 ]
  %4 = phi i64 [ %8, %7 ], [ 0, %1 ]
  %5 = phi i64 [ %10, %7 ], [ 0, %1 ]
  %6 = icmp slt i64 %3, %0
  br i1 %6, label %7, label %12

7:                                                ; preds = %2
  %8 = add i64 %4, %3
  %9 = mul i64 %3, %3
  %10 = add i64 %5, %9
  %11 = add i64 %3, 1
  br label %2

12:                                               ; preds = %2
  %13 = insertvalue { i64, i64 } poison, i64 %4, 0
  %14 = insertvalue { i64, i64 } %13, i64 %5, 1
  ret { i64, i64 } %14
}

define i64 @factorial(i64 %0) {
  br label %2

2:                                                ; preds = %6, %1
  %3 = phi i64 [ %9, %6 ], [ 1, %1 ]
  %4 = phi i64 [ %8, %6 ], [ 1, %1 ]
  %5 = icmp slt i64 %3, %0
  br i1 %5, label %6, label %10

6:                                                ; preds = %2
  %7 = add i64 %3, 1
  %8 = mul i64 %4, %7
  %9 = add i64 %3, 1
  br label %2

10:                                               ; preds = %2
  ret i64 %4
}

define { i64, i64 } @fib_pair(i64 %0) {
  br label %2

2:                                                ; preds = %7, %1
  %3 = phi i64 [ %9, %7 ], [ 0, %1 ]
  %4 = phi i64 [ %5, %7 ], [ 0, %1 ]
  %5 = phi i64 [ %8, %7 ], [ 1, %1 ]
  %6 = icmp slt i64 %3, %0
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = add i64 %4, %5
  %9 = add i64 %3, 1
  br label %2

10:                                               ; preds = %2
  %11 = insertvalue { i64, i64 } poison, i64 %4, 0
  %12 = insertvalue { i64, i64 } %11, i64 %5, 1
  ret { i64, i64 } %12
}

define void @main() {
  %1 = call { i64, i64 } @sums(i64 10)
  %2 = extractvalue { i64, i64 } %1, 0
  %3 = extractvalue { i64, i64 } %1, 1
  call void @printOpen()
  call void @printI64(i64 %2)
  call void @printComma()
  call void @printI64(i64 %3)
  call void @printClose()
  call void @printNewline()
  %4 = call { i64, i64 } @sums(i64 0)
  %5 = extractvalue { i64, i64 } %4, 0
  %6 = extractvalue { i64, i64 } %4, 1
  call void @printI64(i64 %5)
  call void @printComma()
  call void @printI64(i64 %6)
  call void @printNewline()
  %7 = call i64 @factorial(i64 20)
  call void @printI64(i64 %7)
  call void @printNewline()
  %8 = call { i64, i64 } @fib_pair(i64 90)
  %9 = extractvalue { i64, i64 } %8, 0
  %10 = extractvalue { i64, i64 } %8, 1
  call void @printI64(i64 %9)
  call void @printComma()
  call void @printI64(i64 %10)
  call void @printNewline()
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
