; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @printI64(i64)

declare void @printComma()

declare void @printNewline()

define void @show(i64 %0) {
  call void @printI64(i64 %0)
  call void @printComma()
  ret void
}

define void @ops(i64 %0, i64 %1) {
  %3 = add i64 %0, %1
  %4 = sub i64 %0, %1
  %5 = mul i64 %0, %1
  %6 = sdiv i64 %0, %1
  %7 = srem i64 %0, %1
  %8 = icmp sgt i64 %1, 0
  %9 = select i1 %8, i64 -1, i64 1
  %10 = add i64 %0, %9
  %11 = sdiv i64 %10, %1
  %12 = add i64 %11, 1
  %13 = sub i64 0, %0
  %14 = sdiv i64 %13, %1
  %15 = sub i64 0, %14
  %16 = icmp sgt i64 %0, 0
  %17 = icmp eq i1 %16, %8
  %18 = icmp ne i64 %0, 0
  %19 = and i1 %17, %18
  %20 = select i1 %19, i64 %12, i64 %15
  %21 = icmp slt i64 %1, 0
  %22 = select i1 %21, i64 1, i64 -1
  %23 = sub i64 %22, %0
  %24 = sdiv i64 %23, %1
  %25 = sub i64 -1, %24
  %26 = sdiv i64 %0, %1
  %27 = icmp slt i64 %0, 0
  %28 = icmp ne i1 %27, %21
  %29 = icmp ne i64 %0, 0
  %30 = and i1 %28, %29
  %31 = select i1 %30, i64 %25, i64 %26
  %32 = call i64 @llvm.smax.i64(i64 %0, i64 %1)
  %33 = call i64 @llvm.umin.i64(i64 %0, i64 %1)
  %34 = xor i64 %0, %1
  call void @show(i64 %3)
  call void @show(i64 %4)
  call void @show(i64 %5)
  call void @show(i64 %6)
  call void @show(i64 %7)
  call void @show(i64 %20)
  call void @show(i64 %31)
  call void @show(i64 %32)
  call void @show(i64 %33)
  call void @show(i64 %34)
  %35 = icmp slt i64 %0, %1
  %36 = icmp ult i64 %0, %1
  %37 = zext i1 %35 to i64
  %38 = zext i1 %36 to i64
  call void @printI64(i64 %37)
  call void @printI64(i64 %38)
  call void @printNewline()
  ret void
}

define void @unsigned(i64 %0, i64 %1) {
  %3 = udiv i64 %0, %1
  %4 = urem i64 %0, %1
  %5 = sub i64 %0, 1
  %6 = udiv i64 %5, %1
  %7 = add i64 %6, 1
  %8 = icmp eq i64 %0, 0
  %9 = select i1 %8, i64 0, i64 %7
  %10 = shl i64 %0, 2
  %11 = ashr i64 %0, 2
  %12 = lshr i64 %0, 2
  %13 = and i64 %0, %1
  %14 = or i64 %0, %1
  call void @show(i64 %3)
  call void @show(i64 %4)
  call void @show(i64 %9)
  call void @show(i64 %10)
  call void @show(i64 %11)
  call void @show(i64 %12)
  call void @show(i64 %13)
  call void @show(i64 %14)
  %15 = trunc i64 %0 to i32
  %16 = sext i32 %15 to i64
  %17 = trunc i64 %0 to i32
  %18 = zext i32 %17 to i64
  call void @printI64(i64 %16)
  call void @printComma()
  call void @printI64(i64 %18)
  call void @printNewline()
  ret void
}

define void @main() {
  call void @ops(i64 17, i64 -5)
  call void @ops(i64 -17, i64 4)
  call void @ops(i64 -17, i64 -5)
  call void @unsigned(i64 -17, i64 4)
  call void @unsigned(i64 -4294967297, i64 -4294967297)
  call void @show(i64 -3)
  call void @show(i64 4294967293)
  call void @show(i64 64)
  call void @show(i64 -3)
  call void @printNewline()
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
