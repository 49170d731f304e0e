; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define ptr @gep(ptr %0, i64 %1, i32 %2) {
  %4 = getelementptr float, ptr %0, i64 %1
  %5 = getelementptr inbounds { i32, double }, ptr %4, i64 %1, i32 1
  %6 = getelementptr inbounds nuw [4 x i8], ptr %5, i32 0, i32 %2
  %7 = getelementptr nuw i64, ptr %6, i32 3
  %8 = getelementptr i8, ptr %7, i64 8
  ret ptr %8
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
