; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @printI64(i64)

declare void @printF64(double)

declare void @printComma()

declare void @printNewline()

define i64 @mask(i32 %0, i32 %1) {
  %3 = icmp eq i32 %0, %1
  %4 = icmp ne i32 %0, %1
  %5 = icmp slt i32 %0, %1
  %6 = icmp sle i32 %0, %1
  %7 = icmp sgt i32 %0, %1
  %8 = icmp sge i32 %0, %1
  %9 = icmp ult i32 %0, %1
  %10 = icmp ule i32 %0, %1
  %11 = icmp ugt i32 %0, %1
  %12 = icmp uge i32 %0, %1
  %13 = alloca i1, i64 10, align 1
  %14 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %13, 0
  %15 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %14, ptr %13, 1
  %16 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %15, i64 0, 2
  %17 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %16, i64 10, 3, 0
  %18 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %17, i64 1, 4, 0
  %19 = getelementptr inbounds nuw i1, ptr %13, i64 0
  store i1 %3, ptr %19, align 1
  %20 = getelementptr inbounds nuw i1, ptr %13, i64 1
  store i1 %4, ptr %20, align 1
  %21 = getelementptr inbounds nuw i1, ptr %13, i64 2
  store i1 %5, ptr %21, align 1
  %22 = getelementptr inbounds nuw i1, ptr %13, i64 3
  store i1 %6, ptr %22, align 1
  %23 = getelementptr inbounds nuw i1, ptr %13, i64 4
  store i1 %7, ptr %23, align 1
  %24 = getelementptr inbounds nuw i1, ptr %13, i64 5
  store i1 %8, ptr %24, align 1
  %25 = getelementptr inbounds nuw i1, ptr %13, i64 6
  store i1 %9, ptr %25, align 1
  %26 = getelementptr inbounds nuw i1, ptr %13, i64 7
  store i1 %10, ptr %26, align 1
  %27 = getelementptr inbounds nuw i1, ptr %13, i64 8
  store i1 %11, ptr %27, align 1
  %28 = getelementptr inbounds nuw i1, ptr %13, i64 9
  store i1 %12, ptr %28, align 1
  br label %29

29:                                               ; preds = %33, %2
  %30 = phi i64 [ %39, %33 ], [ 0, %2 ]
  %31 = phi i64 [ %38, %33 ], [ 0, %2 ]
  %32 = icmp slt i64 %30, 10
  br i1 %32, label %33, label %40

33:                                               ; preds = %29
  %34 = getelementptr inbounds nuw i1, ptr %13, i64 %30
  %35 = load i1, ptr %34, align 1
  %36 = mul i64 %31, 10
  %37 = zext i1 %35 to i64
  %38 = add i64 %36, %37
  %39 = add i64 %30, 1
  br label %29

40:                                               ; preds = %29
  ret i64 %31
}

define void @pair(i32 %0, i32 %1) {
  %3 = call i64 @mask(i32 %0, i32 %1)
  call void @printI64(i64 %3)
  %4 = call i32 @llvm.smax.i32(i32 %0, i32 %1)
  %5 = call i32 @llvm.smin.i32(i32 %0, i32 %1)
  %6 = call i32 @llvm.umax.i32(i32 %0, i32 %1)
  %7 = call i32 @llvm.umin.i32(i32 %0, i32 %1)
  %8 = icmp slt i32 %0, %1
  %9 = select i1 %8, i32 %6, i32 %7
  %10 = select i1 %8, double 1.500000e+00, double -2.250000e+00
  %11 = alloca i32, i64 5, align 4
  %12 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %11, 0
  %13 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %12, ptr %11, 1
  %14 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %13, i64 0, 2
  %15 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %14, i64 5, 3, 0
  %16 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %15, i64 1, 4, 0
  %17 = getelementptr inbounds nuw i32, ptr %11, i64 0
  store i32 %4, ptr %17, align 4
  %18 = getelementptr inbounds nuw i32, ptr %11, i64 1
  store i32 %5, ptr %18, align 4
  %19 = getelementptr inbounds nuw i32, ptr %11, i64 2
  store i32 %6, ptr %19, align 4
  %20 = getelementptr inbounds nuw i32, ptr %11, i64 3
  store i32 %7, ptr %20, align 4
  %21 = getelementptr inbounds nuw i32, ptr %11, i64 4
  store i32 %9, ptr %21, align 4
  br label %22

22:                                               ; preds = %25, %2
  %23 = phi i64 [ %29, %25 ], [ 0, %2 ]
  %24 = icmp slt i64 %23, 5
  br i1 %24, label %25, label %30

25:                                               ; preds = %22
  %26 = getelementptr inbounds nuw i32, ptr %11, i64 %23
  %27 = load i32, ptr %26, align 4
  %28 = sext i32 %27 to i64
  call void @printComma()
  call void @printI64(i64 %28)
  %29 = add i64 %23, 1
  br label %22

30:                                               ; preds = %22
  call void @printComma()
  call void @printI64(i64 0)
  call void @printComma()
  call void @printF64(double %10)
  call void @printNewline()
  ret void
}

define void @main() {
  call void @pair(i32 -1, i32 1)
  call void @pair(i32 1, i32 -1)
  call void @pair(i32 -2147483648, i32 2147483647)
  call void @pair(i32 2147483647, i32 2147483647)
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
