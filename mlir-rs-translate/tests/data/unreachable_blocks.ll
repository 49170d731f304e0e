; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define i32 @dom(i1 %0) {
  br i1 %0, label %3, label %2

2:                                                ; preds = %1
  br label %4

3:                                                ; preds = %1
  br label %4

4:                                                ; preds = %6, %3, %2
  %5 = phi i32 [ 1, %6 ], [ 2, %3 ], [ 1, %2 ]
  ret i32 %5

6:                                                ; No predecessors!
  br label %4
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
