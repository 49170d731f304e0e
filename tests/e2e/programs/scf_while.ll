; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @printI64(i64)

declare void @printComma()

declare void @printNewline()

define i64 @collatz(i64 %0) {
  br label %2

2:                                                ; preds = %16, %1
  %3 = phi i64 [ %15, %16 ], [ %0, %1 ]
  %4 = phi i64 [ %17, %16 ], [ 0, %1 ]
  %5 = icmp ne i64 %3, 1
  br i1 %5, label %6, label %18

6:                                                ; preds = %2
  %7 = urem i64 %3, 2
  %8 = icmp ne i64 %7, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %6
  %10 = mul i64 %3, 3
  %11 = add i64 %10, 1
  br label %14

12:                                               ; preds = %6
  %13 = udiv i64 %3, 2
  br label %14

14:                                               ; preds = %9, %12
  %15 = phi i64 [ %13, %12 ], [ %11, %9 ]
  br label %16

16:                                               ; preds = %14
  %17 = add i64 %4, 1
  br label %2

18:                                               ; preds = %2
  ret i64 %4
}

define i64 @gcd(i64 %0, i64 %1) {
  br label %3

3:                                                ; preds = %7, %2
  %4 = phi i64 [ %5, %7 ], [ %0, %2 ]
  %5 = phi i64 [ %8, %7 ], [ %1, %2 ]
  %6 = icmp ne i64 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %3
  %8 = urem i64 %4, %5
  br label %3

9:                                                ; preds = %3
  ret i64 %4
}

define void @main() {
  %1 = call i64 @collatz(i64 27)
  %2 = call i64 @collatz(i64 1)
  %3 = call i64 @collatz(i64 97)
  call void @printI64(i64 %1)
  call void @printComma()
  call void @printI64(i64 %2)
  call void @printComma()
  call void @printI64(i64 %3)
  call void @printNewline()
  %4 = call i64 @gcd(i64 1071, i64 462)
  %5 = call i64 @gcd(i64 462, i64 1)
  %6 = call i64 @gcd(i64 9223372036854775806, i64 1071)
  %7 = call i64 @gcd(i64 97, i64 1)
  call void @printI64(i64 %4)
  call void @printComma()
  call void @printI64(i64 %5)
  call void @printComma()
  call void @printI64(i64 %6)
  call void @printComma()
  call void @printI64(i64 %7)
  call void @printNewline()
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
