; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @printI64(i64)

declare void @printF64(double)

declare void @printComma()

declare void @printNewline()

define void @bit(i1 %0) {
  %2 = zext i1 %0 to i64
  call void @printI64(i64 %2)
  ret void
}

define void @num(i32 %0) {
  call void @printComma()
  %2 = sext i32 %0 to i64
  call void @printI64(i64 %2)
  ret void
}

define void @pair(i32 %0, i32 %1) {
  %3 = icmp eq i32 %0, %1
  %4 = icmp ne i32 %0, %1
  %5 = icmp slt i32 %0, %1
  %6 = icmp sle i32 %0, %1
  %7 = icmp sgt i32 %0, %1
  %8 = icmp sge i32 %0, %1
  %9 = icmp ult i32 %0, %1
  %10 = icmp ule i32 %0, %1
  %11 = icmp ugt i32 %0, %1
  %12 = icmp uge i32 %0, %1
  call void @bit(i1 %3)
  call void @bit(i1 %4)
  call void @bit(i1 %5)
  call void @bit(i1 %6)
  call void @bit(i1 %7)
  call void @bit(i1 %8)
  call void @bit(i1 %9)
  call void @bit(i1 %10)
  call void @bit(i1 %11)
  call void @bit(i1 %12)
  %13 = call i32 @llvm.smax.i32(i32 %0, i32 %1)
  %14 = call i32 @llvm.smin.i32(i32 %0, i32 %1)
  %15 = call i32 @llvm.umax.i32(i32 %0, i32 %1)
  %16 = call i32 @llvm.umin.i32(i32 %0, i32 %1)
  %17 = select i1 %5, i32 %15, i32 %16
  call void @num(i32 %13)
  call void @num(i32 %14)
  call void @num(i32 %15)
  call void @num(i32 %16)
  call void @num(i32 %17)
  call void @printComma()
  %18 = select i1 %9, i1 %7, i1 %3
  call void @bit(i1 %18)
  call void @printComma()
  %19 = select i1 %12, double 1.500000e+00, double -2.250000e+00
  call void @printF64(double %19)
  call void @printNewline()
  ret void
}

define void @main() {
  call void @pair(i32 -1, i32 1)
  call void @pair(i32 1, i32 -1)
  call void @pair(i32 -2147483648, i32 2147483647)
  call void @pair(i32 2147483647, i32 2147483647)
  call void @pair(i32 -2147483648, i32 -1)
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
