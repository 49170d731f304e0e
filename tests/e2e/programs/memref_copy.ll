; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @free(ptr)

declare void @memrefCopy(i64, ptr, ptr)

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

define void @main() {
  %1 = call ptr @malloc(i64 80)
  %2 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1, 0
  %3 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2, ptr %1, 1
  %4 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, i64 0, 2
  %5 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %4, i64 4, 3, 0
  %6 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %5, i64 5, 3, 1
  %7 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6, i64 5, 4, 0
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7, i64 1, 4, 1
  br label %9

9:                                                ; preds = %27, %0
  %10 = phi i64 [ %28, %27 ], [ 0, %0 ]
  %11 = icmp slt i64 %10, 4
  br i1 %11, label %12, label %29

12:                                               ; preds = %9
  br label %13

13:                                               ; preds = %16, %12
  %14 = phi i64 [ %26, %16 ], [ 0, %12 ]
  %15 = icmp slt i64 %14, 5
  br i1 %15, label %16, label %27

16:                                               ; preds = %13
  %17 = trunc i64 %10 to i32
  %18 = trunc i64 %14 to i32
  %19 = sitofp i32 %17 to float
  %20 = sitofp i32 %18 to float
  %21 = fmul float %19, 1.000000e+01
  %22 = fadd float %21, %20
  %23 = mul nuw nsw i64 %10, 5
  %24 = add nuw nsw i64 %23, %14
  %25 = getelementptr inbounds nuw float, ptr %1, i64 %24
  store float %22, ptr %25, align 4
  %26 = add i64 %14, 1
  br label %13

27:                                               ; preds = %13
  %28 = add i64 %10, 1
  br label %9

29:                                               ; preds = %9
  %30 = call ptr @malloc(i64 80)
  %31 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %30, 0
  %32 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %31, ptr %30, 1
  %33 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %32, i64 0, 2
  %34 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %33, i64 4, 3, 0
  %35 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %34, i64 5, 3, 1
  %36 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %35, i64 5, 4, 0
  %37 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %36, i64 1, 4, 1
  %38 = getelementptr float, ptr %1, i64 0
  %39 = getelementptr float, ptr %30, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr %39, ptr %38, i64 80, i1 false)
  %40 = getelementptr inbounds nuw float, ptr %1, i64 0
  store float 0.000000e+00, ptr %40, align 4
  %41 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %37, ptr %41, align 8
  %42 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %41, 1
  %43 = extractvalue { i64, ptr } %42, 0
  %44 = extractvalue { i64, ptr } %42, 1
  call void @printMemrefF32(i64 %43, ptr %44)
  %45 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1, 0
  %46 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %45, ptr %1, 1
  %47 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %46, i64 6, 2
  %48 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %47, i64 2, 3, 0
  %49 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %48, i64 10, 4, 0
  %50 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %49, i64 2, 3, 1
  %51 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %50, i64 3, 4, 1
  %52 = call ptr @malloc(i64 16)
  %53 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %52, 0
  %54 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %53, ptr %52, 1
  %55 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %54, i64 0, 2
  %56 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %55, i64 2, 3, 0
  %57 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %56, i64 2, 3, 1
  %58 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %57, i64 2, 4, 0
  %59 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %58, i64 1, 4, 1
  %60 = call ptr @llvm.stacksave.p0()
  %61 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %51, ptr %61, align 8
  %62 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %61, 1
  %63 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %59, ptr %63, align 8
  %64 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %63, 1
  %65 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %62, ptr %65, align 8
  %66 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %64, ptr %66, align 8
  call void @memrefCopy(i64 4, ptr %65, ptr %66)
  call void @llvm.stackrestore.p0(ptr %60)
  %67 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %59, ptr %67, align 8
  %68 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %67, 1
  %69 = extractvalue { i64, ptr } %68, 0
  %70 = extractvalue { i64, ptr } %68, 1
  call void @printMemrefF32(i64 %69, ptr %70)
  %71 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %30, 0
  %72 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %71, ptr %30, 1
  %73 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %72, i64 0, 2
  %74 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %73, i64 2, 3, 0
  %75 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %74, i64 15, 4, 0
  %76 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %75, i64 2, 3, 1
  %77 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %76, i64 4, 4, 1
  %78 = call ptr @llvm.stacksave.p0()
  %79 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %59, ptr %79, align 8
  %80 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %79, 1
  %81 = alloca { ptr, ptr, i64, [2 x i64], [2 x i64] }, i64 1, align 8
  store { ptr, ptr, i64, [2 x i64], [2 x i64] } %77, ptr %81, align 8
  %82 = insertvalue { i64, ptr } { i64 2, ptr poison }, ptr %81, 1
  %83 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %80, ptr %83, align 8
  %84 = alloca { i64, ptr }, i64 1, align 8
  store { i64, ptr } %82, ptr %84, align 8
  call void @memrefCopy(i64 4, ptr %83, ptr %84)
  call void @llvm.stackrestore.p0(ptr %78)
  %85 = extractvalue { i64, ptr } %42, 0
  %86 = extractvalue { i64, ptr } %42, 1
  call void @printMemrefF32(i64 %85, ptr %86)
  %87 = alloca float, i64 1, align 4
  %88 = insertvalue { ptr, ptr, i64 } poison, ptr %87, 0
  %89 = insertvalue { ptr, ptr, i64 } %88, ptr %87, 1
  %90 = insertvalue { ptr, ptr, i64 } %89, i64 0, 2
  %91 = alloca float, i64 1, align 4
  %92 = insertvalue { ptr, ptr, i64 } poison, ptr %91, 0
  %93 = insertvalue { ptr, ptr, i64 } %92, ptr %91, 1
  %94 = insertvalue { ptr, ptr, i64 } %93, i64 0, 2
  store float 0x400921FB60000000, ptr %87, align 4
  %95 = getelementptr float, ptr %87, i64 0
  %96 = getelementptr float, ptr %91, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr %96, ptr %95, i64 4, i1 false)
  %97 = alloca { ptr, ptr, i64 }, i64 1, align 8
  store { ptr, ptr, i64 } %94, ptr %97, align 8
  %98 = insertvalue { i64, ptr } { i64 0, ptr poison }, ptr %97, 1
  %99 = extractvalue { i64, ptr } %98, 0
  %100 = extractvalue { i64, ptr } %98, 1
  call void @printMemrefF32(i64 %99, ptr %100)
  call void @free(ptr %52)
  call void @free(ptr %30)
  call void @free(ptr %1)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
