; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define i64 @casts(i32 %0, float %1, ptr %2) {
  %4 = sext i32 %0 to i64
  %5 = zext nneg i32 %0 to i64
  %6 = trunc i64 %4 to i16
  %7 = fpext float %1 to double
  %8 = fptrunc double %7 to half
  %9 = fptosi float %1 to i32
  %10 = fptoui float %1 to i32
  %11 = sitofp i32 %0 to double
  %12 = uitofp i32 %0 to float
  %13 = ptrtoint ptr %2 to i64
  %14 = inttoptr i64 %13 to ptr
  %15 = bitcast float %1 to i32
  %16 = addrspacecast ptr %14 to ptr addrspace(1)
  ret i64 %5
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
