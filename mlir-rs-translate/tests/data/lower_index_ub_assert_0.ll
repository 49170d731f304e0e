; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@assert_msg = private constant [12 x i8] c"a must hold\00"

declare void @abort()

declare void @puts(ptr)

define i64 @f(i64 %0, i64 %1, i1 %2) {
  br i1 %2, label %4, label %18

4:                                                ; preds = %3
  %5 = icmp sgt i64 %1, 0
  %6 = select i1 %5, i64 -1, i64 1
  %7 = add i64 %0, %6
  %8 = sdiv i64 %7, %1
  %9 = add i64 %8, 1
  %10 = sub i64 0, %0
  %11 = sdiv i64 %10, %1
  %12 = sub i64 0, %11
  %13 = icmp sgt i64 %0, 0
  %14 = icmp eq i1 %13, %5
  %15 = icmp ne i64 %0, 0
  %16 = and i1 %14, %15
  %17 = select i1 %16, i64 %9, i64 %12
  ret i64 %17

18:                                               ; preds = %3
  call void @puts(ptr @assert_msg)
  call void @abort()
  unreachable
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
