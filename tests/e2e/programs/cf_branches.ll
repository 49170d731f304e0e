; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @printI64(i64)

declare void @printComma()

declare void @printNewline()

define { i64, i64 } @euler1(i64 %0, i64 %1, i64 %2) {
  br label %4

4:                                                ; preds = %14, %3
  %5 = phi i64 [ %18, %14 ], [ %0, %3 ]
  %6 = phi i64 [ %16, %14 ], [ 0, %3 ]
  %7 = icmp slt i64 %5, %1
  br i1 %7, label %8, label %19

8:                                                ; preds = %4
  %9 = srem i64 %5, 3
  %10 = srem i64 %5, 5
  %11 = icmp eq i64 %9, 0
  %12 = icmp eq i64 %10, 0
  %13 = or i1 %11, %12
  br i1 %13, label %14, label %23

14:                                               ; preds = %23, %8
  %15 = phi i64 [ %24, %23 ], [ %5, %8 ]
  %16 = add i64 %6, %15
  %17 = icmp sgt i64 %16, %2
  %18 = add i64 %5, 1
  br i1 %17, label %19, label %4

19:                                               ; preds = %14, %4
  %20 = phi i64 [ %16, %14 ], [ %6, %4 ]
  %21 = insertvalue { i64, i64 } poison, i64 %20, 0
  %22 = insertvalue { i64, i64 } %21, i64 %5, 1
  ret { i64, i64 } %22

23:                                               ; preds = %8
  %24 = phi i64 [ 0, %8 ]
  br label %14
}

define i64 @sign(i64 %0) {
  %2 = icmp slt i64 %0, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  br label %7

4:                                                ; preds = %1
  %5 = icmp eq i64 %0, 0
  %6 = select i1 %5, i64 0, i64 1
  br label %7

7:                                                ; preds = %3, %4
  %8 = phi i64 [ %6, %4 ], [ -1, %3 ]
  ret i64 %8
}

define void @main() {
  %1 = call { i64, i64 } @euler1(i64 1, i64 1000, i64 1000000)
  %2 = extractvalue { i64, i64 } %1, 0
  %3 = extractvalue { i64, i64 } %1, 1
  call void @printI64(i64 %2)
  call void @printComma()
  call void @printI64(i64 %3)
  call void @printNewline()
  %4 = call { i64, i64 } @euler1(i64 1, i64 1000, i64 500)
  %5 = extractvalue { i64, i64 } %4, 0
  %6 = extractvalue { i64, i64 } %4, 1
  call void @printI64(i64 %5)
  call void @printComma()
  call void @printI64(i64 %6)
  call void @printNewline()
  %7 = call { i64, i64 } @euler1(i64 1000, i64 1, i64 500)
  %8 = extractvalue { i64, i64 } %7, 0
  %9 = extractvalue { i64, i64 } %7, 1
  call void @printI64(i64 %8)
  call void @printComma()
  call void @printI64(i64 %9)
  call void @printNewline()
  %10 = call i64 @sign(i64 -9223372036854775808)
  %11 = call i64 @sign(i64 0)
  %12 = call i64 @sign(i64 1000)
  call void @printI64(i64 %10)
  call void @printComma()
  call void @printI64(i64 %11)
  call void @printComma()
  call void @printI64(i64 %12)
  call void @printNewline()
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
