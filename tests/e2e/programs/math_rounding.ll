; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@xs = private constant [9 x double] [double 2.500000e+00, double -2.500000e+00, double 3.500000e+00, double -5.000000e-01, double 0x3FDFFFFFFFFFFFFF, double -0.000000e+00, double 1.000000e+15, double -7.750000e+00, double 0x4330000000000001]

declare void @printF64(double)

declare void @printF32(float)

declare void @printComma()

declare void @printNewline()

define void @main() {
  br label %1

1:                                                ; preds = %4, %0
  %2 = phi i64 [ %17, %4 ], [ 0, %0 ]
  %3 = icmp slt i64 %2, 9
  br i1 %3, label %4, label %18

4:                                                ; preds = %1
  %5 = getelementptr inbounds nuw double, ptr @xs, i64 %2
  %6 = load double, ptr %5, align 8
  %7 = call double @llvm.floor.f64(double %6)
  %8 = call double @llvm.ceil.f64(double %6)
  %9 = call double @llvm.round.f64(double %6)
  %10 = call double @llvm.roundeven.f64(double %6)
  %11 = call double @llvm.trunc.f64(double %6)
  %12 = call double @llvm.fabs.f64(double %6)
  call void @printF64(double %7)
  call void @printComma()
  call void @printF64(double %8)
  call void @printComma()
  call void @printF64(double %9)
  call void @printComma()
  call void @printF64(double %10)
  call void @printComma()
  call void @printF64(double %11)
  call void @printComma()
  call void @printF64(double %12)
  call void @printComma()
  %13 = fptrunc double %6 to float
  %14 = call float @llvm.round.f32(float %13)
  %15 = call float @llvm.roundeven.f32(float %13)
  %16 = call float @llvm.floor.f32(float %13)
  call void @printF32(float %14)
  call void @printComma()
  call void @printF32(float %15)
  call void @printComma()
  call void @printF32(float %16)
  call void @printNewline()
  %17 = add i64 %2, 1
  br label %1

18:                                               ; preds = %1
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.roundeven.f64(double) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.roundeven.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
