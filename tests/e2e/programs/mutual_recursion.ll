; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @printI64(i64)

declare void @printComma()

declare void @printNewline()

define i1 @is_even(i32 %0) {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  br label %7

4:                                                ; preds = %1
  %5 = sub i32 %0, 1
  %6 = call i1 @is_odd(i32 %5)
  br label %7

7:                                                ; preds = %3, %4
  %8 = phi i1 [ %6, %4 ], [ true, %3 ]
  br label %9

9:                                                ; preds = %7
  ret i1 %8
}

define i1 @is_odd(i32 %0) {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  ret i1 false

4:                                                ; preds = %1
  %5 = sub i32 %0, 1
  %6 = call i1 @is_even(i32 %5)
  ret i1 %6
}

define i64 @female(i64 %0) {
  %2 = icmp eq i64 %0, 0
  br i1 %2, label %8, label %3

3:                                                ; preds = %1
  %4 = sub i64 %0, 1
  %5 = call i64 @female(i64 %4)
  %6 = call i64 @male(i64 %5)
  %7 = sub i64 %0, %6
  br label %8

8:                                                ; preds = %3, %1
  %9 = phi i64 [ %7, %3 ], [ 1, %1 ]
  ret i64 %9
}

define i64 @male(i64 %0) {
  %2 = icmp eq i64 %0, 0
  br i1 %2, label %8, label %3

3:                                                ; preds = %1
  %4 = sub i64 %0, 1
  %5 = call i64 @male(i64 %4)
  %6 = call i64 @female(i64 %5)
  %7 = sub i64 %0, %6
  br label %8

8:                                                ; preds = %3, %1
  %9 = phi i64 [ %7, %3 ], [ 0, %1 ]
  ret i64 %9
}

define void @main() {
  br label %1

1:                                                ; preds = %4, %0
  %2 = phi i64 [ %12, %4 ], [ 0, %0 ]
  %3 = icmp slt i64 %2, 12
  br i1 %3, label %4, label %13

4:                                                ; preds = %1
  %5 = trunc i64 %2 to i32
  %6 = call i1 @is_even(i32 %5)
  %7 = call i1 @is_odd(i32 %5)
  %8 = zext i1 %6 to i64
  %9 = sext i1 %7 to i64
  %10 = call i64 @female(i64 %2)
  %11 = call i64 @male(i64 %2)
  call void @printI64(i64 %8)
  call void @printComma()
  call void @printI64(i64 %9)
  call void @printComma()
  call void @printI64(i64 %10)
  call void @printComma()
  call void @printI64(i64 %11)
  call void @printNewline()
  %12 = add i64 %2, 1
  br label %1

13:                                               ; preds = %1
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
