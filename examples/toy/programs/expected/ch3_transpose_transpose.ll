; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@frmt_spec = internal constant [4 x i8] c"%f \00"
@nl = internal constant [2 x i8] c"\0A\00"

declare void @free(ptr)

declare ptr @malloc(i64)

declare i32 @printf(ptr, ...)

define void @main() {
  %1 = call ptr @malloc(i64 48)
  %2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4, i64 2, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5, i64 3, 3, 1
  %7 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6, i64 3, 4, 0
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7, i64 1, 4, 1
  %9 = getelementptr inbounds nuw double, ptr %1, i64 0
  store double 1.000000e+00, ptr %9, align 8
  %10 = getelementptr inbounds nuw double, ptr %1, i64 1
  store double 2.000000e+00, ptr %10, align 8
  %11 = getelementptr inbounds nuw double, ptr %1, i64 2
  store double 3.000000e+00, ptr %11, align 8
  %12 = getelementptr inbounds nuw double, ptr %1, i64 3
  store double 4.000000e+00, ptr %12, align 8
  %13 = getelementptr inbounds nuw double, ptr %1, i64 4
  store double 5.000000e+00, ptr %13, align 8
  %14 = getelementptr inbounds nuw double, ptr %1, i64 5
  store double 6.000000e+00, ptr %14, align 8
  br label %15

15:                                               ; preds = %29, %0
  %16 = phi i64 [ %31, %29 ], [ 0, %0 ]
  %17 = icmp slt i64 %16, 2
  br i1 %17, label %18, label %32

18:                                               ; preds = %15
  br label %19

19:                                               ; preds = %22, %18
  %20 = phi i64 [ %28, %22 ], [ 0, %18 ]
  %21 = icmp slt i64 %20, 3
  br i1 %21, label %22, label %29

22:                                               ; preds = %19
  %23 = mul nuw nsw i64 %16, 3
  %24 = add nuw nsw i64 %23, %20
  %25 = getelementptr inbounds nuw double, ptr %1, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = call i32 (ptr, ...) @printf(ptr @frmt_spec, double %26)
  %28 = add i64 %20, 1
  br label %19

29:                                               ; preds = %19
  %30 = call i32 (ptr, ...) @printf(ptr @nl)
  %31 = add i64 %16, 1
  br label %15

32:                                               ; preds = %15
  call void @free(ptr %1)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
