; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @printF64(double)

declare void @printF32(float)

declare void @printI64(i64)

declare void @printComma()

declare void @printNewline()

define void @arith_row(double %0, double %1) {
  %3 = fadd double %0, %1
  %4 = fsub double %0, %1
  %5 = fmul double %0, %1
  %6 = fdiv double %0, %1
  %7 = frem double %0, %1
  %8 = fneg double %0
  call void @printF64(double %3)
  call void @printComma()
  call void @printF64(double %4)
  call void @printComma()
  call void @printF64(double %5)
  call void @printComma()
  call void @printF64(double %6)
  call void @printComma()
  call void @printF64(double %7)
  call void @printComma()
  call void @printF64(double %8)
  call void @printComma()
  %9 = fcmp oeq double %0, %1
  %10 = fcmp olt double %0, %1
  %11 = fcmp ueq double %0, %1
  %12 = fcmp une double %0, %1
  %13 = fcmp uno double %0, %1
  %14 = fcmp ord double %0, %1
  %15 = alloca i1, i64 6, align 1
  %16 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %15, 0
  %17 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %16, ptr %15, 1
  %18 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %17, i64 0, 2
  %19 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %18, i64 6, 3, 0
  %20 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %19, i64 1, 4, 0
  %21 = getelementptr inbounds nuw i1, ptr %15, i64 0
  store i1 %9, ptr %21, align 1
  %22 = getelementptr inbounds nuw i1, ptr %15, i64 1
  store i1 %10, ptr %22, align 1
  %23 = getelementptr inbounds nuw i1, ptr %15, i64 2
  store i1 %11, ptr %23, align 1
  %24 = getelementptr inbounds nuw i1, ptr %15, i64 3
  store i1 %12, ptr %24, align 1
  %25 = getelementptr inbounds nuw i1, ptr %15, i64 4
  store i1 %13, ptr %25, align 1
  %26 = getelementptr inbounds nuw i1, ptr %15, i64 5
  store i1 %14, ptr %26, align 1
  br label %27

27:                                               ; preds = %30, %2
  %28 = phi i64 [ %34, %30 ], [ 0, %2 ]
  %29 = icmp slt i64 %28, 6
  br i1 %29, label %30, label %35

30:                                               ; preds = %27
  %31 = getelementptr inbounds nuw i1, ptr %15, i64 %28
  %32 = load i1, ptr %31, align 1
  %33 = zext i1 %32 to i64
  call void @printI64(i64 %33)
  %34 = add i64 %28, 1
  br label %27

35:                                               ; preds = %27
  call void @printComma()
  %36 = call i1 @llvm.is.fpclass.f64(double %6, i32 3)
  %37 = call double @llvm.fabs.f64(double %6)
  %38 = fcmp oeq double %37, 0x7FF0000000000000
  %39 = call i1 @llvm.is.fpclass.f64(double %6, i32 504)
  %40 = zext i1 %36 to i64
  %41 = zext i1 %38 to i64
  %42 = zext i1 %39 to i64
  call void @printI64(i64 %40)
  call void @printI64(i64 %41)
  call void @printI64(i64 %42)
  call void @printNewline()
  ret void
}

define void @main() {
  call void @arith_row(double 1.000000e+00, double 0.000000e+00)
  call void @arith_row(double 1.000000e+00, double -0.000000e+00)
  call void @arith_row(double 0.000000e+00, double 0.000000e+00)
  call void @arith_row(double -0.000000e+00, double 0.000000e+00)
  call void @arith_row(double 0x7FF0000000000000, double 0x7FF0000000000000)
  call void @arith_row(double 0x7FF0000000000000, double 0xFFF0000000000000)
  call void @arith_row(double 0x7FF8000000000000, double 1.000000e+00)
  call void @arith_row(double -0.000000e+00, double 0xFFF0000000000000)
  call void @printF32(float 0x7FF0000000000000)
  call void @printComma()
  call void @printF32(float -0.000000e+00)
  call void @printNewline()
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
