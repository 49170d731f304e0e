; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @printF64(double)

declare void @printF32(float)

declare void @printI64(i64)

declare void @printComma()

declare void @printNewline()

define void @bit(i1 %0) {
  %2 = zext i1 %0 to i64
  call void @printI64(i64 %2)
  ret void
}

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
  call void @bit(i1 %9)
  call void @bit(i1 %10)
  call void @bit(i1 %11)
  call void @bit(i1 %12)
  call void @bit(i1 %13)
  call void @bit(i1 %14)
  call void @printComma()
  %15 = call i1 @llvm.is.fpclass.f64(double %6, i32 3)
  %16 = call double @llvm.fabs.f64(double %6)
  %17 = fcmp oeq double %16, 0x7FF0000000000000
  %18 = call i1 @llvm.is.fpclass.f64(double %6, i32 504)
  call void @bit(i1 %15)
  call void @bit(i1 %17)
  call void @bit(i1 %18)
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
