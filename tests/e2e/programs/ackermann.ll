; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @printI64(i64)

declare void @printComma()

declare void @printNewline()

define i64 @ack(i64 %0, i64 %1) {
  %3 = icmp eq i64 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = add i64 %1, 1
  ret i64 %5

6:                                                ; preds = %2
  %7 = icmp eq i64 %1, 0
  %8 = sub i64 %0, 1
  br i1 %7, label %12, label %9

9:                                                ; preds = %6
  %10 = sub i64 %1, 1
  %11 = call i64 @ack(i64 %0, i64 %10)
  br label %12

12:                                               ; preds = %9, %6
  %13 = phi i64 [ %11, %9 ], [ 1, %6 ]
  %14 = call i64 @ack(i64 %8, i64 %13)
  ret i64 %14
}

define void @main() {
  %1 = call i64 @ack(i64 0, i64 4)
  %2 = call i64 @ack(i64 1, i64 3)
  %3 = call i64 @ack(i64 2, i64 3)
  %4 = call i64 @ack(i64 3, i64 3)
  %5 = call i64 @ack(i64 3, i64 4)
  %6 = call i64 @ack(i64 4, i64 0)
  call void @printI64(i64 %1)
  call void @printComma()
  call void @printI64(i64 %2)
  call void @printComma()
  call void @printI64(i64 %3)
  call void @printComma()
  call void @printI64(i64 %4)
  call void @printComma()
  call void @printI64(i64 %5)
  call void @printComma()
  call void @printI64(i64 %6)
  call void @printNewline()
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
