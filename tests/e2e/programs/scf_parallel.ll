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

declare void @printF32(float)

declare void @printI64(i64)

declare void @printComma()

declare void @printNewline()

define void @main() {
  %1 = call ptr @malloc(i64 48)
  %2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4, i64 3, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5, i64 4, 3, 1
  %7 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6, i64 4, 4, 0
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7, i64 1, 4, 1
  br label %9

9:                                                ; preds = %26, %0
  %10 = phi i64 [ %27, %26 ], [ 0, %0 ]
  %11 = icmp slt i64 %10, 3
  br i1 %11, label %12, label %28

12:                                               ; preds = %9
  br label %13

13:                                               ; preds = %16, %12
  %14 = phi i64 [ %25, %16 ], [ 0, %12 ]
  %15 = icmp slt i64 %14, 4
  br i1 %15, label %16, label %26

16:                                               ; preds = %13
  %17 = mul i64 %10, 4
  %18 = add i64 %17, %14
  %19 = trunc i64 %18 to i32
  %20 = sitofp i32 %19 to float
  %21 = fmul float %20, 2.500000e-01
  %22 = mul nuw nsw i64 %10, 4
  %23 = add nuw nsw i64 %22, %14
  %24 = getelementptr inbounds nuw float, ptr %1, i64 %23
  store float %21, ptr %24, align 4
  %25 = add i64 %14, 1
  br label %13

26:                                               ; preds = %13
  %27 = add i64 %10, 1
  br label %9

28:                                               ; preds = %9
  %29 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, ptr %29, align 8
  %30 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %29, 1
  %31 = extractvalue { i64, ptr } %30, 0
  %32 = extractvalue { i64, ptr } %30, 1
  call void @printMemrefF32(i64 %31, ptr %32)
  br label %33

33:                                               ; preds = %52, %28
  %34 = phi i64 [ %53, %52 ], [ 0, %28 ]
  %35 = phi float [ %41, %52 ], [ 0.000000e+00, %28 ]
  %36 = phi float [ %42, %52 ], [ 0xFFF0000000000000, %28 ]
  %37 = icmp slt i64 %34, 3
  br i1 %37, label %38, label %54

38:                                               ; preds = %33
  br label %39

39:                                               ; preds = %44, %38
  %40 = phi i64 [ %51, %44 ], [ 1, %38 ]
  %41 = phi float [ %49, %44 ], [ %35, %38 ]
  %42 = phi float [ %50, %44 ], [ %36, %38 ]
  %43 = icmp slt i64 %40, 4
  br i1 %43, label %44, label %52

44:                                               ; preds = %39
  %45 = mul nuw nsw i64 %34, 4
  %46 = add nuw nsw i64 %45, %40
  %47 = getelementptr inbounds nuw float, ptr %1, i64 %46
  %48 = load float, ptr %47, align 4
  %49 = fadd float %41, %48
  %50 = call float @llvm.maximum.f32(float %42, float %48)
  %51 = add i64 %40, 2
  br label %39

52:                                               ; preds = %39
  %53 = add i64 %34, 1
  br label %33

54:                                               ; preds = %33
  call void @printF32(float %35)
  call void @printComma()
  call void @printF32(float %36)
  call void @printNewline()
  br label %55

55:                                               ; preds = %59, %54
  %56 = phi i64 [ %62, %59 ], [ 1, %54 ]
  %57 = phi i64 [ %61, %59 ], [ 0, %54 ]
  %58 = icmp slt i64 %56, 9
  br i1 %58, label %59, label %63

59:                                               ; preds = %55
  %60 = mul i64 %56, %56
  %61 = add i64 %57, %60
  %62 = add i64 %56, 3
  br label %55

63:                                               ; preds = %55
  call void @printI64(i64 %57)
  call void @printNewline()
  call void @free(ptr %1)
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
