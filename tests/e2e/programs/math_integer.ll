; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@vals = private constant [7 x i64] [i64 0, i64 1, i64 -1, i64 -9223372036854775808, i64 1024, i64 255, i64 -6]

declare void @printI64(i64)

declare void @printComma()

declare void @printNewline()

define void @show(i64 %0) {
  %2 = call i64 @llvm.ctlz.i64(i64 %0, i1 false)
  %3 = call i64 @llvm.cttz.i64(i64 %0, i1 false)
  %4 = call i64 @llvm.ctpop.i64(i64 %0)
  %5 = call i64 @llvm.abs.i64(i64 %0, i1 false)
  %6 = trunc i64 %0 to i32
  %7 = call i32 @llvm.ctlz.i32(i32 %6, i1 false)
  %8 = call i32 @llvm.cttz.i32(i32 %6, i1 false)
  %9 = call i32 @llvm.abs.i32(i32 %6, i1 false)
  %10 = zext i32 %7 to i64
  %11 = zext i32 %8 to i64
  %12 = sext i32 %9 to i64
  %13 = trunc i64 %0 to i8
  %14 = call i8 @llvm.ctpop.i8(i8 %13)
  %15 = call i8 @llvm.abs.i8(i8 %13, i1 false)
  %16 = zext i8 %14 to i64
  %17 = sext i8 %15 to i64
  %18 = alloca i64, i64 10, align 8
  %19 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %18, 0
  %20 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %19, ptr %18, 1
  %21 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %20, i64 0, 2
  %22 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %21, i64 10, 3, 0
  %23 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %22, i64 1, 4, 0
  %24 = getelementptr inbounds nuw i64, ptr %18, i64 0
  store i64 %2, ptr %24, align 4
  %25 = getelementptr inbounds nuw i64, ptr %18, i64 1
  store i64 %3, ptr %25, align 4
  %26 = getelementptr inbounds nuw i64, ptr %18, i64 2
  store i64 %4, ptr %26, align 4
  %27 = getelementptr inbounds nuw i64, ptr %18, i64 3
  store i64 %5, ptr %27, align 4
  %28 = getelementptr inbounds nuw i64, ptr %18, i64 4
  store i64 %10, ptr %28, align 4
  %29 = getelementptr inbounds nuw i64, ptr %18, i64 5
  store i64 %11, ptr %29, align 4
  %30 = getelementptr inbounds nuw i64, ptr %18, i64 6
  store i64 %12, ptr %30, align 4
  %31 = getelementptr inbounds nuw i64, ptr %18, i64 7
  store i64 %16, ptr %31, align 4
  %32 = getelementptr inbounds nuw i64, ptr %18, i64 8
  store i64 %17, ptr %32, align 4
  %33 = getelementptr inbounds nuw i64, ptr %18, i64 9
  store i64 %0, ptr %33, align 4
  br label %34

34:                                               ; preds = %37, %1
  %35 = phi i64 [ %40, %37 ], [ 0, %1 ]
  %36 = icmp slt i64 %35, 10
  br i1 %36, label %37, label %41

37:                                               ; preds = %34
  %38 = getelementptr inbounds nuw i64, ptr %18, i64 %35
  %39 = load i64, ptr %38, align 4
  call void @printI64(i64 %39)
  call void @printComma()
  %40 = add i64 %35, 1
  br label %34

41:                                               ; preds = %34
  call void @printNewline()
  ret void
}

define void @main() {
  br label %1

1:                                                ; preds = %4, %0
  %2 = phi i64 [ %7, %4 ], [ 0, %0 ]
  %3 = icmp slt i64 %2, 7
  br i1 %3, label %4, label %8

4:                                                ; preds = %1
  %5 = getelementptr inbounds nuw i64, ptr @vals, i64 %2
  %6 = load i64, ptr %5, align 4
  call void @show(i64 %6)
  %7 = add i64 %2, 1
  br label %1

8:                                                ; preds = %1
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctpop.i8(i8) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.abs.i8(i8, i1 immarg) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
