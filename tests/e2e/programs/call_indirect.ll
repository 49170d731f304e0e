; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @printI64(i64)

declare void @printComma()

declare void @printNewline()

define i64 @add(i64 %0, i64 %1) {
  %3 = add i64 %0, %1
  ret i64 %3
}

define i64 @mul(i64 %0, i64 %1) {
  %3 = mul i64 %0, %1
  ret i64 %3
}

define i64 @maxs(i64 %0, i64 %1) {
  %3 = call i64 @llvm.smax.i64(i64 %0, i64 %1)
  ret i64 %3
}

define i64 @fold(ptr %0, i64 %1, i64 %2) {
  br label %4

4:                                                ; preds = %8, %3
  %5 = phi i64 [ %10, %8 ], [ 1, %3 ]
  %6 = phi i64 [ %9, %8 ], [ %1, %3 ]
  %7 = icmp slt i64 %5, %2
  br i1 %7, label %8, label %11

8:                                                ; preds = %4
  %9 = call i64 %0(i64 %6, i64 %5)
  %10 = add i64 %5, 1
  br label %4

11:                                               ; preds = %4
  ret i64 %6
}

define ptr @pick(i64 %0) {
  %2 = trunc i64 %0 to i32
  switch i32 %2, label %3 [
    i32 0, label %6
    i32 1, label %8
  ]

3:                                                ; preds = %6, %8, %1
  %4 = phi ptr [ %9, %8 ], [ %7, %6 ], [ @maxs, %1 ]
  br label %5

5:                                                ; preds = %3
  ret ptr %4

6:                                                ; preds = %1
  %7 = phi ptr [ @add, %1 ]
  br label %3

8:                                                ; preds = %1
  %9 = phi ptr [ @mul, %1 ]
  br label %3
}

define void @main() {
  br label %1

1:                                                ; preds = %4, %0
  %2 = phi i64 [ %8, %4 ], [ 0, %0 ]
  %3 = icmp slt i64 %2, 3
  br i1 %3, label %4, label %9

4:                                                ; preds = %1
  %5 = call ptr @pick(i64 %2)
  %6 = call i64 @fold(ptr %5, i64 1, i64 11)
  %7 = call i64 @fold(ptr %5, i64 -50, i64 21)
  call void @printI64(i64 %6)
  call void @printComma()
  call void @printI64(i64 %7)
  call void @printNewline()
  %8 = add i64 %2, 1
  br label %1

9:                                                ; preds = %1
  %10 = call i64 @mul(i64 7, i64 -50)
  call void @printI64(i64 %10)
  call void @printNewline()
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
