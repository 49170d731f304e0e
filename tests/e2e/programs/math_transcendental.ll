; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@xs = private constant [5 x double] [double 2.500000e-01, double 1.000000e+00, double 2.000000e+00, double 1.000000e+01, double 1.005000e+02]

declare void @printF64(double)

declare void @printF32(float)

declare void @printComma()

declare void @printNewline()

define void @row(i64 %0) {
  br label %2

2:                                                ; preds = %37, %1
  %3 = phi i64 [ %39, %37 ], [ 0, %1 ]
  %4 = icmp slt i64 %3, 5
  br i1 %4, label %5, label %40

5:                                                ; preds = %2
  %6 = getelementptr inbounds nuw double, ptr @xs, i64 %3
  %7 = load double, ptr %6, align 8
  %8 = trunc i64 %0 to i32
  switch i32 %8, label %23 [
    i32 0, label %9
    i32 1, label %11
    i32 2, label %13
    i32 3, label %15
    i32 4, label %17
    i32 5, label %19
    i32 6, label %21
  ]

9:                                                ; preds = %5
  %10 = call double @llvm.sqrt.f64(double %7)
  br label %25

11:                                               ; preds = %5
  %12 = call double @llvm.exp.f64(double %7)
  br label %25

13:                                               ; preds = %5
  %14 = call double @llvm.exp2.f64(double %7)
  br label %25

15:                                               ; preds = %5
  %16 = call double @llvm.log.f64(double %7)
  br label %25

17:                                               ; preds = %5
  %18 = call double @llvm.log2.f64(double %7)
  br label %25

19:                                               ; preds = %5
  %20 = call double @llvm.log10.f64(double %7)
  br label %25

21:                                               ; preds = %5
  %22 = call double @llvm.sin.f64(double %7)
  br label %25

23:                                               ; preds = %5
  %24 = call double @llvm.cos.f64(double %7)
  br label %25

25:                                               ; preds = %23, %9, %11, %13, %15, %17, %19, %21
  %26 = phi double [ %24, %23 ], [ %22, %21 ], [ %20, %19 ], [ %18, %17 ], [ %16, %15 ], [ %14, %13 ], [ %12, %11 ], [ %10, %9 ]
  call void @printF64(double %26)
  call void @printComma()
  %27 = fptrunc double %7 to float
  %28 = trunc i64 %0 to i32
  switch i32 %28, label %35 [
    i32 0, label %29
    i32 3, label %31
    i32 6, label %33
  ]

29:                                               ; preds = %25
  %30 = call float @llvm.sqrt.f32(float %27)
  br label %37

31:                                               ; preds = %25
  %32 = call float @llvm.log.f32(float %27)
  br label %37

33:                                               ; preds = %25
  %34 = call float @llvm.sin.f32(float %27)
  br label %37

35:                                               ; preds = %25
  %36 = call float @llvm.exp.f32(float %27)
  br label %37

37:                                               ; preds = %35, %29, %31, %33
  %38 = phi float [ %36, %35 ], [ %34, %33 ], [ %32, %31 ], [ %30, %29 ]
  call void @printF32(float %38)
  call void @printComma()
  %39 = add i64 %3, 1
  br label %2

40:                                               ; preds = %2
  call void @printNewline()
  ret void
}

define void @main() {
  br label %1

1:                                                ; preds = %4, %0
  %2 = phi i64 [ %5, %4 ], [ 0, %0 ]
  %3 = icmp slt i64 %2, 8
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  call void @row(i64 %2)
  %5 = add i64 %2, 1
  br label %1

6:                                                ; preds = %1
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log10.f64(double) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log2.f64(double) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp2.f64(double) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
