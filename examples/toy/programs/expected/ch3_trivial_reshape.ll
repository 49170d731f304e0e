; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@frmt_spec = internal constant [4 x i8] c"%f \00"
@nl = internal constant [2 x i8] c"\0A\00"

declare void @free(ptr)

declare ptr @malloc(i64)

declare i32 @printf(ptr, ...)

define void @main() {
  %1 = call ptr @malloc(i64 16)
  %2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4, i64 2, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5, i64 1, 3, 1
  %7 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6, i64 1, 4, 0
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7, i64 1, 4, 1
  %9 = getelementptr inbounds nuw double, ptr %1, i64 0
  store double 1.000000e+00, ptr %9, align 8
  %10 = getelementptr inbounds nuw double, ptr %1, i64 1
  store double 2.000000e+00, ptr %10, align 8
  br label %11

11:                                               ; preds = %24, %0
  %12 = phi i64 [ %26, %24 ], [ 0, %0 ]
  %13 = icmp slt i64 %12, 2
  br i1 %13, label %14, label %27

14:                                               ; preds = %11
  br label %15

15:                                               ; preds = %18, %14
  %16 = phi i64 [ %23, %18 ], [ 0, %14 ]
  %17 = icmp slt i64 %16, 1
  br i1 %17, label %18, label %24

18:                                               ; preds = %15
  %19 = add nuw nsw i64 %12, %16
  %20 = getelementptr inbounds nuw double, ptr %1, i64 %19
  %21 = load double, ptr %20, align 8
  %22 = call i32 (ptr, ...) @printf(ptr @frmt_spec, double %21)
  %23 = add i64 %16, 1
  br label %15

24:                                               ; preds = %15
  %25 = call i32 (ptr, ...) @printf(ptr @nl)
  %26 = add i64 %12, 1
  br label %11

27:                                               ; preds = %11
  call void @free(ptr %1)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
