; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @fill(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, float %7) {
  %9 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %0, 0
  %10 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %9, ptr %1, 1
  %11 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %10, i64 %2, 2
  %12 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11, i64 %3, 3, 0
  %13 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %12, i64 %5, 4, 0
  %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %13, i64 %4, 3, 1
  %15 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, i64 %6, 4, 1
  %16 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 3
  %17 = alloca [2 x i64], i64 1, align 8
  store [2 x i64] %16, ptr %17, align 4
  %18 = getelementptr [2 x i64], ptr %17, i32 0, i64 0
  %19 = load i64, ptr %18, align 4
  %20 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 3
  %21 = alloca [2 x i64], i64 1, align 8
  store [2 x i64] %20, ptr %21, align 4
  %22 = getelementptr [2 x i64], ptr %21, i32 0, i64 1
  %23 = load i64, ptr %22, align 4
  br label %24

24:                                               ; preds = %38, %8
  %25 = phi i64 [ %39, %38 ], [ 0, %8 ]
  %26 = icmp slt i64 %25, %19
  br i1 %26, label %27, label %40

27:                                               ; preds = %24
  br label %28

28:                                               ; preds = %31, %27
  %29 = phi i64 [ %37, %31 ], [ 0, %27 ]
  %30 = icmp slt i64 %29, %23
  br i1 %30, label %31, label %38

31:                                               ; preds = %28
  %32 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 1
  %33 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 4, 0
  %34 = mul nuw nsw i64 %25, %33
  %35 = add nuw nsw i64 %34, %29
  %36 = getelementptr inbounds nuw float, ptr %32, i64 %35
  store float %7, ptr %36, align 4
  %37 = add i64 %29, 1
  br label %28

38:                                               ; preds = %28
  %39 = add i64 %25, 1
  br label %24

40:                                               ; preds = %24
  ret void
}

define void @_mlir_ciface_fill(ptr %0, float %1) {
  %3 = load { ptr, ptr, i64, [2 x i64], [2 x i64] }, ptr %0, align 8
  %4 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, 0
  %5 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, 1
  %6 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, 2
  %7 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, 3, 0
  %8 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, 3, 1
  %9 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, 4, 0
  %10 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, 4, 1
  call void @fill(ptr %4, ptr %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, float %1)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
