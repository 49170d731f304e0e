; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@g = internal global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@s = constant [6 x i8] c"hello\00"

define ptr @f(i64 %0) {
  %2 = getelementptr i32, ptr getelementptr inbounds nuw (i8, ptr @g, i64 8), i64 %0
  %3 = load i32, ptr %2, align 4
  %4 = alloca double, i64 1, align 8
  store i32 %3, ptr getelementptr inbounds nuw (i8, ptr @g, i64 12), align 4
  ret ptr getelementptr inbounds nuw (i8, ptr @g, i64 12)
}

declare double @h(double)

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
