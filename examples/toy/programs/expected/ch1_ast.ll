; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @main() {
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
