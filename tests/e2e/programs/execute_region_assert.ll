; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@assert_msg_0 = private constant [16 x i8] c"too many digits\00"
@assert_msg = private constant [28 x i8] c"digits of a negative number\00"

declare void @abort()

declare void @puts(ptr)

declare void @printI64(i64)

declare void @printComma()

declare void @printNewline()

define i64 @digits(i64 %0) {
  %2 = icmp sge i64 %0, 0
  br i1 %2, label %3, label %17

3:                                                ; preds = %1
  br label %4

4:                                                ; preds = %3
  %5 = icmp slt i64 %0, 10
  br i1 %5, label %12, label %6

6:                                                ; preds = %6, %4
  %7 = phi i64 [ %10, %6 ], [ %0, %4 ]
  %8 = phi i64 [ %9, %6 ], [ 0, %4 ]
  %9 = add i64 %8, 1
  %10 = udiv i64 %7, 10
  %11 = icmp ne i64 %10, 0
  br i1 %11, label %6, label %12

12:                                               ; preds = %6, %4
  %13 = phi i64 [ %9, %6 ], [ 1, %4 ]
  br label %14

14:                                               ; preds = %12
  %15 = icmp sle i64 %13, 20
  br i1 %15, label %16, label %18

16:                                               ; preds = %14
  ret i64 %13

17:                                               ; preds = %1
  call void @puts(ptr @assert_msg)
  call void @abort()
  unreachable

18:                                               ; preds = %14
  call void @puts(ptr @assert_msg_0)
  call void @abort()
  unreachable
}

define void @main() {
  %1 = alloca i64, i64 5, align 8
  %2 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %4, i64 5, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %5, i64 1, 4, 0
  %7 = getelementptr inbounds nuw i64, ptr %1, i64 0
  store i64 0, ptr %7, align 4
  %8 = getelementptr inbounds nuw i64, ptr %1, i64 1
  store i64 9, ptr %8, align 4
  %9 = getelementptr inbounds nuw i64, ptr %1, i64 2
  store i64 10, ptr %9, align 4
  %10 = getelementptr inbounds nuw i64, ptr %1, i64 3
  store i64 123456789, ptr %10, align 4
  %11 = getelementptr inbounds nuw i64, ptr %1, i64 4
  store i64 9223372036854775807, ptr %11, align 4
  br label %12

12:                                               ; preds = %15, %0
  %13 = phi i64 [ %19, %15 ], [ 0, %0 ]
  %14 = icmp slt i64 %13, 5
  br i1 %14, label %15, label %20

15:                                               ; preds = %12
  %16 = getelementptr inbounds nuw i64, ptr %1, i64 %13
  %17 = load i64, ptr %16, align 4
  %18 = call i64 @digits(i64 %17)
  call void @printI64(i64 %18)
  call void @printComma()
  %19 = add i64 %13, 1
  br label %12

20:                                               ; preds = %12
  call void @printNewline()
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
