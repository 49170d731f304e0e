; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define i1 @f() {
  %1 = fcmp oge float -1.000000e+00, 0x36CC000000000000
  %2 = and i1 false, %1
  call void @use(float 0x36CC000000000000, float 0x36DC000000000000)
  ret i1 %2
}

declare void @use(float, float)

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
