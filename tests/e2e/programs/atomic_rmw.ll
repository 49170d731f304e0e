; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @free(ptr)

declare ptr @malloc(i64)

define private void @printMemrefI32(i64 %0, ptr %1) {
  %3 = insertvalue { i64, ptr } poison, i64 %0, 0
  %4 = insertvalue { i64, ptr } %3, ptr %1, 1
  %5 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %4, ptr %5, align 8
  call void @_mlir_ciface_printMemrefI32(ptr %5)
  ret void
}

declare void @_mlir_ciface_printMemrefI32(ptr)

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

define void @old(i32 %0) {
  %2 = sext i32 %0 to i64
  call void @printI64(i64 %2)
  call void @printComma()
  ret void
}

define void @main() {
  %1 = call ptr @malloc(i64 16)
  %2 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %4, i64 4, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %5, i64 1, 4, 0
  br label %7

7:                                                ; preds = %10, %0
  %8 = phi i64 [ %12, %10 ], [ 0, %0 ]
  %9 = icmp slt i64 %8, 3
  br i1 %9, label %10, label %13

10:                                               ; preds = %7
  %11 = getelementptr inbounds nuw i32, ptr %1, i64 %8
  store i32 -6, ptr %11, align 4
  %12 = add i64 %8, 1
  br label %7

13:                                               ; preds = %7
  %14 = getelementptr inbounds nuw i32, ptr %1, i64 3
  store i32 12, ptr %14, align 4
  %15 = getelementptr i32, ptr %1, i64 0
  %16 = atomicrmw add ptr %15, i32 5 acq_rel, align 4
  %17 = getelementptr i32, ptr %1, i64 1
  %18 = atomicrmw max ptr %17, i32 5 acq_rel, align 4
  %19 = getelementptr i32, ptr %1, i64 2
  %20 = atomicrmw umax ptr %19, i32 5 acq_rel, align 4
  %21 = getelementptr i32, ptr %1, i64 3
  %22 = atomicrmw min ptr %21, i32 5 acq_rel, align 4
  %23 = getelementptr i32, ptr %1, i64 2
  %24 = atomicrmw umin ptr %23, i32 5 acq_rel, align 4
  %25 = getelementptr i32, ptr %1, i64 0
  %26 = atomicrmw or ptr %25, i32 12 acq_rel, align 4
  %27 = getelementptr i32, ptr %1, i64 3
  %28 = atomicrmw and ptr %27, i32 -6 acq_rel, align 4
  %29 = getelementptr i32, ptr %1, i64 1
  %30 = atomicrmw xchg ptr %29, i32 12 acq_rel, align 4
  call void @old(i32 %16)
  call void @old(i32 %18)
  call void @old(i32 %20)
  call void @old(i32 %22)
  call void @old(i32 %24)
  call void @old(i32 %26)
  call void @old(i32 %28)
  call void @old(i32 %30)
  call void @printNewline()
  %31 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, 1
  %32 = getelementptr i32, ptr %31, i64 3
  %33 = load i32, ptr %32, align 4
  br label %34

34:                                               ; preds = %34, %13
  %35 = phi i32 [ %39, %34 ], [ %33, %13 ]
  %36 = mul i32 %35, %35
  %37 = sub i32 %36, 5
  %38 = cmpxchg ptr %32, i32 %35, i32 %37 acq_rel monotonic, align 4
  %39 = extractvalue { i32, i1 } %38, 0
  %40 = extractvalue { i32, i1 } %38, 1
  br i1 %40, label %41, label %34

41:                                               ; preds = %34
  call void @old(i32 %39)
  call void @printNewline()
  %42 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, ptr %42, align 8
  %43 = insertvalue { i64, ptr } { i64 1, ptr poison }, ptr %42, 1
  %44 = extractvalue { i64, ptr } %43, 0
  %45 = extractvalue { i64, ptr } %43, 1
  call void @printMemrefI32(i64 %44, ptr %45)
  %46 = alloca float, i64 3, align 4
  %47 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %46, 0
  %48 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %47, ptr %46, 1
  %49 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %48, i64 0, 2
  %50 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %49, i64 3, 3, 0
  %51 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %50, i64 1, 4, 0
  %52 = getelementptr inbounds nuw float, ptr %46, i64 0
  store float 1.500000e+00, ptr %52, align 4
  %53 = getelementptr inbounds nuw float, ptr %46, i64 1
  store float 1.500000e+00, ptr %53, align 4
  %54 = getelementptr inbounds nuw float, ptr %46, i64 2
  store float 0.000000e+00, ptr %54, align 4
  %55 = getelementptr float, ptr %46, i64 0
  %56 = atomicrmw fadd ptr %55, float 1.500000e+00 acq_rel, align 4
  %57 = getelementptr float, ptr %46, i64 1
  %58 = atomicrmw fmaximum ptr %57, float 0x7FF8000000000000 acq_rel, align 4
  %59 = getelementptr float, ptr %46, i64 2
  %60 = atomicrmw fminimum ptr %59, float -0.000000e+00 acq_rel, align 4
  %61 = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [1 x i64], [1 x i64] } %51, ptr %61, align 8
  %62 = insertvalue { i64, ptr } { i64 1, ptr poison }, ptr %61, 1
  %63 = extractvalue { i64, ptr } %62, 0
  %64 = extractvalue { i64, ptr } %62, 1
  call void @printMemrefF32(i64 %63, ptr %64)
  call void @free(ptr %1)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
