; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define private void @printMemrefI32(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } poison, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefI32(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefI32(ptr)

define i32 @main() {
  %1 = alloca i32, i64 4, align 4
  %2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4, i64 2, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5, i64 2, 3, 1
  %7 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6, i64 2, 4, 0
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7, i64 1, 4, 1
  %9 = getelementptr inbounds nuw i32, ptr %1, i64 0
  store i32 -7, ptr %9, align 4
  %10 = getelementptr inbounds nuw i32, ptr %1, i64 1
  store i32 3, ptr %10, align 4
  %11 = getelementptr inbounds nuw i32, ptr %1, i64 2
  store i32 3, ptr %11, align 4
  %12 = getelementptr inbounds nuw i32, ptr %1, i64 3
  store i32 -7, ptr %12, align 4
  %13 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, ptr %13, align 8
  %14 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %13, 1
  %15 = extractvalue { i64, ptr } %14, 0
  %16 = extractvalue { i64, ptr } %14, 1
  call void @printMemrefI32(i64 %15, ptr %16)
  %17 = getelementptr inbounds nuw i32, ptr %1, i64 0
  %18 = load i32, ptr %17, align 4
  %19 = getelementptr inbounds nuw i32, ptr %1, i64 2
  %20 = load i32, ptr %19, align 4
  %21 = mul i32 %18, %18
  %22 = mul i32 %20, %20
  %23 = sub i32 %21, %22
  %24 = icmp sgt i32 %23, 3
  br i1 %24, label %25, label %27

25:                                               ; preds = %0
  %26 = sub i32 0, %23
  ret i32 %26

27:                                               ; preds = %0
  ret i32 %23
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
