; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare void @printI64(i64)

declare void @printU64(i64)

declare void @printComma()

declare void @printNewline()

define void @i8ops(i8 %0, i8 %1) {
  %3 = add i8 %0, %1
  %4 = sub i8 %0, %1
  %5 = mul i8 %0, %1
  %6 = sext i8 %3 to i64
  %7 = sext i8 %4 to i64
  %8 = sext i8 %5 to i64
  %9 = zext i8 %5 to i64
  call void @printI64(i64 %6)
  call void @printComma()
  call void @printI64(i64 %7)
  call void @printComma()
  call void @printI64(i64 %8)
  call void @printComma()
  call void @printI64(i64 %9)
  call void @printNewline()
  ret void
}

define void @i32ops(i32 %0, i32 %1) {
  %3 = add i32 %0, %1
  %4 = mul i32 %0, %1
  %5 = sub i32 %1, %0
  %6 = trunc i32 %0 to i16
  %7 = add i16 %6, %6
  %8 = sext i32 %3 to i64
  %9 = sext i32 %4 to i64
  %10 = zext i32 %5 to i64
  %11 = sext i16 %7 to i64
  call void @printI64(i64 %8)
  call void @printComma()
  call void @printI64(i64 %9)
  call void @printComma()
  call void @printI64(i64 %10)
  call void @printComma()
  call void @printI64(i64 %11)
  call void @printNewline()
  ret void
}

define void @i64ops(i64 %0, i64 %1) {
  %3 = add i64 %0, %1
  %4 = sub i64 %0, %1
  %5 = mul i64 %0, %1
  call void @printI64(i64 %3)
  call void @printComma()
  call void @printI64(i64 %4)
  call void @printComma()
  call void @printI64(i64 %5)
  call void @printComma()
  call void @printU64(i64 %5)
  call void @printNewline()
  ret void
}

define void @main() {
  call void @i8ops(i8 127, i8 1)
  call void @i8ops(i8 -128, i8 1)
  call void @i8ops(i8 16, i8 16)
  call void @i8ops(i8 -128, i8 -128)
  call void @i32ops(i32 2147483647, i32 65536)
  call void @i32ops(i32 -2147483648, i32 -2147483648)
  call void @i32ops(i32 65536, i32 65536)
  call void @i64ops(i64 9223372036854775807, i64 2)
  call void @i64ops(i64 -9223372036854775808, i64 2)
  call void @i64ops(i64 4294967296, i64 4294967296)
  call void @i64ops(i64 9223372036854775807, i64 9223372036854775807)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
