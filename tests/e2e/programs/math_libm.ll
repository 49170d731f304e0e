; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

; Function Attrs: memory(none)
declare float @cbrtf(float) #0

; Function Attrs: memory(none)
declare float @erff(float) #0

; Function Attrs: memory(none)
declare double @cbrt(double) #0

; Function Attrs: memory(none)
declare double @erfc(double) #0

; Function Attrs: memory(none)
declare double @erf(double) #0

declare void @printF64(double)

declare void @printF32(float)

declare void @printComma()

declare void @printNewline()

define void @f64s(double %0) {
  %2 = call double @erf(double %0)
  %3 = call double @erfc(double %0)
  %4 = call double @cbrt(double %0)
  %5 = call double @llvm.tan.f64(double %0)
  %6 = call double @llvm.atan.f64(double %0)
  %7 = call double @llvm.sinh.f64(double %0)
  %8 = call double @llvm.cosh.f64(double %0)
  %9 = call double @llvm.exp.f64(double %0)
  %10 = fsub double %9, 1.000000e+00
  call void @printF64(double %2)
  call void @printComma()
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
  call void @printF64(double %10)
  call void @printNewline()
  ret void
}

define void @f32s(float %0) {
  %2 = call float @erff(float %0)
  %3 = call float @llvm.acos.f32(float %0)
  %4 = call float @llvm.asin.f32(float %0)
  %5 = fadd float 1.000000e+00, %0
  %6 = call float @llvm.log.f32(float %5)
  %7 = call float @cbrtf(float %0)
  call void @printF32(float %2)
  call void @printComma()
  call void @printF32(float %3)
  call void @printComma()
  call void @printF32(float %4)
  call void @printComma()
  call void @printF32(float %6)
  call void @printComma()
  call void @printF32(float %7)
  call void @printNewline()
  ret void
}

define void @main() {
  call void @f64s(double 5.000000e-01)
  call void @f64s(double -1.250000e+00)
  call void @f64s(double 2.700000e+01)
  call void @f32s(float 5.000000e-01)
  call void @f32s(float -8.750000e-01)
  call void @f32s(float 1.000000e+00)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.tan.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.atan.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sinh.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cosh.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.acos.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.asin.f32(float) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log.f32(float) #2

attributes #0 = { memory(none) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
