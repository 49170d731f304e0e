; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define double @reductions(<8 x i16> %0, <4 x float> %1, float %2, <2 x double> %3, double %4) {
  %6 = call i16 @llvm.vector.reduce.add.v8i16(<8 x i16> %0)
  %7 = call i16 @llvm.vector.reduce.mul.v8i16(<8 x i16> %0)
  %8 = call i16 @llvm.vector.reduce.and.v8i16(<8 x i16> %0)
  %9 = call i16 @llvm.vector.reduce.or.v8i16(<8 x i16> %0)
  %10 = call i16 @llvm.vector.reduce.xor.v8i16(<8 x i16> %0)
  %11 = call i16 @llvm.vector.reduce.smax.v8i16(<8 x i16> %0)
  %12 = call i16 @llvm.vector.reduce.smin.v8i16(<8 x i16> %0)
  %13 = call i16 @llvm.vector.reduce.umax.v8i16(<8 x i16> %0)
  %14 = call i16 @llvm.vector.reduce.umin.v8i16(<8 x i16> %0)
  %15 = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %1)
  %16 = call nnan double @llvm.vector.reduce.fmin.v2f64(<2 x double> %3)
  %17 = call float @llvm.vector.reduce.fmaximum.v4f32(<4 x float> %1)
  %18 = call double @llvm.vector.reduce.fminimum.v2f64(<2 x double> %3)
  %19 = call float @llvm.vector.reduce.fadd.v4f32(float %2, <4 x float> %1)
  %20 = call reassoc float @llvm.vector.reduce.fmul.v4f32(float %2, <4 x float> %1)
  %21 = call fast double @llvm.vector.reduce.fadd.v2f64(double %4, <2 x double> %3)
  %22 = call double @llvm.vector.reduce.fmul.v2f64(double %4, <2 x double> %3)
  %23 = fadd double %21, %22
  ret double %23
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.vector.reduce.add.v8i16(<8 x i16>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.vector.reduce.mul.v8i16(<8 x i16>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.vector.reduce.and.v8i16(<8 x i16>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.vector.reduce.or.v8i16(<8 x i16>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.vector.reduce.xor.v8i16(<8 x i16>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.vector.reduce.smax.v8i16(<8 x i16>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.vector.reduce.smin.v8i16(<8 x i16>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.vector.reduce.umax.v8i16(<8 x i16>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.vector.reduce.umin.v8i16(<8 x i16>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmin.v2f64(<2 x double>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fmaximum.v4f32(<4 x float>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fminimum.v2f64(<2 x double>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fmul.v4f32(float, <4 x float>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmul.v2f64(double, <2 x double>) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
