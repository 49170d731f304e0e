; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @free(ptr)

declare ptr @malloc(i64)

define private void @printMemrefI64(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } poison, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefI64(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefI64(ptr)

define void @main() {
  %1 = call ptr @malloc(i64 96)
  %2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4, i64 3, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5, i64 4, 3, 1
  %7 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6, i64 4, 4, 0
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7, i64 1, 4, 1
  br label %9

9:                                                ; preds = %23, %0
  %10 = phi i64 [ %24, %23 ], [ 0, %0 ]
  %11 = icmp slt i64 %10, 3
  br i1 %11, label %12, label %25

12:                                               ; preds = %9
  br label %13

13:                                               ; preds = %16, %12
  %14 = phi i64 [ %22, %16 ], [ 0, %12 ]
  %15 = icmp slt i64 %14, 4
  br i1 %15, label %16, label %23

16:                                               ; preds = %13
  %17 = mul i64 %10, 4
  %18 = add i64 %17, %14
  %19 = mul nuw nsw i64 %10, 4
  %20 = add nuw nsw i64 %19, %14
  %21 = getelementptr inbounds nuw i64, ptr %1, i64 %20
  store i64 %18, ptr %21, align 4
  %22 = add i64 %14, 1
  br label %13

23:                                               ; preds = %13
  %24 = add i64 %10, 1
  br label %9

25:                                               ; preds = %9
  %26 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1, 0
  %27 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %26, ptr %1, 1
  %28 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %27, i64 0, 2
  %29 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %28, i64 4, 3, 0
  %30 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %29, i64 1, 4, 0
  %31 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %30, i64 3, 3, 1
  %32 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %31, i64 4, 4, 1
  %33 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %32, ptr %33, align 8
  %34 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %33, 1
  %35 = extractvalue { i64, ptr } %34, 0
  %36 = extractvalue { i64, ptr } %34, 1
  call void @printMemrefI64(i64 %35, ptr %36)
  %37 = insertvalue { ptr, ptr, i64 } poison, ptr %1, 0
  %38 = insertvalue { ptr, ptr, i64 } %37, ptr %1, 1
  %39 = insertvalue { ptr, ptr, i64 } %38, i64 0, 2
  %40 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1, 0
  %41 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %40, ptr %1, 1
  %42 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %41, i64 1, 2
  %43 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %42, i64 2, 3, 0
  %44 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %43, i64 1, 4, 0
  %45 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %44, i64 3, 3, 1
  %46 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %45, i64 4, 4, 1
  %47 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %46, ptr %47, align 8
  %48 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %47, 1
  %49 = extractvalue { i64, ptr } %48, 0
  %50 = extractvalue { i64, ptr } %48, 1
  call void @printMemrefI64(i64 %49, ptr %50)
  %51 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1, 0
  %52 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %51, ptr %1, 1
  %53 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %52, i64 0, 2
  %54 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %53, i64 3, 3, 0
  %55 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %54, i64 4, 4, 0
  %56 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %55, i64 2, 3, 1
  %57 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %56, i64 2, 4, 1
  %58 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %57, i64 2, 3, 2
  %59 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %58, i64 1, 4, 2
  %60 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1, 0
  %61 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %60, ptr %1, 1
  %62 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %61, i64 0, 2
  %63 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %62, i64 2, 3, 0
  %64 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %63, i64 1, 4, 0
  %65 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %64, i64 3, 3, 1
  %66 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %65, i64 4, 4, 1
  %67 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %66, i64 2, 3, 2
  %68 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %67, i64 2, 4, 2
  %69 = alloca { ptr, ptr, i64, [3 x i64], [3 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [3 x i64], [3 x i64] } %68, ptr %69, align 8
  %70 = insertvalue { i64, ptr } { i64 3, ptr poison }, ptr %69, 1
  %71 = extractvalue { i64, ptr } %70, 0
  %72 = extractvalue { i64, ptr } %70, 1
  call void @printMemrefI64(i64 %71, ptr %72)
  %73 = call ptr @malloc(i64 96)
  %74 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %73, 0
  %75 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %74, ptr %73, 1
  %76 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %75, i64 0, 2
  %77 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %76, i64 4, 3, 0
  %78 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %77, i64 3, 3, 1
  %79 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %78, i64 3, 4, 0
  %80 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %79, i64 1, 4, 1
  br label %81

81:                                               ; preds = %98, %25
  %82 = phi i64 [ %99, %98 ], [ 0, %25 ]
  %83 = icmp slt i64 %82, 4
  br i1 %83, label %84, label %100

84:                                               ; preds = %81
  br label %85

85:                                               ; preds = %88, %84
  %86 = phi i64 [ %97, %88 ], [ 0, %84 ]
  %87 = icmp slt i64 %86, 3
  br i1 %87, label %88, label %98

88:                                               ; preds = %85
  %89 = mul nuw nsw i64 %86, 4
  %90 = add nuw nsw i64 %82, %89
  %91 = getelementptr inbounds nuw i64, ptr %1, i64 %90
  %92 = load i64, ptr %91, align 4
  %93 = mul i64 %92, %92
  %94 = mul nuw nsw i64 %82, 3
  %95 = add nuw nsw i64 %94, %86
  %96 = getelementptr inbounds nuw i64, ptr %73, i64 %95
  store i64 %93, ptr %96, align 4
  %97 = add i64 %86, 1
  br label %85

98:                                               ; preds = %85
  %99 = add i64 %82, 1
  br label %81

100:                                              ; preds = %81
  %101 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %80, ptr %101, align 8
  %102 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %101, 1
  %103 = extractvalue { i64, ptr } %102, 0
  %104 = extractvalue { i64, ptr } %102, 1
  call void @printMemrefI64(i64 %103, ptr %104)
  call void @free(ptr %73)
  call void @free(ptr %1)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
