; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define i64 @fold() {
  ret i64 18
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
