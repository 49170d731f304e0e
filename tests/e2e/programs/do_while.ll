; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @printI64(i64)

declare void @printF64(double)

declare void @printComma()

declare void @printNewline()

define i64 @reverse_digits(i64 %0) {
  br label %2

2:                                                ; preds = %10, %1
  %3 = phi i64 [ %6, %10 ], [ %0, %1 ]
  %4 = phi i64 [ %8, %10 ], [ 0, %1 ]
  %5 = urem i64 %3, 10
  call void @printI64(i64 %5)
  %6 = udiv i64 %3, 10
  %7 = mul i64 %4, 10
  %8 = add i64 %7, %5
  %9 = icmp ne i64 %6, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %2
  call void @printComma()
  br label %2

11:                                               ; preds = %2
  call void @printNewline()
  ret i64 %8
}

define { i64, double } @halvings(double %0, double %1) {
  br label %3

3:                                                ; preds = %3, %2
  %4 = phi double [ %6, %3 ], [ %0, %2 ]
  %5 = phi i64 [ %7, %3 ], [ 0, %2 ]
  %6 = fmul double %4, 5.000000e-01
  %7 = add i64 %5, 1
  %8 = fcmp oge double %6, %1
  br i1 %8, label %3, label %9

9:                                                ; preds = %3
  %10 = insertvalue { i64, double } poison, i64 %7, 0
  %11 = insertvalue { i64, double } %10, double %6, 1
  ret { i64, double } %11
}

define void @main() {
  %1 = call i64 @reverse_digits(i64 1234567)
  call void @printI64(i64 %1)
  call void @printNewline()
  %2 = call i64 @reverse_digits(i64 0)
  call void @printI64(i64 %2)
  call void @printNewline()
  %3 = call { i64, double } @halvings(double 1.000000e+03, double 1.000000e-03)
  %4 = extractvalue { i64, double } %3, 0
  %5 = extractvalue { i64, double } %3, 1
  call void @printI64(i64 %4)
  call void @printComma()
  call void @printF64(double %5)
  call void @printNewline()
  %6 = call { i64, double } @halvings(double 1.000000e-03, double 1.000000e+300)
  %7 = extractvalue { i64, double } %6, 0
  %8 = extractvalue { i64, double } %6, 1
  call void @printI64(i64 %7)
  call void @printComma()
  call void @printF64(double %8)
  call void @printNewline()
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
