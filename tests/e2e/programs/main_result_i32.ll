; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@table = private constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6]

declare void @printI64(i64)

declare void @printComma()

declare void @printNewline()

define i32 @main() {
  br label %1

1:                                                ; preds = %5, %0
  %2 = phi i64 [ %11, %5 ], [ 0, %0 ]
  %3 = phi i32 [ %10, %5 ], [ 0, %0 ]
  %4 = icmp slt i64 %2, 8
  br i1 %4, label %5, label %12

5:                                                ; preds = %1
  %6 = getelementptr inbounds nuw i32, ptr @table, i64 %2
  %7 = load i32, ptr %6, align 4
  %8 = sext i32 %7 to i64
  call void @printI64(i64 %8)
  call void @printComma()
  %9 = mul i32 %3, 31
  %10 = add i32 %9, %7
  %11 = add i64 %2, 1
  br label %1

12:                                               ; preds = %1
  call void @printNewline()
  %13 = add i32 %3, -1000000000
  ret i32 %13
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
