; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @printI64(i64)

declare void @printComma()

declare void @printNewline()

define void @divs(i64 %0, i64 %1) {
  %3 = sdiv i64 %0, %1
  %4 = srem i64 %0, %1
  %5 = sdiv i64 %0, %1
  %6 = mul i64 %5, %1
  %7 = icmp ne i64 %0, %6
  %8 = icmp slt i64 %0, 0
  %9 = icmp slt i64 %1, 0
  %10 = icmp eq i1 %8, %9
  %11 = and i1 %7, %10
  %12 = add i64 %5, 1
  %13 = select i1 %11, i64 %12, i64 %5
  %14 = sdiv i64 %0, %1
  %15 = mul i64 %14, %1
  %16 = icmp ne i64 %0, %15
  %17 = icmp slt i64 %0, 0
  %18 = icmp slt i64 %1, 0
  %19 = icmp ne i1 %17, %18
  %20 = and i1 %16, %19
  %21 = add i64 %14, -1
  %22 = select i1 %20, i64 %21, i64 %14
  %23 = udiv i64 %0, %1
  %24 = urem i64 %0, %1
  %25 = icmp eq i64 %0, 0
  %26 = sub i64 %0, 1
  %27 = udiv i64 %26, %1
  %28 = add i64 %27, 1
  %29 = select i1 %25, i64 0, i64 %28
  %30 = trunc i64 %0 to i32
  %31 = trunc i64 %1 to i32
  %32 = sdiv i32 %30, %31
  %33 = mul i32 %32, %31
  %34 = icmp ne i32 %30, %33
  %35 = icmp slt i32 %30, 0
  %36 = icmp slt i32 %31, 0
  %37 = icmp ne i1 %35, %36
  %38 = and i1 %34, %37
  %39 = add i32 %32, -1
  %40 = select i1 %38, i32 %39, i32 %32
  %41 = sdiv i32 %30, %31
  %42 = mul i32 %41, %31
  %43 = icmp ne i32 %30, %42
  %44 = icmp slt i32 %30, 0
  %45 = icmp slt i32 %31, 0
  %46 = icmp eq i1 %44, %45
  %47 = and i1 %43, %46
  %48 = add i32 %41, 1
  %49 = select i1 %47, i32 %48, i32 %41
  %50 = sext i32 %40 to i64
  %51 = sext i32 %49 to i64
  %52 = alloca i64, i64 9, align 8
  %53 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %52, 0
  %54 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %53, ptr %52, 1
  %55 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %54, i64 0, 2
  %56 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %55, i64 9, 3, 0
  %57 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %56, i64 1, 4, 0
  %58 = getelementptr inbounds nuw i64, ptr %52, i64 0
  store i64 %3, ptr %58, align 4
  %59 = getelementptr inbounds nuw i64, ptr %52, i64 1
  store i64 %4, ptr %59, align 4
  %60 = getelementptr inbounds nuw i64, ptr %52, i64 2
  store i64 %13, ptr %60, align 4
  %61 = getelementptr inbounds nuw i64, ptr %52, i64 3
  store i64 %22, ptr %61, align 4
  %62 = getelementptr inbounds nuw i64, ptr %52, i64 4
  store i64 %23, ptr %62, align 4
  %63 = getelementptr inbounds nuw i64, ptr %52, i64 5
  store i64 %24, ptr %63, align 4
  %64 = getelementptr inbounds nuw i64, ptr %52, i64 6
  store i64 %29, ptr %64, align 4
  %65 = getelementptr inbounds nuw i64, ptr %52, i64 7
  store i64 %50, ptr %65, align 4
  %66 = getelementptr inbounds nuw i64, ptr %52, i64 8
  store i64 %51, ptr %66, align 4
  br label %67

67:                                               ; preds = %70, %2
  %68 = phi i64 [ %73, %70 ], [ 0, %2 ]
  %69 = icmp slt i64 %68, 9
  br i1 %69, label %70, label %74

70:                                               ; preds = %67
  %71 = getelementptr inbounds nuw i64, ptr %52, i64 %68
  %72 = load i64, ptr %71, align 4
  call void @printI64(i64 %72)
  call void @printComma()
  %73 = add i64 %68, 1
  br label %67

74:                                               ; preds = %67
  call void @printNewline()
  ret void
}

define void @main() {
  call void @divs(i64 7, i64 2)
  call void @divs(i64 -7, i64 2)
  call void @divs(i64 7, i64 -2)
  call void @divs(i64 -7, i64 -2)
  call void @divs(i64 6, i64 -2)
  call void @divs(i64 -9223372036854775808, i64 3)
  call void @divs(i64 -9223372036854775808, i64 -2)
  call void @divs(i64 9223372036854775807, i64 -7)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
