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

define { ptr, ptr, i64, [1 x i64], [1 x i64] } @make(i64 %0, i64 %1) {
  %3 = getelementptr i64, ptr null, i64 %0
  %4 = ptrtoint ptr %3 to i64
  %5 = call ptr @malloc(i64 %4)
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %5, 0
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %5, 1
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 0, 2
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %0, 3, 0
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 1, 4, 0
  br label %11

11:                                               ; preds = %14, %2
  %12 = phi i64 [ %17, %14 ], [ 0, %2 ]
  %13 = icmp slt i64 %12, %0
  br i1 %13, label %14, label %18

14:                                               ; preds = %11
  %15 = add i64 %1, %12
  %16 = getelementptr inbounds nuw i64, ptr %5, i64 %12
  store i64 %15, ptr %16, align 4
  %17 = add i64 %12, 1
  br label %11

18:                                               ; preds = %11
  ret { ptr, ptr, i64, [1 x i64], [1 x i64] } %10
}

define { { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] } } @halves(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4) {
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %0, 0
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %1, 1
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  %11 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 3, 0
  %12 = udiv i64 %11, 2
  %13 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 0
  %14 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 1
  %15 = insertvalue { ptr, ptr, i64 } poison, ptr %13, 0
  %16 = insertvalue { ptr, ptr, i64 } %15, ptr %14, 1
  %17 = insertvalue { ptr, ptr, i64 } %16, i64 0, 2
  %18 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 2
  %19 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 3, 0
  %20 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 4, 0
  %21 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %13, 0
  %22 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %21, ptr %14, 1
  %23 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %22, i64 %12, 2
  %24 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %23, i64 %12, 3, 0
  %25 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %24, i64 1, 4, 0
  %26 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 0
  %27 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 1
  %28 = insertvalue { ptr, ptr, i64 } poison, ptr %26, 0
  %29 = insertvalue { ptr, ptr, i64 } %28, ptr %27, 1
  %30 = insertvalue { ptr, ptr, i64 } %29, i64 0, 2
  %31 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 2
  %32 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 3, 0
  %33 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 4, 0
  %34 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %26, 0
  %35 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %34, ptr %27, 1
  %36 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %35, i64 1, 2
  %37 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %36, i64 %12, 3, 0
  %38 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %37, i64 2, 4, 0
  %39 = insertvalue { { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] } } poison, { ptr, ptr, i64, [1 x i64], [1 x i64] } %25, 0
  %40 = insertvalue { { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] } } %39, { ptr, ptr, i64, [1 x i64], [1 x i64] } %38, 1
  ret { { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] } } %40
}

define i64 @sum(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4) {
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %0, 0
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %1, 1
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  %11 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 3, 0
  br label %12

12:                                               ; preds = %16, %5
  %13 = phi i64 [ %24, %16 ], [ 0, %5 ]
  %14 = phi i64 [ %23, %16 ], [ 0, %5 ]
  %15 = icmp slt i64 %13, %11
  br i1 %15, label %16, label %25

16:                                               ; preds = %12
  %17 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 1
  %18 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, 2
  %19 = getelementptr i64, ptr %17, i64 %18
  %20 = mul nuw nsw i64 %13, 2
  %21 = getelementptr inbounds nuw i64, ptr %19, i64 %20
  %22 = load i64, ptr %21, align 4
  %23 = add i64 %14, %22
  %24 = add i64 %13, 1
  br label %12

25:                                               ; preds = %12
  ret i64 %14
}

define void @show(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } poison, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = extractvalue { i64, ptr } %4, 0
  %6 = extractvalue { i64, ptr } %4, 1
  call void @printMemrefI64(i64 %5, ptr %6)
  ret void
}

define void @main() {
  %1 = call { ptr, ptr, i64, [1 x i64], [1 x i64] } @make(i64 10, i64 100)
  %2 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %1, 0
  %3 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %1, 1
  %4 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %1, 2
  %5 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %1, 3, 0
  %6 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %1, 4, 0
  %7 = call { { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] } } @halves(ptr %2, ptr %3, i64 %4, i64 %5, i64 %6)
  %8 = extractvalue { { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] } } %7, 0
  %9 = extractvalue { { ptr, ptr, i64, [1 x i64], [1 x i64] }, { ptr, ptr, i64, [1 x i64], [1 x i64] } } %7, 1
  %10 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, ptr %10, align 8
  %11 = insertvalue { i64, ptr } { i64 1, ptr poison }, ptr %10, 1
  %12 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, ptr %12, align 8
  %13 = insertvalue { i64, ptr } { i64 1, ptr poison }, ptr %12, 1
  %14 = extractvalue { i64, ptr } %11, 0
  %15 = extractvalue { i64, ptr } %11, 1
  call void @show(i64 %14, ptr %15)
  %16 = extractvalue { i64, ptr } %13, 0
  %17 = extractvalue { i64, ptr } %13, 1
  call void @show(i64 %16, ptr %17)
  %18 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, 0
  %19 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, 1
  %20 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, 2
  %21 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, 3, 0
  %22 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, 4, 0
  %23 = call i64 @sum(ptr %18, ptr %19, i64 %20, i64 %21, i64 %22)
  call void @printI64(i64 %23)
  call void @printNewline()
  %24 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, 1
  %25 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, 2
  %26 = getelementptr i64, ptr %24, i64 %25
  %27 = getelementptr inbounds nuw i64, ptr %26, i64 0
  store i64 -1, ptr %27, align 4
  %28 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %1, ptr %28, align 8
  %29 = insertvalue { i64, ptr } { i64 1, ptr poison }, ptr %28, 1
  %30 = extractvalue { i64, ptr } %29, 0
  %31 = extractvalue { i64, ptr } %29, 1
  call void @show(i64 %30, ptr %31)
  %32 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %1, 0
  call void @free(ptr %32)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
