; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @f(i64 %0, float %1, ptr %2) {
  %4 = add nuw nsw i64 %0, %0
  %5 = fadd nnan ninf float %1, %1
  %6 = icmp ult i64 %0, %0
  %7 = fcmp oeq float %1, %1
  %8 = load i32, ptr %2, align 4
  %9 = atomicrmw add ptr %2, i64 %0 acq_rel, align 8
  %10 = call i64 @llvm.ctlz.i64(i64 %0, i1 false)
  %11 = getelementptr inbounds { i32, float }, ptr %2, i64 %0, i32 1
  %12 = udiv exact i64 %0, %0
  %13 = zext nneg i1 %6 to i32
  %14 = or disjoint i64 %0, %0
  call void @f(i64 %0, float %1, ptr %2)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
