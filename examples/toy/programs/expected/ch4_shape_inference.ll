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
  %5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4, i64 3, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5, i64 2, 3, 1
  %7 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6, i64 2, 4, 0
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7, i64 1, 4, 1
  %9 = call ptr @malloc(i64 48)
  %10 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %9, 0
  %11 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %10, ptr %9, 1
  %12 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11, i64 0, 2
  %13 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %12, i64 3, 3, 0
  %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %13, i64 2, 3, 1
  %15 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, i64 2, 4, 0
  %16 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, i64 1, 4, 1
  %17 = call ptr @malloc(i64 48)
  %18 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %17, 0
  %19 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %18, ptr %17, 1
  %20 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %19, i64 0, 2
  %21 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %20, i64 2, 3, 0
  %22 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %21, i64 3, 3, 1
  %23 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %22, i64 3, 4, 0
  %24 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %23, i64 1, 4, 1
  %25 = getelementptr inbounds nuw double, ptr %17, i64 0
  store double 1.000000e+00, ptr %25, align 8
  %26 = getelementptr inbounds nuw double, ptr %17, i64 1
  store double 2.000000e+00, ptr %26, align 8
  %27 = getelementptr inbounds nuw double, ptr %17, i64 2
  store double 3.000000e+00, ptr %27, align 8
  %28 = getelementptr inbounds nuw double, ptr %17, i64 3
  store double 4.000000e+00, ptr %28, align 8
  %29 = getelementptr inbounds nuw double, ptr %17, i64 4
  store double 5.000000e+00, ptr %29, align 8
  %30 = getelementptr inbounds nuw double, ptr %17, i64 5
  store double 6.000000e+00, ptr %30, align 8
  br label %31

31:                                               ; preds = %47, %0
  %32 = phi i64 [ %48, %47 ], [ 0, %0 ]
  %33 = icmp slt i64 %32, 3
  br i1 %33, label %34, label %49

34:                                               ; preds = %31
  br label %35

35:                                               ; preds = %38, %34
  %36 = phi i64 [ %46, %38 ], [ 0, %34 ]
  %37 = icmp slt i64 %36, 2
  br i1 %37, label %38, label %47

38:                                               ; preds = %35
  %39 = mul nuw nsw i64 %36, 3
  %40 = add nuw nsw i64 %39, %32
  %41 = getelementptr inbounds nuw double, ptr %17, i64 %40
  %42 = load double, ptr %41, align 8
  %43 = mul nuw nsw i64 %32, 2
  %44 = add nuw nsw i64 %43, %36
  %45 = getelementptr inbounds nuw double, ptr %9, i64 %44
  store double %42, ptr %45, align 8
  %46 = add i64 %36, 1
  br label %35

47:                                               ; preds = %35
  %48 = add i64 %32, 1
  br label %31

49:                                               ; preds = %31
  br label %50

50:                                               ; preds = %67, %49
  %51 = phi i64 [ %68, %67 ], [ 0, %49 ]
  %52 = icmp slt i64 %51, 3
  br i1 %52, label %53, label %69

53:                                               ; preds = %50
  br label %54

54:                                               ; preds = %57, %53
  %55 = phi i64 [ %66, %57 ], [ 0, %53 ]
  %56 = icmp slt i64 %55, 2
  br i1 %56, label %57, label %67

57:                                               ; preds = %54
  %58 = mul nuw nsw i64 %51, 2
  %59 = add nuw nsw i64 %58, %55
  %60 = getelementptr inbounds nuw double, ptr %9, i64 %59
  %61 = load double, ptr %60, align 8
  %62 = fmul double %61, %61
  %63 = mul nuw nsw i64 %51, 2
  %64 = add nuw nsw i64 %63, %55
  %65 = getelementptr inbounds nuw double, ptr %1, i64 %64
  store double %62, ptr %65, align 8
  %66 = add i64 %55, 1
  br label %54

67:                                               ; preds = %54
  %68 = add i64 %51, 1
  br label %50

69:                                               ; preds = %50
  br label %70

70:                                               ; preds = %84, %69
  %71 = phi i64 [ %86, %84 ], [ 0, %69 ]
  %72 = icmp slt i64 %71, 3
  br i1 %72, label %73, label %87

73:                                               ; preds = %70
  br label %74

74:                                               ; preds = %77, %73
  %75 = phi i64 [ %83, %77 ], [ 0, %73 ]
  %76 = icmp slt i64 %75, 2
  br i1 %76, label %77, label %84

77:                                               ; preds = %74
  %78 = mul nuw nsw i64 %71, 2
  %79 = add nuw nsw i64 %78, %75
  %80 = getelementptr inbounds nuw double, ptr %1, i64 %79
  %81 = load double, ptr %80, align 8
  %82 = call i32 (ptr, ...) @printf(ptr @frmt_spec, double %81)
  %83 = add i64 %75, 1
  br label %74

84:                                               ; preds = %74
  %85 = call i32 (ptr, ...) @printf(ptr @nl)
  %86 = add i64 %71, 1
  br label %70

87:                                               ; preds = %70
  call void @free(ptr %17)
  call void @free(ptr %9)
  call void @free(ptr %1)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
