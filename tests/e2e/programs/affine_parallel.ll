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
  %1 = call ptr @malloc(i64 96)
  %2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4, i64 4, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5, i64 6, 3, 1
  %7 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6, i64 6, 4, 0
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7, i64 1, 4, 1
  br label %9

9:                                                ; preds = %26, %0
  %10 = phi i64 [ %27, %26 ], [ 0, %0 ]
  %11 = icmp slt i64 %10, 4
  br i1 %11, label %12, label %28

12:                                               ; preds = %9
  br label %13

13:                                               ; preds = %16, %12
  %14 = phi i64 [ %25, %16 ], [ 0, %12 ]
  %15 = icmp slt i64 %14, 6
  br i1 %15, label %16, label %26

16:                                               ; preds = %13
  %17 = mul nsw i64 %10, 6
  %18 = add i64 %17, %14
  %19 = trunc i64 %18 to i32
  %20 = sitofp i32 %19 to float
  %21 = fmul float %20, -5.000000e-01
  %22 = mul nuw nsw i64 %10, 6
  %23 = add nuw nsw i64 %22, %14
  %24 = getelementptr inbounds nuw float, ptr %1, i64 %23
  store float %21, ptr %24, align 4
  %25 = add i64 %14, 1
  br label %13

26:                                               ; preds = %13
  %27 = add i64 %10, 1
  br label %9

28:                                               ; preds = %9
  br label %29

29:                                               ; preds = %41, %28
  %30 = phi i64 [ %42, %41 ], [ 1, %28 ]
  %31 = icmp slt i64 %30, 3
  br i1 %31, label %32, label %43

32:                                               ; preds = %29
  br label %33

33:                                               ; preds = %36, %32
  %34 = phi i64 [ %40, %36 ], [ 0, %32 ]
  %35 = icmp slt i64 %34, 6
  br i1 %35, label %36, label %41

36:                                               ; preds = %33
  %37 = mul nuw nsw i64 %30, 6
  %38 = add nuw nsw i64 %37, %34
  %39 = getelementptr inbounds nuw float, ptr %1, i64 %38
  store float 9.000000e+00, ptr %39, align 4
  %40 = add i64 %34, 2
  br label %33

41:                                               ; preds = %33
  %42 = add i64 %30, 1
  br label %29

43:                                               ; preds = %29
  %44 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, ptr %44, align 8
  %45 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %44, 1
  %46 = extractvalue { i64, ptr } %45, 0
  %47 = extractvalue { i64, ptr } %45, 1
  call void @printMemrefF32(i64 %46, ptr %47)
  br label %48

48:                                               ; preds = %67, %43
  %49 = phi i64 [ %68, %67 ], [ 0, %43 ]
  %50 = phi float [ %56, %67 ], [ 0.000000e+00, %43 ]
  %51 = phi float [ %57, %67 ], [ 0xFFF0000000000000, %43 ]
  %52 = icmp slt i64 %49, 4
  br i1 %52, label %53, label %69

53:                                               ; preds = %48
  br label %54

54:                                               ; preds = %59, %53
  %55 = phi i64 [ %66, %59 ], [ 0, %53 ]
  %56 = phi float [ %64, %59 ], [ %50, %53 ]
  %57 = phi float [ %65, %59 ], [ %51, %53 ]
  %58 = icmp slt i64 %55, 6
  br i1 %58, label %59, label %67

59:                                               ; preds = %54
  %60 = mul nuw nsw i64 %49, 6
  %61 = add nuw nsw i64 %60, %55
  %62 = getelementptr inbounds nuw float, ptr %1, i64 %61
  %63 = load float, ptr %62, align 4
  %64 = fadd float %56, %63
  %65 = call float @llvm.maximum.f32(float %57, float %63)
  %66 = add i64 %55, 1
  br label %54

67:                                               ; preds = %54
  %68 = add i64 %49, 1
  br label %48

69:                                               ; preds = %48
  call void @printF32(float %50)
  call void @printComma()
  call void @printF32(float %51)
  call void @printNewline()
  br label %70

70:                                               ; preds = %74, %69
  %71 = phi i64 [ %76, %74 ], [ 1, %69 ]
  %72 = phi i64 [ %75, %74 ], [ 1, %69 ]
  %73 = icmp slt i64 %71, 8
  br i1 %73, label %74, label %77

74:                                               ; preds = %70
  %75 = mul i64 %72, %71
  %76 = add i64 %71, 1
  br label %70

77:                                               ; preds = %70
  call void @printI64(i64 %72)
  call void @printNewline()
  call void @free(ptr %1)
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
