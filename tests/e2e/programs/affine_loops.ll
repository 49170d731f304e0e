; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @free(ptr)

declare ptr @malloc(i64)

declare void @printI64(i64)

declare void @printComma()

declare void @printNewline()

define private void @printMemrefI32(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } poison, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefI32(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefI32(ptr)

define i64 @window(i64 %0, i64 %1) {
  %3 = add i64 %0, -2
  %4 = call i64 @llvm.smax.i64(i64 %3, i64 %1)
  %5 = add i64 %0, 3
  %6 = mul nsw i64 %1, 2
  %7 = add i64 %6, 1
  %8 = call i64 @llvm.smin.i64(i64 %5, i64 %7)
  br label %9

9:                                                ; preds = %13, %2
  %10 = phi i64 [ %15, %13 ], [ %4, %2 ]
  %11 = phi i64 [ %14, %13 ], [ 0, %2 ]
  %12 = icmp slt i64 %10, %8
  br i1 %12, label %13, label %16

13:                                               ; preds = %9
  %14 = add i64 %11, %10
  %15 = add i64 %10, 2
  br label %9

16:                                               ; preds = %9
  ret i64 %11
}

define void @main() {
  %1 = call i64 @window(i64 7, i64 1)
  %2 = call i64 @window(i64 7, i64 4)
  %3 = call i64 @window(i64 1, i64 10)
  call void @printI64(i64 %1)
  call void @printComma()
  call void @printI64(i64 %2)
  call void @printComma()
  call void @printI64(i64 %3)
  call void @printNewline()
  %4 = call ptr @malloc(i64 80)
  %5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %4, 0
  %6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5, ptr %4, 1
  %7 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6, i64 0, 2
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7, i64 4, 3, 0
  %9 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, i64 5, 3, 1
  %10 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %9, i64 5, 4, 0
  %11 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %10, i64 1, 4, 1
  br label %12

12:                                               ; preds = %61, %0
  %13 = phi i64 [ %62, %61 ], [ 0, %0 ]
  %14 = icmp slt i64 %13, 4
  br i1 %14, label %15, label %63

15:                                               ; preds = %12
  br label %16

16:                                               ; preds = %59, %15
  %17 = phi i64 [ %60, %59 ], [ 0, %15 ]
  %18 = icmp slt i64 %17, 5
  br i1 %18, label %19, label %61

19:                                               ; preds = %16
  %20 = mul nsw i64 %13, 7
  %21 = mul nsw i64 %17, 3
  %22 = add i64 %20, %21
  %23 = srem i64 %22, 5
  %24 = icmp slt i64 %23, 0
  %25 = add i64 %23, 5
  %26 = select i1 %24, i64 %25, i64 %23
  %27 = mul nsw i64 %17, -1
  %28 = add i64 %13, %27
  %29 = icmp slt i64 %28, 0
  %30 = sub i64 -1, %28
  %31 = select i1 %29, i64 %30, i64 %28
  %32 = sdiv i64 %31, 2
  %33 = sub i64 -1, %32
  %34 = select i1 %29, i64 %33, i64 %32
  %35 = add i64 %26, %34
  %36 = add i64 %17, -7
  %37 = icmp sle i64 %36, 0
  %38 = sub i64 0, %36
  %39 = sub i64 %36, 1
  %40 = select i1 %37, i64 %38, i64 %39
  %41 = sdiv i64 %40, 3
  %42 = sub i64 0, %41
  %43 = add i64 %41, 1
  %44 = select i1 %37, i64 %42, i64 %43
  %45 = add i64 %35, %44
  %46 = trunc i64 %45 to i32
  %47 = mul nsw i64 %17, -1
  %48 = add i64 %13, %47
  %49 = icmp sge i64 %48, 0
  %50 = add i64 %13, %17
  %51 = add i64 %50, -4
  %52 = icmp sge i64 %51, 0
  %53 = and i1 %49, %52
  br i1 %53, label %54, label %82

54:                                               ; preds = %82, %19
  %55 = phi i32 [ %83, %82 ], [ -100, %19 ]
  %56 = mul nuw nsw i64 %13, 5
  %57 = add nuw nsw i64 %56, %17
  %58 = getelementptr inbounds nuw i32, ptr %4, i64 %57
  store i32 %55, ptr %58, align 4
  br label %59

59:                                               ; preds = %54
  %60 = add i64 %17, 1
  br label %16

61:                                               ; preds = %16
  %62 = add i64 %13, 1
  br label %12

63:                                               ; preds = %12
  %64 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %11, ptr %64, align 8
  %65 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %64, 1
  %66 = extractvalue { i64, ptr } %65, 0
  %67 = extractvalue { i64, ptr } %65, 1
  call void @printMemrefI32(i64 %66, ptr %67)
  br label %68

68:                                               ; preds = %72, %63
  %69 = phi i64 [ %80, %72 ], [ 0, %63 ]
  %70 = phi i64 [ %79, %72 ], [ 0, %63 ]
  %71 = icmp slt i64 %69, 4
  br i1 %71, label %72, label %81

72:                                               ; preds = %68
  %73 = add i64 %69, 1
  %74 = mul nuw nsw i64 %69, 5
  %75 = add nuw nsw i64 %74, %73
  %76 = getelementptr inbounds nuw i32, ptr %4, i64 %75
  %77 = load i32, ptr %76, align 4
  %78 = sext i32 %77 to i64
  %79 = add i64 %70, %78
  %80 = add i64 %69, 1
  br label %68

81:                                               ; preds = %68
  call void @printI64(i64 %70)
  call void @printNewline()
  call void @free(ptr %4)
  ret void

82:                                               ; preds = %19
  %83 = phi i32 [ %46, %19 ]
  br label %54
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
