; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @printI64(i64)

declare void @printComma()

declare void @printNewline()

define i64 @cf_switch(i32 %0) {
  switch i32 %0, label %6 [
    i32 0, label %2
    i32 1, label %9
    i32 5, label %5
    i32 -3, label %5
    i32 2147483647, label %11
  ]

2:                                                ; preds = %9, %11, %1
  %3 = phi i64 [ %12, %11 ], [ %10, %9 ], [ 10, %1 ]
  %4 = add i64 %3, 1
  ret i64 %4

5:                                                ; preds = %1, %1
  ret i64 -5

6:                                                ; preds = %1
  %7 = sext i32 %0 to i64
  %8 = mul i64 %7, 1000
  ret i64 %8

9:                                                ; preds = %1
  %10 = phi i64 [ 20, %1 ]
  br label %2

11:                                               ; preds = %1
  %12 = phi i64 [ 10, %1 ]
  br label %2
}

define i64 @index_switch(i64 %0) {
  %2 = trunc i64 %0 to i32
  switch i32 %2, label %3 [
    i32 0, label %9
    i32 2, label %5
    i32 7, label %11
  ]

3:                                                ; preds = %9, %11, %1
  %4 = phi i64 [ %12, %11 ], [ %10, %9 ], [ 0, %1 ]
  br label %7

5:                                                ; preds = %1
  %6 = mul i64 %0, %0
  br label %7

7:                                                ; preds = %3, %5
  %8 = phi i64 [ %6, %5 ], [ %4, %3 ]
  ret i64 %8

9:                                                ; preds = %1
  %10 = phi i64 [ 100, %1 ]
  br label %3

11:                                               ; preds = %1
  %12 = phi i64 [ -7, %1 ]
  br label %3
}

define void @main() {
  br label %1

1:                                                ; preds = %4, %0
  %2 = phi i64 [ %8, %4 ], [ 0, %0 ]
  %3 = icmp slt i64 %2, 9
  br i1 %3, label %4, label %9

4:                                                ; preds = %1
  %5 = trunc i64 %2 to i32
  %6 = add i32 %5, -4
  %7 = call i64 @cf_switch(i32 %6)
  call void @printI64(i64 %7)
  call void @printComma()
  %8 = add i64 %2, 1
  br label %1

9:                                                ; preds = %1
  %10 = call i64 @cf_switch(i32 2147483647)
  call void @printI64(i64 %10)
  call void @printNewline()
  br label %11

11:                                               ; preds = %14, %9
  %12 = phi i64 [ %16, %14 ], [ 0, %9 ]
  %13 = icmp slt i64 %12, 9
  br i1 %13, label %14, label %17

14:                                               ; preds = %11
  %15 = call i64 @index_switch(i64 %12)
  call void @printI64(i64 %15)
  call void @printComma()
  %16 = add i64 %12, 1
  br label %11

17:                                               ; preds = %11
  call void @printNewline()
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
