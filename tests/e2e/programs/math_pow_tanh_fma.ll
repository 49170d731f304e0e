; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @printF64(double)

declare void @printF32(float)

declare void @printComma()

declare void @printNewline()

define void @two(double %0, double %1, i32 %2) {
  %4 = call double @llvm.pow.f64(double %0, double %1)
  %5 = call double @llvm.powi.f64.i32(double %0, i32 %2)
  %6 = call double @llvm.fma.f64(double %0, double %1, double %0)
  %7 = call double @llvm.copysign.f64(double %0, double %1)
  %8 = call double @llvm.atan2.f64(double %0, double %1)
  %9 = call double @llvm.tanh.f64(double %1)
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
  call void @printF64(double %9)
  call void @printNewline()
  %10 = fptrunc double %0 to float
  %11 = fptrunc double %1 to float
  %12 = call float @llvm.pow.f32(float %10, float %11)
  %13 = call float @llvm.fma.f32(float %10, float %11, float %11)
  %14 = call float @llvm.tanh.f32(float %10)
  %15 = call float @llvm.powi.f32.i32(float %11, i32 %2)
  call void @printF32(float %12)
  call void @printComma()
  call void @printF32(float %13)
  call void @printComma()
  call void @printF32(float %14)
  call void @printComma()
  call void @printF32(float %15)
  call void @printNewline()
  ret void
}

define void @main() {
  call void @two(double 2.000000e+00, double 1.000000e+01, i32 3)
  call void @two(double 1.500000e+00, double -7.500000e-01, i32 -2)
  call void @two(double 1.000000e-01, double 5.000000e-01, i32 0)
  call void @two(double -3.000000e+00, double 2.000000e+00, i32 5)
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.pow.f64(double, double) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.powi.f64.i32(double, i32) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.atan2.f64(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.tanh.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.pow.f32(float, float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.tanh.f32(float) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.powi.f32.i32(float, i32) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
