; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@r0 = private constant float 1.500000e+00
@r1 = private constant [3 x float] [float 5.000000e-01, float -1.000000e+00, float 1.000000e+10]
@r2 = private constant [2 x [3 x float]] [[3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [3 x float] [float 4.000000e+00, float 5.000000e+00, float 6.250000e+00]]
@r3 = private constant [2 x [2 x [3 x float]]] [[2 x [3 x float]] [[3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [3 x float] [float 4.000000e+00, float 5.000000e+00, float 6.000000e+00]], [2 x [3 x float]] [[3 x float] [float 7.000000e+00, float 8.000000e+00, float 9.000000e+00], [3 x float] [float 1.000000e+01, float 1.100000e+01, float 1.200000e+01]]]
@r4 = private constant [2 x [1 x [2 x [2 x float]]]] [[1 x [2 x [2 x float]]] [[2 x [2 x float]] [[2 x float] [float 1.000000e+00, float 2.000000e+00], [2 x float] [float 3.000000e+00, float 4.000000e+00]]], [1 x [2 x [2 x float]]] [[2 x [2 x float]] [[2 x float] [float 5.000000e+00, float 6.000000e+00], [2 x float] [float 7.000000e+00, float 8.000000e+00]]]]
@s = private constant [4 x [4 x double]] [[4 x double] [double 0.000000e+00, double 1.000000e-01, double 2.000000e-01, double 3.000000e-01], [4 x double] [double 1.000000e+00, double 1.100000e+00, double 1.200000e+00, double 1.300000e+00], [4 x double] [double 2.000000e+00, double 2.100000e+00, double 2.200000e+00, double 2.300000e+00], [4 x double] [double 3.000000e+00, double 3.100000e+00, double 3.200000e+00, double 0x7FF0000000000000]]
@i8 = private constant [5 x i8] c"A\FD0\00\7F"
@i16 = private constant [2 x [2 x i16]] [[2 x i16] [i16 -32768, i16 32767], [2 x i16] [i16 0, i16 -1]]
@i32 = private constant [3 x [1 x i32]] [[1 x i32] [i32 -2147483648], [1 x i32] [i32 2147483647], [1 x i32] [i32 7]]
@i64 = private constant [1 x [2 x i64]] [[2 x i64] [i64 -9223372036854775808, i64 9223372036854775807]]
@ind = private constant [3 x i64] [i64 0, i64 1, i64 -5]
@h = private constant [3 x half] [half 0xH3554, half 0xHFBFF, half 0xH7E00]
@b = private constant [3 x bfloat] [bfloat 0xR3DCD, bfloat 0xRFF62, bfloat 0xRFFC1]
@c32 = private constant [2 x { float, float }] [{ float, float } { float 1.500000e+00, float -2.000000e+00 }, { float, float } { float 0.000000e+00, float 0x3E7AD7F2A0000000 }]
@c64 = private constant [2 x [2 x { double, double }]] [[2 x { double, double }] [{ double, double } { double 1.000000e-01, double 1.000000e+20 }, { double, double } { double -0.000000e+00, double 3.000000e+00 }], [2 x { double, double }] [{ double, double } { double 1.000000e+00, double 2.000000e+00 }, { double, double } { double 5.000000e+00, double -6.500000e+00 }]]

declare void @printMemrefF32(i64, ptr)

declare void @printMemrefF64(i64, ptr)

declare void @printMemrefI32(i64, ptr)

declare void @printMemrefI64(i64, ptr)

declare void @printMemrefInd(i64, ptr)

declare void @printMemrefC32(i64, ptr)

declare void @printMemrefC64(i64, ptr)

define private void @printMemrefI8(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } poison, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefI8(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefI8(ptr)

define private void @printMemrefI16(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } poison, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefI16(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefI16(ptr)

define private void @printMemrefF16(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } poison, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefF16(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefF16(ptr)

define private void @printMemrefBF16(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } poison, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefBF16(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefBF16(ptr)

define private void @printMemrefShapeF32(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } poison, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefShapeF32(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefShapeF32(ptr)

define private void @printMemrefShapeI8(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } poison, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefShapeI8(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefShapeI8(ptr)

define private void @printMemref0dF32(ptr %0, ptr %1, i64 %2) {
  %4 = insertvalue { ptr, ptr, i64 } poison, ptr %0, 0
  %5 = insertvalue { ptr, ptr, i64 } %4, ptr %1, 1
  %6 = insertvalue { ptr, ptr, i64 } %5, i64 %2, 2
  %7 = alloca { ptr, ptr, i64 }, i64 1, align 8
  store { ptr, ptr, i64 } %6, ptr %7, align 8
  call void @_mlir_ciface_printMemref0dF32(ptr %7)
  ret void
}

declare void @_mlir_ciface_printMemref0dF32(ptr)

define private void @printMemref1dF32(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4) {
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %0, 0
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %1, 1
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  %11 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, ptr %11, align 8
  call void @_mlir_ciface_printMemref1dF32(ptr %11)
  ret void
}

declare void @_mlir_ciface_printMemref1dF32(ptr)

define private void @printMemref2dF32(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %0, 0
  %9 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, ptr %1, 1
  %10 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %9, i64 %2, 2
  %11 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %10, i64 %3, 3, 0
  %12 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11, i64 %5, 4, 0
  %13 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %12, i64 %4, 3, 1
  %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %13, i64 %6, 4, 1
  %15 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, ptr %15, align 8
  call void @_mlir_ciface_printMemref2dF32(ptr %15)
  ret void
}

declare void @_mlir_ciface_printMemref2dF32(ptr)

define private void @printMemref3dF32(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) {
  %10 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %0, 0
  %11 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %10, ptr %1, 1
  %12 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %11, i64 %2, 2
  %13 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %12, i64 %3, 3, 0
  %14 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %13, i64 %6, 4, 0
  %15 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %14, i64 %4, 3, 1
  %16 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %15, i64 %7, 4, 1
  %17 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %16, i64 %5, 3, 2
  %18 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %17, i64 %8, 4, 2
  %19 = alloca { ptr, ptr, i64, [3 x i64], [3 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [3 x i64], [3 x i64] } %18, ptr %19, align 8
  call void @_mlir_ciface_printMemref3dF32(ptr %19)
  ret void
}

declare void @_mlir_ciface_printMemref3dF32(ptr)

define private void @printMemref4dF32(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10) {
  %12 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %0, 0
  %13 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12, ptr %1, 1
  %14 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13, i64 %2, 2
  %15 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14, i64 %3, 3, 0
  %16 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %15, i64 %7, 4, 0
  %17 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %16, i64 %4, 3, 1
  %18 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %17, i64 %8, 4, 1
  %19 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %18, i64 %5, 3, 2
  %20 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %19, i64 %9, 4, 2
  %21 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %20, i64 %6, 3, 3
  %22 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %21, i64 %10, 4, 3
  %23 = alloca { ptr, ptr, i64, [4 x i64], [4 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [4 x i64], [4 x i64] } %22, ptr %23, align 8
  call void @_mlir_ciface_printMemref4dF32(ptr %23)
  ret void
}

declare void @_mlir_ciface_printMemref4dF32(ptr)

define private void @printMemref1dI8(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4) {
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %0, 0
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %1, 1
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  %11 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, ptr %11, align 8
  call void @_mlir_ciface_printMemref1dI8(ptr %11)
  ret void
}

declare void @_mlir_ciface_printMemref1dI8(ptr)

define private void @printMemref1dI64(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4) {
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %0, 0
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %1, 1
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  %11 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, ptr %11, align 8
  call void @_mlir_ciface_printMemref1dI64(ptr %11)
  ret void
}

declare void @_mlir_ciface_printMemref1dI64(ptr)

define private void @printMemref1dC64(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4) {
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %0, 0
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %1, 1
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  %11 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %10, ptr %11, align 8
  call void @_mlir_ciface_printMemref1dC64(ptr %11)
  ret void
}

declare void @_mlir_ciface_printMemref1dC64(ptr)

define i32 @main() {
  %1 = alloca { ptr, ptr, i64 }, i64 1, align 8
  store { ptr, ptr, i64 } { ptr inttoptr (i64 3735928559 to ptr), ptr @r0, i64 0 }, ptr %1, align 8
  %2 = insertvalue { i64, ptr } { i64 0, ptr poison }, ptr %1, 1
  %3 = extractvalue { i64, ptr } %2, 0
  %4 = extractvalue { i64, ptr } %2, 1
  call void @printMemrefF32(i64 %3, ptr %4)
  %5 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @r1, i64 0, [1 x i64] [i64 3], [1 x i64] [i64 1] }, ptr %5, align 8
  %6 = insertvalue { i64, ptr } { i64 1, ptr poison }, ptr %5, 1
  %7 = extractvalue { i64, ptr } %6, 0
  %8 = extractvalue { i64, ptr } %6, 1
  call void @printMemrefF32(i64 %7, ptr %8)
  %9 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @r2, i64 0, [2 x i64] [i64 2, i64 3], [2 x i64] [i64 3, i64 1] }, ptr %9, align 8
  %10 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %9, 1
  %11 = extractvalue { i64, ptr } %10, 0
  %12 = extractvalue { i64, ptr } %10, 1
  call void @printMemrefF32(i64 %11, ptr %12)
  %13 = alloca { ptr, ptr, i64, [3 x i64], [3 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [3 x i64], [3 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @r3, i64 0, [3 x i64] [i64 2, i64 2, i64 3], [3 x i64] [i64 6, i64 3, i64 1] }, ptr %13, align 8
  %14 = insertvalue { i64, ptr } { i64 3, ptr poison }, ptr %13, 1
  %15 = extractvalue { i64, ptr } %14, 0
  %16 = extractvalue { i64, ptr } %14, 1
  call void @printMemrefF32(i64 %15, ptr %16)
  %17 = alloca { ptr, ptr, i64, [4 x i64], [4 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [4 x i64], [4 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @r4, i64 0, [4 x i64] [i64 2, i64 1, i64 2, i64 2], [4 x i64] [i64 4, i64 4, i64 2, i64 1] }, ptr %17, align 8
  %18 = insertvalue { i64, ptr } { i64 4, ptr poison }, ptr %17, 1
  %19 = extractvalue { i64, ptr } %18, 0
  %20 = extractvalue { i64, ptr } %18, 1
  call void @printMemrefF32(i64 %19, ptr %20)
  %21 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @s, i64 5, [2 x i64] [i64 2, i64 3], [2 x i64] [i64 4, i64 1] }, ptr %21, align 8
  %22 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %21, 1
  %23 = extractvalue { i64, ptr } %22, 0
  %24 = extractvalue { i64, ptr } %22, 1
  call void @printMemrefF64(i64 %23, ptr %24)
  %25 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @s, i64 1, [2 x i64] [i64 4, i64 2], [2 x i64] [i64 4, i64 2] }, ptr %25, align 8
  %26 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %25, 1
  %27 = extractvalue { i64, ptr } %26, 0
  %28 = extractvalue { i64, ptr } %26, 1
  call void @printMemrefF64(i64 %27, ptr %28)
  %29 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @s, i64 0, [2 x i64] [i64 4, i64 4], [2 x i64] [i64 1, i64 4] }, ptr %29, align 8
  %30 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %29, 1
  %31 = extractvalue { i64, ptr } %30, 0
  %32 = extractvalue { i64, ptr } %30, 1
  call void @printMemrefF64(i64 %31, ptr %32)
  %33 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @s, i64 3, [1 x i64] [i64 4], [1 x i64] [i64 4] }, ptr %33, align 8
  %34 = insertvalue { i64, ptr } { i64 1, ptr poison }, ptr %33, 1
  %35 = extractvalue { i64, ptr } %34, 0
  %36 = extractvalue { i64, ptr } %34, 1
  call void @printMemrefF64(i64 %35, ptr %36)
  %37 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @i8, i64 0, [1 x i64] [i64 5], [1 x i64] [i64 1] }, ptr %37, align 8
  %38 = insertvalue { i64, ptr } { i64 1, ptr poison }, ptr %37, 1
  %39 = extractvalue { i64, ptr } %38, 0
  %40 = extractvalue { i64, ptr } %38, 1
  call void @printMemrefI8(i64 %39, ptr %40)
  %41 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @i16, i64 0, [2 x i64] [i64 2, i64 2], [2 x i64] [i64 2, i64 1] }, ptr %41, align 8
  %42 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %41, 1
  %43 = extractvalue { i64, ptr } %42, 0
  %44 = extractvalue { i64, ptr } %42, 1
  call void @printMemrefI16(i64 %43, ptr %44)
  %45 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @i32, i64 0, [2 x i64] [i64 3, i64 1], [2 x i64] [i64 1, i64 1] }, ptr %45, align 8
  %46 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %45, 1
  %47 = extractvalue { i64, ptr } %46, 0
  %48 = extractvalue { i64, ptr } %46, 1
  call void @printMemrefI32(i64 %47, ptr %48)
  %49 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @i64, i64 0, [2 x i64] [i64 1, i64 2], [2 x i64] [i64 2, i64 1] }, ptr %49, align 8
  %50 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %49, 1
  %51 = extractvalue { i64, ptr } %50, 0
  %52 = extractvalue { i64, ptr } %50, 1
  call void @printMemrefI64(i64 %51, ptr %52)
  %53 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @ind, i64 0, [1 x i64] [i64 3], [1 x i64] [i64 1] }, ptr %53, align 8
  %54 = insertvalue { i64, ptr } { i64 1, ptr poison }, ptr %53, 1
  %55 = extractvalue { i64, ptr } %54, 0
  %56 = extractvalue { i64, ptr } %54, 1
  call void @printMemrefInd(i64 %55, ptr %56)
  %57 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @h, i64 0, [1 x i64] [i64 3], [1 x i64] [i64 1] }, ptr %57, align 8
  %58 = insertvalue { i64, ptr } { i64 1, ptr poison }, ptr %57, 1
  %59 = extractvalue { i64, ptr } %58, 0
  %60 = extractvalue { i64, ptr } %58, 1
  call void @printMemrefF16(i64 %59, ptr %60)
  %61 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @b, i64 0, [1 x i64] [i64 3], [1 x i64] [i64 1] }, ptr %61, align 8
  %62 = insertvalue { i64, ptr } { i64 1, ptr poison }, ptr %61, 1
  %63 = extractvalue { i64, ptr } %62, 0
  %64 = extractvalue { i64, ptr } %62, 1
  call void @printMemrefBF16(i64 %63, ptr %64)
  %65 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @c32, i64 0, [1 x i64] [i64 2], [1 x i64] [i64 1] }, ptr %65, align 8
  %66 = insertvalue { i64, ptr } { i64 1, ptr poison }, ptr %65, 1
  %67 = extractvalue { i64, ptr } %66, 0
  %68 = extractvalue { i64, ptr } %66, 1
  call void @printMemrefC32(i64 %67, ptr %68)
  %69 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } { ptr inttoptr (i64 3735928559 to ptr), ptr @c64, i64 0, [2 x i64] [i64 2, i64 2], [2 x i64] [i64 2, i64 1] }, ptr %69, align 8
  %70 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %69, 1
  %71 = extractvalue { i64, ptr } %70, 0
  %72 = extractvalue { i64, ptr } %70, 1
  call void @printMemrefC64(i64 %71, ptr %72)
  %73 = extractvalue { i64, ptr } %10, 0
  %74 = extractvalue { i64, ptr } %10, 1
  call void @printMemrefShapeF32(i64 %73, ptr %74)
  %75 = extractvalue { i64, ptr } %38, 0
  %76 = extractvalue { i64, ptr } %38, 1
  call void @printMemrefShapeI8(i64 %75, ptr %76)
  call void @printMemref0dF32(ptr inttoptr (i64 3735928559 to ptr), ptr @r0, i64 0)
  call void @printMemref1dF32(ptr inttoptr (i64 3735928559 to ptr), ptr @r1, i64 1, i64 2, i64 1)
  call void @printMemref2dF32(ptr inttoptr (i64 3735928559 to ptr), ptr @r2, i64 0, i64 2, i64 3, i64 3, i64 1)
  call void @printMemref3dF32(ptr inttoptr (i64 3735928559 to ptr), ptr @r3, i64 0, i64 2, i64 2, i64 3, i64 6, i64 3, i64 1)
  call void @printMemref4dF32(ptr inttoptr (i64 3735928559 to ptr), ptr @r4, i64 0, i64 2, i64 1, i64 2, i64 2, i64 4, i64 4, i64 2, i64 1)
  call void @printMemref1dI8(ptr inttoptr (i64 3735928559 to ptr), ptr @i8, i64 0, i64 5, i64 1)
  call void @printMemref1dI64(ptr inttoptr (i64 3735928559 to ptr), ptr @i64, i64 1, i64 1, i64 1)
  call void @printMemref1dC64(ptr inttoptr (i64 3735928559 to ptr), ptr @c64, i64 1, i64 2, i64 2)
  ret i32 0
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
