; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@fmt = internal constant [13 x i8] c"<printf %d>\0A\00"
@str = internal constant [21 x i8] c"a string, no newline\00"
@m = private constant [3 x [4 x float]] [[4 x float] [float 0.000000e+00, float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [4 x float] [float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00], [4 x float] [float 8.000000e+00, float 9.000000e+00, float 1.000000e+01, float 1.100000e+01]]

declare void @free(ptr)

declare void @memrefCopy(i64, ptr, ptr)

declare ptr @malloc(i64)

declare i32 @printf(ptr, ...)

declare void @printF64(double)

declare void @printI64(i64)

declare void @printString(ptr)

declare void @printNewline()

declare void @printComma()

declare void @printMemrefF32(i64, ptr)

define i32 @main() {
  call void @printF64(double 2.500000e+00)
  call void @printComma()
  %1 = call i32 (ptr, ...) @printf(ptr @fmt, i32 42)
  call void @printString(ptr @str)
  %2 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @m, i64 0, [2 x i64] [i64 3, i64 4], [2 x i64] [i64 4, i64 1] }, ptr %2, align 8
  %3 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %2, 1
  %4 = extractvalue { i64, ptr } %3, 0
  %5 = extractvalue { i64, ptr } %3, 1
  call void @printMemrefF32(i64 %4, ptr %5)
  %6 = call i32 (ptr, ...) @printf(ptr @fmt, i32 42)
  %7 = call ptr @malloc(i64 24)
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %7, 0
  %9 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, ptr %7, 1
  %10 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %9, i64 0, 2
  %11 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %10, i64 2, 3, 0
  %12 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11, i64 3, 3, 1
  %13 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %12, i64 3, 4, 0
  %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %13, i64 1, 4, 1
  %15 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, 0
  %16 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %15, 0
  %17 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, 1
  %18 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %16, ptr %17, 1
  %19 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, 2
  %20 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %18, i64 %19, 2
  %21 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, 3, 1
  %22 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %20, i64 %21, 3, 0
  %23 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, 4, 1
  %24 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %22, i64 %23, 4, 0
  %25 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, 3, 0
  %26 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %24, i64 %25, 3, 1
  %27 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, 4, 0
  %28 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %26, i64 %27, 4, 1
  %29 = call ptr @llvm.stacksave.p0()
  %30 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @m, i64 1, [2 x i64] [i64 3, i64 2], [2 x i64] [i64 4, i64 2] }, ptr %30, align 8
  %31 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %30, 1
  %32 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %28, ptr %32, align 8
  %33 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %32, 1
  %34 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %31, ptr %34, align 8
  %35 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %33, ptr %35, align 8
  call void @memrefCopy(i64 4, ptr %34, ptr %35)
  call void @llvm.stackrestore.p0(ptr %29)
  %36 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, ptr %36, align 8
  %37 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %36, 1
  %38 = extractvalue { i64, ptr } %37, 0
  %39 = extractvalue { i64, ptr } %37, 1
  call void @printMemrefF32(i64 %38, ptr %39)
  call void @printI64(i64 -7)
  call void @printNewline()
  %40 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, 0
  call void @free(ptr %40)
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #0

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
