; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @free(ptr)

declare ptr @malloc(i64)

declare void @print(double)

define void @main(i64 %0) {
  %2 = getelementptr double, ptr null, i64 %0
  %3 = ptrtoint ptr %2 to i64
  %4 = call ptr @malloc(i64 %3)
  %5 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %4, 0
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %5, ptr %4, 1
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, i64 0, 2
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 %0, 3, 0
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 1, 4, 0
  br label %10

10:                                               ; preds = %13, %1
  %11 = phi i64 [ %18, %13 ], [ 0, %1 ]
  %12 = icmp slt i64 %11, %0
  br i1 %12, label %13, label %19

13:                                               ; preds = %10
  %14 = sitofp i64 %11 to double
  %15 = call double @llvm.sqrt.f64(double %14)
  %16 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, 1
  %17 = getelementptr inbounds nuw double, ptr %16, i64 %11
  store double %15, ptr %17, align 8
  %18 = add i64 %11, 1
  br label %10

19:                                               ; preds = %10
  %20 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, 1
  %21 = getelementptr inbounds nuw double, ptr %20, i64 1
  %22 = load double, ptr %21, align 8
  call void @print(double %22)
  %23 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %9, 0
  call void @free(ptr %23)
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
