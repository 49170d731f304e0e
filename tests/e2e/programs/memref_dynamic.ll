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

declare void @printI64(i64)

declare void @printComma()

declare void @printNewline()

define void @fill(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, float %7) {
  %9 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %0, 0
  %10 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %9, ptr %1, 1
  %11 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %10, i64 %2, 2
  %12 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11, i64 %3, 3, 0
  %13 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %12, i64 %5, 4, 0
  %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %13, i64 %4, 3, 1
  %15 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, i64 %6, 4, 1
  %16 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 3, 0
  %17 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 3, 1
  br label %18

18:                                               ; preds = %36, %8
  %19 = phi i64 [ %37, %36 ], [ 0, %8 ]
  %20 = icmp slt i64 %19, %16
  br i1 %20, label %21, label %38

21:                                               ; preds = %18
  br label %22

22:                                               ; preds = %25, %21
  %23 = phi i64 [ %35, %25 ], [ 0, %21 ]
  %24 = icmp slt i64 %23, %17
  br i1 %24, label %25, label %36

25:                                               ; preds = %22
  %26 = mul i64 %19, %17
  %27 = add i64 %26, %23
  %28 = uitofp i64 %27 to float
  %29 = fmul float %28, %7
  %30 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 1
  %31 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 4, 0
  %32 = mul nuw nsw i64 %19, %31
  %33 = add nuw nsw i64 %32, %23
  %34 = getelementptr inbounds nuw float, ptr %30, i64 %33
  store float %29, ptr %34, align 4
  %35 = add i64 %23, 1
  br label %22

36:                                               ; preds = %22
  %37 = add i64 %19, 1
  br label %18

38:                                               ; preds = %18
  ret void
}

define void @print_dims(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } poison, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = extractvalue { i64, ptr } %4, 0
  call void @printI64(i64 %5)
  br label %6

6:                                                ; preds = %9, %2
  %7 = phi i64 [ %15, %9 ], [ 0, %2 ]
  %8 = icmp slt i64 %7, %5
  br i1 %8, label %9, label %16

9:                                                ; preds = %6
  %10 = extractvalue { i64, ptr } %4, 1
  %11 = getelementptr { ptr, ptr, i64 }, ptr %10, i32 0, i32 2
  %12 = add i64 %7, 1
  %13 = getelementptr i64, ptr %11, i64 %12
  %14 = load i64, ptr %13, align 4
  call void @printComma()
  call void @printI64(i64 %14)
  %15 = add i64 %7, 1
  br label %6

16:                                               ; preds = %6
  call void @printNewline()
  ret void
}

define void @main() {
  %1 = call ptr @malloc(i64 40)
  %2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4, i64 2, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5, i64 5, 3, 1
  %7 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6, i64 5, 4, 0
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7, i64 1, 4, 1
  %9 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 0
  %10 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 1
  %11 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 2
  %12 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 3, 0
  %13 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 3, 1
  %14 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 4, 0
  %15 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, 4, 1
  call void @fill(ptr %9, ptr %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15, float 1.500000e+00)
  %16 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, ptr %16, align 8
  %17 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %16, 1
  %18 = extractvalue { i64, ptr } %17, 0
  %19 = extractvalue { i64, ptr } %17, 1
  call void @printMemrefF32(i64 %18, ptr %19)
  %20 = extractvalue { i64, ptr } %17, 0
  %21 = extractvalue { i64, ptr } %17, 1
  call void @print_dims(i64 %20, ptr %21)
  %22 = call ptr @malloc(i64 84)
  %23 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %22, 0
  %24 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %23, ptr %22, 1
  %25 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %24, i64 0, 2
  %26 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %25, i64 3, 3, 0
  %27 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %26, i64 7, 3, 1
  %28 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %27, i64 7, 4, 0
  %29 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %28, i64 1, 4, 1
  %30 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %29, 0
  %31 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %29, 1
  %32 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %29, 2
  %33 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %29, 3, 0
  %34 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %29, 3, 1
  %35 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %29, 4, 0
  %36 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %29, 4, 1
  call void @fill(ptr %30, ptr %31, i64 %32, i64 %33, i64 %34, i64 %35, i64 %36, float -5.000000e-01)
  %37 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %29, ptr %37, align 8
  %38 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %37, 1
  %39 = extractvalue { i64, ptr } %38, 0
  %40 = extractvalue { i64, ptr } %38, 1
  call void @printMemrefF32(i64 %39, ptr %40)
  %41 = extractvalue { i64, ptr } %38, 0
  %42 = extractvalue { i64, ptr } %38, 1
  call void @print_dims(i64 %41, ptr %42)
  %43 = alloca float, i64 4, align 4
  %44 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %43, 0
  %45 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %44, ptr %43, 1
  %46 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %45, i64 0, 2
  %47 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %46, i64 4, 3, 0
  %48 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %47, i64 1, 3, 1
  %49 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %48, i64 1, 4, 0
  %50 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %49, i64 1, 4, 1
  %51 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %50, 0
  %52 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %50, 1
  %53 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %50, 2
  %54 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %50, 3, 0
  %55 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %50, 3, 1
  %56 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %50, 4, 0
  %57 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %50, 4, 1
  call void @fill(ptr %51, ptr %52, i64 %53, i64 %54, i64 %55, i64 %56, i64 %57, float 1.500000e+00)
  %58 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %50, ptr %58, align 8
  %59 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %58, 1
  %60 = extractvalue { i64, ptr } %59, 0
  %61 = extractvalue { i64, ptr } %59, 1
  call void @printMemrefF32(i64 %60, ptr %61)
  %62 = alloca float, i64 5, align 4
  %63 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %62, 0
  %64 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %63, ptr %62, 1
  %65 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %64, i64 0, 2
  %66 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %65, i64 5, 3, 0
  %67 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %66, i64 1, 4, 0
  %68 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %62, 0
  %69 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %68, ptr %62, 1
  %70 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %69, i64 0, 2
  %71 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %70, i64 5, 3, 0
  %72 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %71, i64 1, 4, 0
  %73 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %72, i64 1, 3, 1
  %74 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %73, i64 1, 4, 1
  %75 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %74, 0
  %76 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %74, 1
  %77 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %74, 2
  %78 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %74, 3, 0
  %79 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %74, 3, 1
  %80 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %74, 4, 0
  %81 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %74, 4, 1
  call void @fill(ptr %75, ptr %76, i64 %77, i64 %78, i64 %79, i64 %80, i64 %81, float -5.000000e-01)
  %82 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %67, ptr %82, align 8
  %83 = insertvalue { i64, ptr } { i64 1, ptr poison }, ptr %82, 1
  %84 = extractvalue { i64, ptr } %83, 0
  %85 = extractvalue { i64, ptr } %83, 1
  call void @printMemrefF32(i64 %84, ptr %85)
  %86 = extractvalue { i64, ptr } %83, 0
  %87 = extractvalue { i64, ptr } %83, 1
  call void @print_dims(i64 %86, ptr %87)
  call void @free(ptr %1)
  call void @free(ptr %22)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
