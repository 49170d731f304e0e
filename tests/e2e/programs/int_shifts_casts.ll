; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @printI64(i64)

declare void @printComma()

declare void @printNewline()

define void @shifts(i64 %0, i64 %1) {
  %3 = shl i64 %0, %1
  %4 = ashr i64 %0, %1
  %5 = lshr i64 %0, %1
  %6 = trunc i64 %0 to i8
  %7 = trunc i64 %1 to i8
  %8 = and i8 %7, 7
  %9 = ashr i8 %6, %8
  %10 = lshr i8 %6, %8
  %11 = sext i8 %9 to i64
  %12 = zext i8 %10 to i64
  %13 = trunc i64 %0 to i32
  %14 = trunc i64 %1 to i32
  %15 = and i32 %14, 31
  %16 = shl i32 %13, %15
  %17 = sext i32 %16 to i64
  call void @printI64(i64 %3)
  call void @printComma()
  call void @printI64(i64 %4)
  call void @printComma()
  call void @printI64(i64 %5)
  call void @printComma()
  call void @printI64(i64 %11)
  call void @printComma()
  call void @printI64(i64 %12)
  call void @printComma()
  call void @printI64(i64 %17)
  call void @printNewline()
  ret void
}

define void @bits(i64 %0, i64 %1) {
  %3 = and i64 %0, %1
  %4 = or i64 %0, %1
  %5 = xor i64 %0, %1
  %6 = trunc i64 %0 to i1
  %7 = sext i1 %6 to i64
  %8 = trunc i64 %0 to i16
  %9 = zext i16 %8 to i64
  %10 = sext i16 %8 to i32
  %11 = zext i32 %10 to i64
  call void @printI64(i64 %3)
  call void @printComma()
  call void @printI64(i64 %4)
  call void @printComma()
  call void @printI64(i64 %5)
  call void @printComma()
  call void @printI64(i64 %7)
  call void @printComma()
  call void @printI64(i64 %9)
  call void @printComma()
  call void @printI64(i64 %11)
  call void @printNewline()
  ret void
}

define void @main() {
  call void @shifts(i64 -100, i64 3)
  call void @shifts(i64 1, i64 31)
  call void @shifts(i64 -9223372036854775808, i64 63)
  call void @shifts(i64 3235835917, i64 0)
  call void @bits(i64 -100, i64 3235835917)
  call void @bits(i64 -9223372036854775808, i64 1)
  call void @bits(i64 3235835917, i64 3235835917)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
