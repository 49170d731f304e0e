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

declare void @printI64(i64)

declare void @printNewline()

define void @main() {
  %1 = call ptr @malloc(i64 72)
  %2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4, i64 3, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5, i64 3, 3, 1
  %7 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6, i64 3, 4, 0
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7, i64 1, 4, 1
  %9 = call ptr @malloc(i64 72)
  %10 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %9, 0
  %11 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %10, ptr %9, 1
  %12 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11, i64 0, 2
  %13 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %12, i64 3, 3, 0
  %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %13, i64 3, 3, 1
  %15 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, i64 3, 4, 0
  %16 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, i64 1, 4, 1
  %17 = call ptr @malloc(i64 72)
  %18 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %17, 0
  %19 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %18, ptr %17, 1
  %20 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %19, i64 0, 2
  %21 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %20, i64 3, 3, 0
  %22 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %21, i64 3, 3, 1
  %23 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %22, i64 3, 4, 0
  %24 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %23, i64 1, 4, 1
  br label %25

25:                                               ; preds = %42, %0
  %26 = phi i64 [ %43, %42 ], [ 0, %0 ]
  %27 = icmp slt i64 %26, 3
  br i1 %27, label %28, label %44

28:                                               ; preds = %25
  br label %29

29:                                               ; preds = %32, %28
  %30 = phi i64 [ %41, %32 ], [ 0, %28 ]
  %31 = icmp slt i64 %30, 3
  br i1 %31, label %32, label %42

32:                                               ; preds = %29
  %33 = add i64 %26, %30
  %34 = sub i64 %26, %30
  %35 = mul nuw nsw i64 %26, 3
  %36 = add nuw nsw i64 %35, %30
  %37 = getelementptr inbounds nuw i64, ptr %1, i64 %36
  store i64 %33, ptr %37, align 4
  %38 = mul nuw nsw i64 %26, 3
  %39 = add nuw nsw i64 %38, %30
  %40 = getelementptr inbounds nuw i64, ptr %9, i64 %39
  store i64 %34, ptr %40, align 4
  %41 = add i64 %30, 1
  br label %29

42:                                               ; preds = %29
  %43 = add i64 %26, 1
  br label %25

44:                                               ; preds = %25
  br label %45

45:                                               ; preds = %74, %44
  %46 = phi i64 [ %75, %74 ], [ 0, %44 ]
  %47 = icmp slt i64 %46, 3
  br i1 %47, label %48, label %76

48:                                               ; preds = %45
  br label %49

49:                                               ; preds = %69, %48
  %50 = phi i64 [ %73, %69 ], [ 0, %48 ]
  %51 = icmp slt i64 %50, 3
  br i1 %51, label %52, label %74

52:                                               ; preds = %49
  br label %53

53:                                               ; preds = %57, %52
  %54 = phi i64 [ %68, %57 ], [ 0, %52 ]
  %55 = phi i64 [ %67, %57 ], [ 0, %52 ]
  %56 = icmp slt i64 %54, 3
  br i1 %56, label %57, label %69

57:                                               ; preds = %53
  %58 = mul nuw nsw i64 %46, 3
  %59 = add nuw nsw i64 %58, %54
  %60 = getelementptr inbounds nuw i64, ptr %1, i64 %59
  %61 = load i64, ptr %60, align 4
  %62 = mul nuw nsw i64 %54, 3
  %63 = add nuw nsw i64 %62, %50
  %64 = getelementptr inbounds nuw i64, ptr %9, i64 %63
  %65 = load i64, ptr %64, align 4
  %66 = mul i64 %61, %65
  %67 = add i64 %55, %66
  %68 = add i64 %54, 1
  br label %53

69:                                               ; preds = %53
  %70 = mul nuw nsw i64 %46, 3
  %71 = add nuw nsw i64 %70, %50
  %72 = getelementptr inbounds nuw i64, ptr %17, i64 %71
  store i64 %55, ptr %72, align 4
  %73 = add i64 %50, 1
  br label %49

74:                                               ; preds = %49
  %75 = add i64 %46, 1
  br label %45

76:                                               ; preds = %45
  %77 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %24, ptr %77, align 8
  %78 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %77, 1
  %79 = extractvalue { i64, ptr } %78, 0
  %80 = extractvalue { i64, ptr } %78, 1
  call void @printMemrefI64(i64 %79, ptr %80)
  br label %81

81:                                               ; preds = %97, %76
  %82 = phi i64 [ %98, %97 ], [ 0, %76 ]
  %83 = phi i64 [ %89, %97 ], [ 0, %76 ]
  %84 = phi i64 [ %90, %97 ], [ 0, %76 ]
  %85 = icmp slt i64 %82, 6
  br i1 %85, label %86, label %99

86:                                               ; preds = %81
  br label %87

87:                                               ; preds = %92, %86
  %88 = phi i64 [ %96, %92 ], [ 0, %86 ]
  %89 = phi i64 [ %93, %92 ], [ %83, %86 ]
  %90 = phi i64 [ %95, %92 ], [ %84, %86 ]
  %91 = icmp slt i64 %88, %82
  br i1 %91, label %92, label %97

92:                                               ; preds = %87
  %93 = add i64 %89, 1
  %94 = mul i64 %82, %88
  %95 = add i64 %90, %94
  %96 = add i64 %88, 1
  br label %87

97:                                               ; preds = %87
  %98 = add i64 %82, 1
  br label %81

99:                                               ; preds = %81
  call void @printI64(i64 %83)
  call void @printNewline()
  call void @printI64(i64 %84)
  call void @printNewline()
  call void @free(ptr %1)
  call void @free(ptr %9)
  call void @free(ptr %17)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
