; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @printF64(double)

declare void @printF32(float)

declare void @printComma()

declare void @printNewline()

define void @row(double %0, double %1) {
  %3 = call double @llvm.minimum.f64(double %0, double %1)
  %4 = call double @llvm.maximum.f64(double %0, double %1)
  %5 = call double @llvm.minnum.f64(double %0, double %1)
  %6 = call double @llvm.maxnum.f64(double %0, double %1)
  call void @printF64(double %3)
  call void @printComma()
  call void @printF64(double %4)
  call void @printComma()
  call void @printF64(double %5)
  call void @printComma()
  call void @printF64(double %6)
  call void @printComma()
  %7 = fptrunc double %0 to float
  %8 = fptrunc double %1 to float
  %9 = call float @llvm.minimum.f32(float %8, float %7)
  %10 = call float @llvm.maximum.f32(float %8, float %7)
  %11 = call float @llvm.minnum.f32(float %8, float %7)
  %12 = call float @llvm.maxnum.f32(float %8, float %7)
  call void @printF32(float %9)
  call void @printComma()
  call void @printF32(float %10)
  call void @printComma()
  call void @printF32(float %11)
  call void @printComma()
  call void @printF32(float %12)
  call void @printNewline()
  ret void
}

define void @main() {
  call void @row(double 1.000000e+00, double -2.000000e+00)
  call void @row(double 0.000000e+00, double -0.000000e+00)
  call void @row(double -0.000000e+00, double 0.000000e+00)
  call void @row(double 0x7FF8000000000000, double 1.000000e+00)
  call void @row(double 1.000000e+00, double 0x7FF8000000000000)
  call void @row(double 0x7FF8000000000000, double 0x7FF8000000000000)
  call void @row(double 0x7FF0000000000000, double 0xFFF0000000000000)
  call void @row(double 0xFFF0000000000000, double 0x7FF8000000000000)
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minimum.f64(double, double) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maximum.f64(double, double) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minimum.f32(float, float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
