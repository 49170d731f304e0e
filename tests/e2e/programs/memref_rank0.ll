; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@seed = private constant double 2.500000e+00
@counter = private global i64 7

declare void @free(ptr)

declare ptr @malloc(i64)

define private void @printMemrefF64(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } poison, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefF64(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefF64(ptr)

define private void @printMemrefI64(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } poison, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefI64(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefI64(ptr)

declare void @printF64(double)

declare void @printI64(i64)

declare void @printNewline()

define i64 @bump() {
  %1 = load i64, ptr @counter, align 4
  %2 = add i64 %1, 3
  store i64 %2, ptr @counter, align 4
  ret i64 %1
}

define void @main() {
  %1 = load double, ptr @seed, align 8
  %2 = call ptr @malloc(i64 8)
  %3 = insertvalue { ptr, ptr, i64 } poison, ptr %2, 0
  %4 = insertvalue { ptr, ptr, i64 } %3, ptr %2, 1
  %5 = insertvalue { ptr, ptr, i64 } %4, i64 0, 2
  store double %1, ptr %2, align 8
  br label %6

6:                                                ; preds = %9, %0
  %7 = phi i64 [ %13, %9 ], [ 0, %0 ]
  %8 = icmp slt i64 %7, 5
  br i1 %8, label %9, label %14

9:                                                ; preds = %6
  %10 = load double, ptr %2, align 8
  %11 = fmul double %10, %10
  %12 = fmul double %11, 5.000000e-01
  store double %12, ptr %2, align 8
  %13 = add i64 %7, 1
  br label %6

14:                                               ; preds = %6
  %15 = alloca { ptr, ptr, i64 }, i64 1, align 8
  store { ptr, ptr, i64 } %5, ptr %15, align 8
  %16 = insertvalue { i64, ptr } { i64 0, ptr poison }, ptr %15, 1
  %17 = extractvalue { i64, ptr } %16, 0
  %18 = extractvalue { i64, ptr } %16, 1
  call void @printMemrefF64(i64 %17, ptr %18)
  %19 = alloca { ptr, ptr, i64 }, i64 1, align 8
  store { ptr, ptr, i64 } { ptr inttoptr (i64 3735928559 to ptr), ptr @seed, i64 0 }, ptr %19, align 8
  %20 = insertvalue { i64, ptr } { i64 0, ptr poison }, ptr %19, 1
  %21 = extractvalue { i64, ptr } %20, 0
  %22 = extractvalue { i64, ptr } %20, 1
  call void @printMemrefF64(i64 %21, ptr %22)
  %23 = alloca i64, i64 1, align 8
  %24 = insertvalue { ptr, ptr, i64 } poison, ptr %23, 0
  %25 = insertvalue { ptr, ptr, i64 } %24, ptr %23, 1
  %26 = insertvalue { ptr, ptr, i64 } %25, i64 0, 2
  %27 = call i64 @bump()
  %28 = call i64 @bump()
  %29 = call i64 @bump()
  %30 = add i64 %27, %28
  %31 = add i64 %30, %29
  store i64 %31, ptr %23, align 4
  %32 = alloca { ptr, ptr, i64 }, i64 1, align 8
  store { ptr, ptr, i64 } %26, ptr %32, align 8
  %33 = insertvalue { i64, ptr } { i64 0, ptr poison }, ptr %32, 1
  %34 = extractvalue { i64, ptr } %33, 0
  %35 = extractvalue { i64, ptr } %33, 1
  call void @printMemrefI64(i64 %34, ptr %35)
  %36 = alloca { ptr, ptr, i64 }, i64 1, align 8
  store { ptr, ptr, i64 } { ptr inttoptr (i64 3735928559 to ptr), ptr @counter, i64 0 }, ptr %36, align 8
  %37 = insertvalue { i64, ptr } { i64 0, ptr poison }, ptr %36, 1
  %38 = extractvalue { i64, ptr } %37, 0
  %39 = extractvalue { i64, ptr } %37, 1
  call void @printMemrefI64(i64 %38, ptr %39)
  %40 = load double, ptr %2, align 8
  call void @printF64(double %40)
  call void @printNewline()
  call void @free(ptr %2)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
