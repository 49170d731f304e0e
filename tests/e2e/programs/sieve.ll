; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @free(ptr)

declare ptr @malloc(i64)

declare void @printI64(i64)

declare void @printComma()

declare void @printNewline()

define i64 @count_primes(i64 %0) {
  %2 = getelementptr i8, ptr null, i64 %0
  %3 = ptrtoint ptr %2 to i64
  %4 = call ptr @malloc(i64 %3)
  %5 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %4, 0
  %6 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %5, ptr %4, 1
  %7 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %6, i64 0, 2
  %8 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %7, i64 %0, 3, 0
  %9 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %8, i64 1, 4, 0
  br label %10

10:                                               ; preds = %13, %1
  %11 = phi i64 [ %15, %13 ], [ 0, %1 ]
  %12 = icmp slt i64 %11, %0
  br i1 %12, label %13, label %16

13:                                               ; preds = %10
  %14 = getelementptr inbounds nuw i8, ptr %4, i64 %11
  store i8 1, ptr %14, align 1
  %15 = add i64 %11, 1
  br label %10

16:                                               ; preds = %10
  br label %17

17:                                               ; preds = %35, %16
  %18 = phi i64 [ %36, %35 ], [ 2, %16 ]
  %19 = icmp slt i64 %18, %0
  br i1 %19, label %20, label %37

20:                                               ; preds = %17
  %21 = mul i64 %18, %18
  %22 = icmp ult i64 %21, %0
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 %18
  %24 = load i8, ptr %23, align 1
  %25 = icmp ne i8 %24, 0
  %26 = and i1 %22, %25
  br i1 %26, label %27, label %35

27:                                               ; preds = %20
  br label %28

28:                                               ; preds = %31, %27
  %29 = phi i64 [ %33, %31 ], [ %21, %27 ]
  %30 = icmp slt i64 %29, %0
  br i1 %30, label %31, label %34

31:                                               ; preds = %28
  %32 = getelementptr inbounds nuw i8, ptr %4, i64 %29
  store i8 0, ptr %32, align 1
  %33 = add i64 %29, %18
  br label %28

34:                                               ; preds = %28
  br label %35

35:                                               ; preds = %34, %20
  %36 = add i64 %18, 1
  br label %17

37:                                               ; preds = %17
  br label %38

38:                                               ; preds = %42, %37
  %39 = phi i64 [ %47, %42 ], [ 2, %37 ]
  %40 = phi i64 [ %46, %42 ], [ 0, %37 ]
  %41 = icmp slt i64 %39, %0
  br i1 %41, label %42, label %48

42:                                               ; preds = %38
  %43 = getelementptr inbounds nuw i8, ptr %4, i64 %39
  %44 = load i8, ptr %43, align 1
  %45 = zext i8 %44 to i64
  %46 = add i64 %40, %45
  %47 = add i64 %39, 1
  br label %38

48:                                               ; preds = %38
  call void @free(ptr %4)
  ret i64 %40
}

define void @main() {
  %1 = call i64 @count_primes(i64 2)
  %2 = call i64 @count_primes(i64 10)
  %3 = call i64 @count_primes(i64 100)
  %4 = call i64 @count_primes(i64 1000)
  %5 = call i64 @count_primes(i64 100000)
  call void @printI64(i64 %1)
  call void @printComma()
  call void @printI64(i64 %2)
  call void @printComma()
  call void @printI64(i64 %3)
  call void @printComma()
  call void @printI64(i64 %4)
  call void @printComma()
  call void @printI64(i64 %5)
  call void @printNewline()
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
