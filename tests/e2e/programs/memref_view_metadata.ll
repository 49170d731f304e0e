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

define private void @printMemrefI64(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } poison, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefI64(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefI64(ptr)

declare void @printI64(i64)

declare void @printComma()

declare void @printNewline()

define void @main() {
  %1 = call ptr @malloc(i64 144)
  %2 = ptrtoint ptr %1 to i64
  %3 = add i64 %2, 63
  %4 = urem i64 %3, 64
  %5 = sub i64 %3, %4
  %6 = inttoptr i64 %5 to ptr
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %1, 0
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, ptr %6, 1
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 0, 2
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 80, 3, 0
  %11 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, i64 1, 4, 0
  %12 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1, 0
  %13 = getelementptr i8, ptr %6, i64 0
  %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %12, ptr %13, 1
  %15 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, i64 0, 2
  %16 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, i64 4, 3, 1
  %17 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %16, i64 1, 4, 1
  %18 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %17, i64 2, 3, 0
  %19 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %18, i64 4, 4, 0
  %20 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1, 0
  %21 = getelementptr i8, ptr %6, i64 32
  %22 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %20, ptr %21, 1
  %23 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %22, i64 0, 2
  %24 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %23, i64 2, 3, 1
  %25 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %24, i64 1, 4, 1
  %26 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %25, i64 3, 3, 0
  %27 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %26, i64 2, 4, 0
  br label %28

28:                                               ; preds = %31, %0
  %29 = phi i64 [ %40, %31 ], [ 0, %0 ]
  %30 = icmp slt i64 %29, 3
  br i1 %30, label %31, label %41

31:                                               ; preds = %28
  %32 = mul i64 %29, %29
  %33 = mul i64 %32, -1
  %34 = mul nuw nsw i64 %29, 2
  %35 = add nuw nsw i64 %34, 0
  %36 = getelementptr inbounds nuw i64, ptr %21, i64 %35
  store i64 %32, ptr %36, align 4
  %37 = mul nuw nsw i64 %29, 2
  %38 = add nuw nsw i64 %37, 1
  %39 = getelementptr inbounds nuw i64, ptr %21, i64 %38
  store i64 %33, ptr %39, align 4
  %40 = add i64 %29, 1
  br label %28

41:                                               ; preds = %28
  br label %42

42:                                               ; preds = %57, %41
  %43 = phi i64 [ %58, %57 ], [ 0, %41 ]
  %44 = icmp slt i64 %43, 2
  br i1 %44, label %45, label %59

45:                                               ; preds = %42
  br label %46

46:                                               ; preds = %49, %45
  %47 = phi i64 [ %56, %49 ], [ 0, %45 ]
  %48 = icmp slt i64 %47, 4
  br i1 %48, label %49, label %57

49:                                               ; preds = %46
  %50 = add i64 %43, %47
  %51 = trunc i64 %50 to i32
  %52 = sitofp i32 %51 to float
  %53 = mul nuw nsw i64 %43, 4
  %54 = add nuw nsw i64 %53, %47
  %55 = getelementptr inbounds nuw float, ptr %13, i64 %54
  store float %52, ptr %55, align 4
  %56 = add i64 %47, 1
  br label %46

57:                                               ; preds = %46
  %58 = add i64 %43, 1
  br label %42

59:                                               ; preds = %42
  %60 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %19, ptr %60, align 8
  %61 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %60, 1
  %62 = extractvalue { i64, ptr } %61, 0
  %63 = extractvalue { i64, ptr } %61, 1
  call void @printMemrefF32(i64 %62, ptr %63)
  %64 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %27, ptr %64, align 8
  %65 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %64, 1
  %66 = extractvalue { i64, ptr } %65, 0
  %67 = extractvalue { i64, ptr } %65, 1
  call void @printMemrefI64(i64 %66, ptr %67)
  %68 = alloca i64, i64 5, align 8
  %69 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %68, 0
  %70 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %69, ptr %68, 1
  %71 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %70, i64 0, 2
  %72 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %71, i64 5, 3, 0
  %73 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %72, i64 1, 4, 0
  %74 = getelementptr inbounds nuw i64, ptr %68, i64 0
  store i64 5, ptr %74, align 4
  %75 = getelementptr inbounds nuw i64, ptr %68, i64 1
  store i64 1, ptr %75, align 4
  %76 = getelementptr inbounds nuw i64, ptr %68, i64 2
  store i64 3, ptr %76, align 4
  %77 = getelementptr inbounds nuw i64, ptr %68, i64 3
  store i64 4, ptr %77, align 4
  %78 = getelementptr inbounds nuw i64, ptr %68, i64 4
  store i64 1, ptr %78, align 4
  br label %79

79:                                               ; preds = %82, %59
  %80 = phi i64 [ %85, %82 ], [ 0, %59 ]
  %81 = icmp slt i64 %80, 5
  br i1 %81, label %82, label %86

82:                                               ; preds = %79
  %83 = getelementptr inbounds nuw i64, ptr %68, i64 %80
  %84 = load i64, ptr %83, align 4
  call void @printI64(i64 %84)
  call void @printComma()
  %85 = add i64 %80, 1
  br label %79

86:                                               ; preds = %79
  %87 = ptrtoint ptr %6 to i64
  %88 = urem i64 %87, 64
  call void @printI64(i64 %88)
  call void @printNewline()
  call void @free(ptr %1)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
