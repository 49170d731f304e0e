; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define i32 @ints(i32 %0, i32 %1) {
  %3 = add nsw i32 %0, %1
  %4 = sub nuw i32 %3, %1
  %5 = mul nuw nsw i32 %4, %0
  %6 = sdiv i32 %5, %1
  %7 = udiv exact i32 %6, %1
  %8 = srem i32 %7, %0
  %9 = urem i32 %8, %0
  %10 = and i32 %9, %0
  %11 = or disjoint i32 %10, %1
  %12 = xor i32 %11, %0
  %13 = shl nsw i32 %12, %1
  %14 = lshr exact i32 %13, %1
  %15 = ashr i32 %14, %1
  ret i32 %15
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
