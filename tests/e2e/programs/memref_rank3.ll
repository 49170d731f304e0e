; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @free(ptr)

declare ptr @malloc(i64)

define private void @printMemrefF64(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } poison, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefF64(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefF64(ptr)

declare void @printF64(double)

declare void @printNewline()

define void @main() {
  %1 = call ptr @malloc(i64 192)
  %2 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4, i64 2, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %5, i64 3, 3, 1
  %7 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %6, i64 4, 3, 2
  %8 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %7, i64 12, 4, 0
  %9 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %8, i64 4, 4, 1
  %10 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %9, i64 1, 4, 2
  br label %11

11:                                               ; preds = %37, %0
  %12 = phi i64 [ %38, %37 ], [ 0, %0 ]
  %13 = icmp slt i64 %12, 2
  br i1 %13, label %14, label %39

14:                                               ; preds = %11
  br label %15

15:                                               ; preds = %35, %14
  %16 = phi i64 [ %36, %35 ], [ 0, %14 ]
  %17 = icmp slt i64 %16, 3
  br i1 %17, label %18, label %37

18:                                               ; preds = %15
  br label %19

19:                                               ; preds = %22, %18
  %20 = phi i64 [ %34, %22 ], [ 0, %18 ]
  %21 = icmp slt i64 %20, 4
  br i1 %21, label %22, label %35

22:                                               ; preds = %19
  %23 = mul nsw i64 %12, 100
  %24 = mul nsw i64 %16, 10
  %25 = add i64 %23, %24
  %26 = add i64 %25, %20
  %27 = sitofp i64 %26 to double
  %28 = fmul double %27, 1.000000e-02
  %29 = mul nuw nsw i64 %12, 12
  %30 = mul nuw nsw i64 %16, 4
  %31 = add nuw nsw i64 %29, %30
  %32 = add nuw nsw i64 %31, %20
  %33 = getelementptr inbounds nuw double, ptr %1, i64 %32
  store double %28, ptr %33, align 8
  %34 = add i64 %20, 1
  br label %19

35:                                               ; preds = %19
  %36 = add i64 %16, 1
  br label %15

37:                                               ; preds = %15
  %38 = add i64 %12, 1
  br label %11

39:                                               ; preds = %11
  %40 = alloca { ptr, ptr, i64, [3 x i64], [3 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [3 x i64], [3 x i64] } %10, ptr %40, align 8
  %41 = insertvalue { i64, ptr } { i64 3, ptr poison }, ptr %40, 1
  %42 = extractvalue { i64, ptr } %41, 0
  %43 = extractvalue { i64, ptr } %41, 1
  call void @printMemrefF64(i64 %42, ptr %43)
  %44 = call ptr @malloc(i64 64)
  %45 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %44, 0
  %46 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %45, ptr %44, 1
  %47 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %46, i64 0, 2
  %48 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %47, i64 2, 3, 0
  %49 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %48, i64 4, 3, 1
  %50 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %49, i64 4, 4, 0
  %51 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %50, i64 1, 4, 1
  br label %52

52:                                               ; preds = %78, %39
  %53 = phi i64 [ %79, %78 ], [ 0, %39 ]
  %54 = icmp slt i64 %53, 2
  br i1 %54, label %55, label %80

55:                                               ; preds = %52
  br label %56

56:                                               ; preds = %73, %55
  %57 = phi i64 [ %77, %73 ], [ 0, %55 ]
  %58 = icmp slt i64 %57, 4
  br i1 %58, label %59, label %78

59:                                               ; preds = %56
  br label %60

60:                                               ; preds = %64, %59
  %61 = phi i64 [ %72, %64 ], [ 0, %59 ]
  %62 = phi double [ %71, %64 ], [ 0.000000e+00, %59 ]
  %63 = icmp slt i64 %61, 3
  br i1 %63, label %64, label %73

64:                                               ; preds = %60
  %65 = mul nuw nsw i64 %53, 12
  %66 = mul nuw nsw i64 %61, 4
  %67 = add nuw nsw i64 %65, %66
  %68 = add nuw nsw i64 %67, %57
  %69 = getelementptr inbounds nuw double, ptr %1, i64 %68
  %70 = load double, ptr %69, align 8
  %71 = fadd double %62, %70
  %72 = add i64 %61, 1
  br label %60

73:                                               ; preds = %60
  %74 = mul nuw nsw i64 %53, 4
  %75 = add nuw nsw i64 %74, %57
  %76 = getelementptr inbounds nuw double, ptr %44, i64 %75
  store double %62, ptr %76, align 8
  %77 = add i64 %57, 1
  br label %56

78:                                               ; preds = %56
  %79 = add i64 %53, 1
  br label %52

80:                                               ; preds = %52
  %81 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %51, ptr %81, align 8
  %82 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %81, 1
  %83 = extractvalue { i64, ptr } %82, 0
  %84 = extractvalue { i64, ptr } %82, 1
  call void @printMemrefF64(i64 %83, ptr %84)
  %85 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1, 0
  %86 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %85, ptr %1, 1
  %87 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %86, i64 13, 2
  %88 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %87, i64 1, 3, 0
  %89 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %88, i64 12, 4, 0
  %90 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %89, i64 2, 3, 1
  %91 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %90, i64 8, 4, 1
  %92 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %91, i64 2, 3, 2
  %93 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %92, i64 2, 4, 2
  %94 = alloca { ptr, ptr, i64, [3 x i64], [3 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [3 x i64], [3 x i64] } %93, ptr %94, align 8
  %95 = insertvalue { i64, ptr } { i64 3, ptr poison }, ptr %94, 1
  %96 = extractvalue { i64, ptr } %95, 0
  %97 = extractvalue { i64, ptr } %95, 1
  call void @printMemrefF64(i64 %96, ptr %97)
  %98 = call ptr @llvm.stacksave.p0()
  br label %99

99:                                               ; preds = %80
  %100 = alloca double, i64 2, align 8
  %101 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %100, 0
  %102 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %101, ptr %100, 1
  %103 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %102, i64 0, 2
  %104 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %103, i64 2, 3, 0
  %105 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %104, i64 1, 4, 0
  %106 = getelementptr inbounds nuw double, ptr %44, i64 0
  %107 = load double, ptr %106, align 8
  %108 = getelementptr inbounds nuw double, ptr %44, i64 7
  %109 = load double, ptr %108, align 8
  %110 = getelementptr inbounds nuw double, ptr %100, i64 0
  store double %107, ptr %110, align 8
  %111 = getelementptr inbounds nuw double, ptr %100, i64 1
  store double %109, ptr %111, align 8
  %112 = getelementptr inbounds nuw double, ptr %100, i64 0
  %113 = load double, ptr %112, align 8
  %114 = getelementptr inbounds nuw double, ptr %100, i64 1
  %115 = load double, ptr %114, align 8
  %116 = fsub double %115, %113
  call void @llvm.stackrestore.p0(ptr %98)
  br label %117

117:                                              ; preds = %99
  %118 = phi double [ %116, %99 ]
  br label %119

119:                                              ; preds = %117
  call void @printF64(double %118)
  call void @printNewline()
  call void @free(ptr %44)
  call void @free(ptr %1)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #0

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
