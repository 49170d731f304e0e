; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@data = private constant [12 x float] [float 3.500000e+00, float -1.000000e+00, float 7.250000e+00, float 0.000000e+00, float -0.000000e+00, float 2.000000e+00, float -8.500000e+00, float 7.250000e+00, float 0x3F50624DE0000000, float 1.000000e+02, float 0xBF50624DE0000000, float 4.000000e+00]

declare void @free(ptr)

declare ptr @malloc(i64)

define private void @printMemrefF32(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } poison, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefF32(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefF32(ptr)

declare void @printI64(i64)

declare void @printComma()

declare void @printNewline()

define i64 @search(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, float %5) {
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %0, 0
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, ptr %1, 1
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %2, 2
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, i64 %4, 4, 0
  br label %12

12:                                               ; preds = %16, %6
  %13 = phi i64 [ %24, %16 ], [ 0, %6 ]
  %14 = phi i64 [ %25, %16 ], [ 12, %6 ]
  %15 = icmp ult i64 %13, %14
  br i1 %15, label %16, label %26

16:                                               ; preds = %12
  %17 = add i64 %13, %14
  %18 = lshr i64 %17, 1
  %19 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, 1
  %20 = getelementptr inbounds nuw float, ptr %19, i64 %18
  %21 = load float, ptr %20, align 4
  %22 = fcmp olt float %21, %5
  %23 = add i64 %18, 1
  %24 = select i1 %22, i64 %23, i64 %13
  %25 = select i1 %22, i64 %14, i64 %18
  br label %12

26:                                               ; preds = %12
  ret i64 %13
}

define void @main() {
  %1 = call ptr @malloc(i64 48)
  %2 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %4, i64 12, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %5, i64 1, 4, 0
  %7 = getelementptr float, ptr %1, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr %7, ptr @data, i64 48, i1 false)
  br label %8

8:                                                ; preds = %31, %0
  %9 = phi i64 [ %33, %31 ], [ 1, %0 ]
  %10 = icmp slt i64 %9, 12
  br i1 %10, label %11, label %34

11:                                               ; preds = %8
  %12 = getelementptr inbounds nuw float, ptr %1, i64 %9
  %13 = load float, ptr %12, align 4
  br label %14

14:                                               ; preds = %26, %11
  %15 = phi i64 [ %27, %26 ], [ %9, %11 ]
  %16 = icmp ugt i64 %15, 0
  br i1 %16, label %17, label %22

17:                                               ; preds = %14
  %18 = sub i64 %15, 1
  %19 = getelementptr inbounds nuw float, ptr %1, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = fcmp ogt float %20, %13
  br label %23

22:                                               ; preds = %14
  br label %23

23:                                               ; preds = %17, %22
  %24 = phi i1 [ false, %22 ], [ %21, %17 ]
  br label %25

25:                                               ; preds = %23
  br i1 %24, label %26, label %31

26:                                               ; preds = %25
  %27 = sub i64 %15, 1
  %28 = getelementptr inbounds nuw float, ptr %1, i64 %27
  %29 = load float, ptr %28, align 4
  %30 = getelementptr inbounds nuw float, ptr %1, i64 %15
  store float %29, ptr %30, align 4
  br label %14

31:                                               ; preds = %25
  %32 = getelementptr inbounds nuw float, ptr %1, i64 %15
  store float %13, ptr %32, align 4
  %33 = add i64 %9, 1
  br label %8

34:                                               ; preds = %8
  %35 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %35, align 8
  %36 = insertvalue { i64, ptr } { i64 1, ptr poison }, ptr %35, 1
  %37 = extractvalue { i64, ptr } %36, 0
  %38 = extractvalue { i64, ptr } %36, 1
  call void @printMemrefF32(i64 %37, ptr %38)
  %39 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 0
  %40 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 1
  %41 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 2
  %42 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 3, 0
  %43 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 4, 0
  %44 = call i64 @search(ptr %39, ptr %40, i64 %41, i64 %42, i64 %43, float 7.250000e+00)
  %45 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 0
  %46 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 1
  %47 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 2
  %48 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 3, 0
  %49 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 4, 0
  %50 = call i64 @search(ptr %45, ptr %46, i64 %47, i64 %48, i64 %49, float 5.000000e+00)
  %51 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 0
  %52 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 1
  %53 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 2
  %54 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 3, 0
  %55 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 4, 0
  %56 = call i64 @search(ptr %51, ptr %52, i64 %53, i64 %54, i64 %55, float -1.000000e+02)
  %57 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 0
  %58 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 1
  %59 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 2
  %60 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 3, 0
  %61 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 4, 0
  %62 = call i64 @search(ptr %57, ptr %58, i64 %59, i64 %60, i64 %61, float 1.000000e+03)
  call void @printI64(i64 %44)
  call void @printComma()
  call void @printI64(i64 %50)
  call void @printComma()
  call void @printI64(i64 %56)
  call void @printComma()
  call void @printI64(i64 %62)
  call void @printNewline()
  call void @free(ptr %1)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #0

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
