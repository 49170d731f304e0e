; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @free(ptr)

declare ptr @malloc(i64)

define private void @printMemrefF32(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } poison, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefF32(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefF32(ptr)

define void @main() {
  %1 = call ptr @malloc(i64 192)
  %2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4, i64 6, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5, i64 8, 3, 1
  %7 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6, i64 8, 4, 0
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7, i64 1, 4, 1
  br label %9

9:                                                ; preds = %25, %0
  %10 = phi i64 [ %26, %25 ], [ 0, %0 ]
  %11 = icmp slt i64 %10, 6
  br i1 %11, label %12, label %27

12:                                               ; preds = %9
  br label %13

13:                                               ; preds = %16, %12
  %14 = phi i64 [ %24, %16 ], [ 0, %12 ]
  %15 = icmp slt i64 %14, 8
  br i1 %15, label %16, label %25

16:                                               ; preds = %13
  %17 = mul i64 %10, 8
  %18 = add i64 %17, %14
  %19 = trunc i64 %18 to i32
  %20 = sitofp i32 %19 to float
  %21 = mul nuw nsw i64 %10, 8
  %22 = add nuw nsw i64 %21, %14
  %23 = getelementptr inbounds nuw float, ptr %1, i64 %22
  store float %20, ptr %23, align 4
  %24 = add i64 %14, 1
  br label %13

25:                                               ; preds = %13
  %26 = add i64 %10, 1
  br label %9

27:                                               ; preds = %9
  %28 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1, 0
  %29 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %28, ptr %1, 1
  %30 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %29, i64 10, 2
  %31 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %30, i64 3, 3, 0
  %32 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %31, i64 16, 4, 0
  %33 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %32, i64 2, 3, 1
  %34 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %33, i64 3, 4, 1
  %35 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %34, ptr %35, align 8
  %36 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %35, 1
  %37 = extractvalue { i64, ptr } %36, 0
  %38 = extractvalue { i64, ptr } %36, 1
  call void @printMemrefF32(i64 %37, ptr %38)
  %39 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %1, 0
  %40 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %39, ptr %1, 1
  %41 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %40, i64 42, 2
  %42 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %41, i64 2, 3, 0
  %43 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %42, i64 3, 4, 0
  %44 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %43, ptr %44, align 8
  %45 = insertvalue { i64, ptr } { i64 1, ptr poison }, ptr %44, 1
  %46 = extractvalue { i64, ptr } %45, 0
  %47 = extractvalue { i64, ptr } %45, 1
  call void @printMemrefF32(i64 %46, ptr %47)
  %48 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1, 0
  %49 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %48, ptr %1, 1
  %50 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %49, i64 17, 2
  %51 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %50, i64 2, 3, 0
  %52 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %51, i64 8, 4, 0
  %53 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %52, i64 2, 3, 1
  %54 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %53, i64 2, 4, 1
  %55 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %54, ptr %55, align 8
  %56 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %55, 1
  %57 = extractvalue { i64, ptr } %56, 0
  %58 = extractvalue { i64, ptr } %56, 1
  call void @printMemrefF32(i64 %57, ptr %58)
  %59 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %1, 0
  %60 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %59, ptr %1, 1
  %61 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %60, i64 7, 2
  %62 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %61, i64 6, 3, 0
  %63 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %62, i64 8, 4, 0
  br label %64

64:                                               ; preds = %67, %27
  %65 = phi i64 [ %76, %67 ], [ 0, %27 ]
  %66 = icmp slt i64 %65, 6
  br i1 %66, label %67, label %77

67:                                               ; preds = %64
  %68 = getelementptr float, ptr %1, i32 7
  %69 = mul nuw nsw i64 %65, 8
  %70 = getelementptr inbounds nuw float, ptr %68, i64 %69
  %71 = load float, ptr %70, align 4
  %72 = fneg float %71
  %73 = getelementptr float, ptr %1, i32 7
  %74 = mul nuw nsw i64 %65, 8
  %75 = getelementptr inbounds nuw float, ptr %73, i64 %74
  store float %72, ptr %75, align 4
  %76 = add i64 %65, 1
  br label %64

77:                                               ; preds = %64
  %78 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, ptr %78, align 8
  %79 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %78, 1
  %80 = extractvalue { i64, ptr } %79, 0
  %81 = extractvalue { i64, ptr } %79, 1
  call void @printMemrefF32(i64 %80, ptr %81)
  call void @free(ptr %1)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
