; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @printI64(i64)

declare void @printU64(i64)

declare void @printComma()

declare void @printNewline()

define i64 @flags(i64 %0, i64 %1) {
  %3 = mul nuw nsw i64 %0, %1
  %4 = shl nsw i64 %3, 3
  ret i64 %4
}

define void @ext(i64 %0, i64 %1) {
  %3 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %0, i64 %1)
  %4 = extractvalue { i64, i1 } %3, 0
  %5 = extractvalue { i64, i1 } %3, 1
  %6 = sext i64 %0 to i128
  %7 = sext i64 %1 to i128
  %8 = mul i128 %6, %7
  %9 = trunc i128 %8 to i64
  %10 = lshr i128 %8, 64
  %11 = trunc i128 %10 to i64
  %12 = zext i64 %0 to i128
  %13 = zext i64 %1 to i128
  %14 = mul i128 %12, %13
  %15 = trunc i128 %14 to i64
  %16 = lshr i128 %14, 64
  %17 = trunc i128 %16 to i64
  %18 = zext i1 %5 to i64
  call void @printU64(i64 %4)
  call void @printComma()
  call void @printI64(i64 %18)
  call void @printComma()
  call void @printI64(i64 %9)
  call void @printComma()
  call void @printI64(i64 %11)
  call void @printComma()
  call void @printU64(i64 %17)
  call void @printComma()
  %19 = trunc i64 %0 to i32
  %20 = trunc i64 %1 to i32
  %21 = sext i32 %19 to i64
  %22 = sext i32 %20 to i64
  %23 = mul i64 %21, %22
  %24 = trunc i64 %23 to i32
  %25 = lshr i64 %23, 32
  %26 = trunc i64 %25 to i32
  %27 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %19, i32 %20)
  %28 = extractvalue { i32, i1 } %27, 0
  %29 = extractvalue { i32, i1 } %27, 1
  %30 = sext i32 %26 to i64
  %31 = zext i32 %28 to i64
  %32 = zext i1 %29 to i64
  call void @printI64(i64 %30)
  call void @printComma()
  call void @printI64(i64 %31)
  call void @printComma()
  call void @printI64(i64 %32)
  call void @printNewline()
  ret void
}

define void @main() {
  %1 = call i64 @flags(i64 1000, i64 24)
  call void @printI64(i64 %1)
  call void @printNewline()
  call void @ext(i64 -1, i64 1)
  call void @ext(i64 -1, i64 -1)
  call void @ext(i64 -9223372036854775808, i64 -9223372036854775808)
  call void @ext(i64 6000000000, i64 7000000000)
  call void @ext(i64 6000000000, i64 -3)
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
