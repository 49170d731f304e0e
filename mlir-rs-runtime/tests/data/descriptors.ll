; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @_mlir_ciface_printMemrefShapeF32(ptr)

declare void @printMemrefF32(i64, ptr)

define i32 @main() {
  %1 = alloca float, i64 3, align 4
  store float 1.000000e+00, ptr %1, align 4
  %2 = getelementptr float, ptr %1, i32 1
  store float 2.000000e+00, ptr %2, align 4
  %3 = getelementptr float, ptr %1, i32 2
  store float -3.500000e+00, ptr %3, align 4
  %4 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  %5 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } { ptr null, ptr undef, i64 undef, [1 x i64] undef, [1 x i64] undef }, ptr %1, 1
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %5, i64 2, 2
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, i64 3, 3, 0
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 -1, 4, 0
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, ptr %4, align 8
  call void @printMemrefF32(i64 1, ptr %4)
  %9 = alloca { i64, ptr }, i64 1, align 8
  %10 = insertvalue { i64, ptr } { i64 1, ptr undef }, ptr %4, 1
  store { i64, ptr } %10, ptr %9, align 8
  call void @_mlir_ciface_printMemrefShapeF32(ptr %9)
  %11 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, ptr null, 1
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %11, ptr %4, align 8
  call void @_mlir_ciface_printMemrefShapeF32(ptr %9)
  ret i32 0
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
