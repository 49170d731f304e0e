; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

%node = type { i32, ptr }

define i32 @list(ptr %0) {
  %2 = load %node, ptr %0, align 8
  %3 = extractvalue %node %2, 0
  %4 = getelementptr %node, ptr %0, i32 0, i32 1
  ret i32 %3
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
