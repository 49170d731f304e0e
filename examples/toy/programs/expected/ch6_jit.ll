; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@frmt_spec = internal constant [4 x i8] c"%f \00"
@nl = internal constant [2 x i8] c"\0A\00"

declare void @free(ptr)

declare ptr @malloc(i64)

declare i32 @printf(ptr, ...)

define void @main() {
  %1 = call ptr @malloc(i64 32)
  %2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4, i64 2, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5, i64 2, 3, 1
  %7 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6, i64 2, 4, 0
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7, i64 1, 4, 1
  %9 = getelementptr inbounds nuw double, ptr %1, i64 0
  store double 1.000000e+00, ptr %9, align 8
  %10 = getelementptr inbounds nuw double, ptr %1, i64 1
  store double 2.000000e+00, ptr %10, align 8
  %11 = getelementptr inbounds nuw double, ptr %1, i64 2
  store double 3.000000e+00, ptr %11, align 8
  %12 = getelementptr inbounds nuw double, ptr %1, i64 3
  store double 4.000000e+00, ptr %12, align 8
  br label %13

13:                                               ; preds = %27, %0
  %14 = phi i64 [ %29, %27 ], [ 0, %0 ]
  %15 = icmp slt i64 %14, 2
  br i1 %15, label %16, label %30

16:                                               ; preds = %13
  br label %17

17:                                               ; preds = %20, %16
  %18 = phi i64 [ %26, %20 ], [ 0, %16 ]
  %19 = icmp slt i64 %18, 2
  br i1 %19, label %20, label %27

20:                                               ; preds = %17
  %21 = mul nuw nsw i64 %14, 2
  %22 = add nuw nsw i64 %21, %18
  %23 = getelementptr inbounds nuw double, ptr %1, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = call i32 (ptr, ...) @printf(ptr @frmt_spec, double %24)
  %26 = add i64 %18, 1
  br label %17

27:                                               ; preds = %17
  %28 = call i32 (ptr, ...) @printf(ptr @nl)
  %29 = add i64 %14, 1
  br label %13

30:                                               ; preds = %13
  call void @free(ptr %1)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
