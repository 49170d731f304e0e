; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @printI64(i64)

declare void @printComma()

declare void @printNewline()

define { i32, i32 } @classify(i32 %0) {
  %2 = icmp slt i32 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = sub i32 0, %0
  br label %15

5:                                                ; preds = %1
  %6 = icmp eq i32 %0, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %5
  br label %11

8:                                                ; preds = %5
  %9 = icmp sgt i32 %0, 100
  %10 = select i1 %9, i32 2, i32 1
  br label %11

11:                                               ; preds = %7, %8
  %12 = phi i32 [ %10, %8 ], [ 0, %7 ]
  %13 = phi i32 [ %0, %8 ], [ 0, %7 ]
  br label %14

14:                                               ; preds = %11
  br label %15

15:                                               ; preds = %3, %14
  %16 = phi i32 [ %12, %14 ], [ -1, %3 ]
  %17 = phi i32 [ %13, %14 ], [ %4, %3 ]
  br label %18

18:                                               ; preds = %15
  %19 = insertvalue { i32, i32 } poison, i32 %16, 0
  %20 = insertvalue { i32, i32 } %19, i32 %17, 1
  ret { i32, i32 } %20
}

define void @print_pair(i32 %0, i32 %1) {
  %3 = sext i32 %0 to i64
  %4 = sext i32 %1 to i64
  call void @printI64(i64 %3)
  call void @printComma()
  call void @printI64(i64 %4)
  call void @printNewline()
  ret void
}

define void @main() {
  %1 = alloca i32, i64 5, align 4
  %2 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %4, i64 5, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %5, i64 1, 4, 0
  %7 = getelementptr inbounds nuw i32, ptr %1, i64 0
  store i32 -17, ptr %7, align 4
  %8 = getelementptr inbounds nuw i32, ptr %1, i64 1
  store i32 0, ptr %8, align 4
  %9 = getelementptr inbounds nuw i32, ptr %1, i64 2
  store i32 42, ptr %9, align 4
  %10 = getelementptr inbounds nuw i32, ptr %1, i64 3
  store i32 1000, ptr %10, align 4
  %11 = getelementptr inbounds nuw i32, ptr %1, i64 4
  store i32 -2147483647, ptr %11, align 4
  br label %12

12:                                               ; preds = %24, %0
  %13 = phi i64 [ %25, %24 ], [ 0, %0 ]
  %14 = icmp slt i64 %13, 5
  br i1 %14, label %15, label %26

15:                                               ; preds = %12
  %16 = getelementptr inbounds nuw i32, ptr %1, i64 %13
  %17 = load i32, ptr %16, align 4
  %18 = call { i32, i32 } @classify(i32 %17)
  %19 = extractvalue { i32, i32 } %18, 0
  %20 = extractvalue { i32, i32 } %18, 1
  call void @print_pair(i32 %19, i32 %20)
  %21 = and i32 %17, 1
  %22 = icmp ne i32 %21, 0
  br i1 %22, label %23, label %24

23:                                               ; preds = %15
  call void @printI64(i64 %13)
  call void @printNewline()
  br label %24

24:                                               ; preds = %23, %15
  %25 = add i64 %13, 1
  br label %12

26:                                               ; preds = %12
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
