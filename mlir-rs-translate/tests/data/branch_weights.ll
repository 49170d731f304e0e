; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare i32 @personality(...)

declare i32 @callee(i32)

define i32 @conditional(i1 %0, i32 %1) {
  br i1 %0, label %3, label %4, !prof !1

3:                                                ; preds = %8, %7, %6, %5, %4, %2
  ret i32 %1

4:                                                ; preds = %2
  br i1 %0, label %3, label %5, !prof !2

5:                                                ; preds = %4
  br i1 %0, label %3, label %6, !prof !3

6:                                                ; preds = %5
  br i1 %0, label %3, label %7, !prof !1

7:                                                ; preds = %6
  br i1 %0, label %3, label %8

8:                                                ; preds = %7
  br i1 %0, label %3, label %9, !prof !4

9:                                                ; preds = %8
  %10 = phi i32 [ %1, %8 ]
  %11 = phi i32 [ %1, %8 ]
  %12 = add i32 %10, %11
  ret i32 %12
}

define i32 @switches(i32 %0, i64 %1) {
  switch i32 %0, label %3 [
    i32 1, label %4
    i32 2, label %5
  ], !prof !5

3:                                                ; preds = %4, %2
  switch i64 %1, label %4 [
    i64 -1, label %5
    i64 8589934592, label %4
  ], !prof !6

4:                                                ; preds = %3, %3, %2
  switch i32 %0, label %5 [
    i32 7, label %3
  ]

5:                                                ; preds = %4, %3, %2
  %6 = phi i32 [ %0, %4 ], [ %0, %3 ], [ %0, %2 ]
  ret i32 %6
}

define i32 @invokes(i32 %0) personality ptr @personality {
  %2 = invoke i32 @callee(i32 %0)
          to label %3 unwind label %6, !prof !4

3:                                                ; preds = %1
  %4 = invoke i32 @callee(i32 %2)
          to label %5 unwind label %6

5:                                                ; preds = %3
  ret i32 %4

6:                                                ; preds = %3, %1
  %7 = landingpad { ptr, i32 }
          cleanup
  ret i32 %0
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{!"branch_weights", i32 3, i32 7}
!2 = !{!"branch_weights", i32 0, i32 4294967}
!3 = !{!"branch_weights", i32 -1, i32 -2147483648}
!4 = !{!"branch_weights", i32 100, i32 1}
!5 = !{!"branch_weights", i32 5, i32 6, i32 7}
!6 = !{!"branch_weights", i32 0, i32 0, i32 9}
