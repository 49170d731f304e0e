; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@table = private constant [2 x [3 x i32]] [[3 x i32] [i32 1, i32 -2, i32 3], [3 x i32] [i32 -4, i32 5, i32 -6]]
@ones = private constant [4 x float] [float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00]
@scratch = global [3 x i64] undef
@weights = private global [2 x [2 x double]] [[2 x double] [double 5.000000e-01, double 2.500000e-01], [2 x double] [double 1.250000e-01, double -1.000000e+00]], align 64

define private void @printMemrefI32(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } poison, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefI32(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefI32(ptr)

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

define private void @printMemrefF64(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } poison, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefF64(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefF64(ptr)

define void @main() {
  %1 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @table, i64 0, [2 x i64] [i64 2, i64 3], [2 x i64] [i64 3, i64 1] }, ptr %1, align 8
  %2 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %1, 1
  %3 = extractvalue { i64, ptr } %2, 0
  %4 = extractvalue { i64, ptr } %2, 1
  call void @printMemrefI32(i64 %3, ptr %4)
  %5 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @ones, i64 0, [1 x i64] [i64 4], [1 x i64] [i64 1] }, ptr %5, align 8
  %6 = insertvalue { i64, ptr } { i64 1, ptr poison }, ptr %5, 1
  %7 = extractvalue { i64, ptr } %6, 0
  %8 = extractvalue { i64, ptr } %6, 1
  call void @printMemrefF32(i64 %7, ptr %8)
  br label %9

9:                                                ; preds = %25, %0
  %10 = phi i64 [ %27, %25 ], [ 0, %0 ]
  %11 = icmp slt i64 %10, 3
  br i1 %11, label %12, label %28

12:                                               ; preds = %9
  br label %13

13:                                               ; preds = %17, %12
  %14 = phi i64 [ %24, %17 ], [ 0, %12 ]
  %15 = phi i64 [ %23, %17 ], [ 0, %12 ]
  %16 = icmp slt i64 %14, 2
  br i1 %16, label %17, label %25

17:                                               ; preds = %13
  %18 = mul nuw nsw i64 %14, 3
  %19 = add nuw nsw i64 %18, %10
  %20 = getelementptr inbounds nuw i32, ptr @table, i64 %19
  %21 = load i32, ptr %20, align 4
  %22 = sext i32 %21 to i64
  %23 = add i64 %15, %22
  %24 = add i64 %14, 1
  br label %13

25:                                               ; preds = %13
  %26 = getelementptr inbounds nuw i64, ptr @scratch, i64 %10
  store i64 %15, ptr %26, align 4
  %27 = add i64 %10, 1
  br label %9

28:                                               ; preds = %9
  %29 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @scratch, i64 0, [1 x i64] [i64 3], [1 x i64] [i64 1] }, ptr %29, align 8
  %30 = insertvalue { i64, ptr } { i64 1, ptr poison }, ptr %29, 1
  %31 = extractvalue { i64, ptr } %30, 0
  %32 = extractvalue { i64, ptr } %30, 1
  call void @printMemrefI64(i64 %31, ptr %32)
  br label %33

33:                                               ; preds = %56, %28
  %34 = phi i64 [ %57, %56 ], [ 0, %28 ]
  %35 = icmp slt i64 %34, 2
  br i1 %35, label %36, label %58

36:                                               ; preds = %33
  br label %37

37:                                               ; preds = %54, %36
  %38 = phi i64 [ %55, %54 ], [ 0, %36 ]
  %39 = icmp slt i64 %38, 2
  br i1 %39, label %40, label %56

40:                                               ; preds = %37
  br label %41

41:                                               ; preds = %44, %40
  %42 = phi i64 [ %53, %44 ], [ 0, %40 ]
  %43 = icmp slt i64 %42, 2
  br i1 %43, label %44, label %54

44:                                               ; preds = %41
  %45 = mul nuw nsw i64 %38, 2
  %46 = add nuw nsw i64 %45, %42
  %47 = getelementptr inbounds nuw double, ptr @weights, i64 %46
  %48 = load double, ptr %47, align 8
  %49 = fmul double %48, %48
  %50 = mul nuw nsw i64 %38, 2
  %51 = add nuw nsw i64 %50, %42
  %52 = getelementptr inbounds nuw double, ptr @weights, i64 %51
  store double %49, ptr %52, align 8
  %53 = add i64 %42, 1
  br label %41

54:                                               ; preds = %41
  %55 = add i64 %38, 1
  br label %37

56:                                               ; preds = %37
  %57 = add i64 %34, 1
  br label %33

58:                                               ; preds = %33
  %59 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @weights, i64 0, [2 x i64] [i64 2, i64 2], [2 x i64] [i64 2, i64 1] }, ptr %59, align 8
  %60 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %59, 1
  %61 = extractvalue { i64, ptr } %60, 0
  %62 = extractvalue { i64, ptr } %60, 1
  call void @printMemrefF64(i64 %61, ptr %62)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
