; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @printF64(double)

declare void @printF32(float)

declare void @printI64(i64)

declare void @printU64(i64)

declare void @printComma()

declare void @printNewline()

define float @halve(float %0, i64 %1) {
  br label %3

3:                                                ; preds = %7, %2
  %4 = phi i64 [ %9, %7 ], [ 0, %2 ]
  %5 = phi float [ %8, %7 ], [ %0, %2 ]
  %6 = icmp slt i64 %4, %1
  br i1 %6, label %7, label %10

7:                                                ; preds = %3
  %8 = fmul float %5, 5.000000e-01
  %9 = add i64 %4, 1
  br label %3

10:                                               ; preds = %3
  ret float %5
}

define void @conv(double %0) {
  %2 = fptosi double %0 to i64
  %3 = call double @llvm.minimum.f64(double %0, double 1.270000e+02)
  %4 = call double @llvm.maximum.f64(double %3, double -1.280000e+02)
  %5 = fptosi double %4 to i8
  %6 = sext i8 %5 to i64
  %7 = fptrunc double %0 to float
  %8 = fpext float %7 to double
  %9 = bitcast float %7 to i32
  %10 = zext i32 %9 to i64
  call void @printI64(i64 %2)
  call void @printComma()
  call void @printI64(i64 %6)
  call void @printComma()
  call void @printF64(double %8)
  call void @printComma()
  call void @printI64(i64 %10)
  call void @printNewline()
  ret void
}

define void @main() {
  %1 = call float @halve(float 0x3810000000000000, i64 3)
  %2 = call float @halve(float 0x3810000000000000, i64 23)
  %3 = call float @halve(float 0x3810000000000000, i64 24)
  call void @printF32(float %1)
  call void @printComma()
  call void @printF32(float %2)
  call void @printComma()
  call void @printF32(float %3)
  call void @printNewline()
  %4 = fpext float %2 to double
  call void @printF64(double %4)
  call void @printComma()
  call void @printF64(double 4.940660e-324)
  call void @printComma()
  call void @printF64(double 9.881310e-324)
  call void @printNewline()
  call void @conv(double -1.239900e+02)
  call void @conv(double 0x3FF0000010000000)
  call void @conv(double 0x4170000010000000)
  call void @conv(double -7.500000e-01)
  call void @printF64(double 0x43F0000000000000)
  call void @printComma()
  call void @printF64(double -1.000000e+00)
  call void @printComma()
  call void @printU64(i64 16777217)
  call void @printNewline()
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minimum.f64(double, double) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maximum.f64(double, double) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
