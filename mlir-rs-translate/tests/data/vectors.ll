; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define <4 x i32> @vec(<4 x i32> %0, <4 x i32> %1, ptr %2) {
  %4 = add <4 x i32> %0, %1
  %5 = icmp slt <4 x i32> %4, %1
  %6 = select <4 x i1> %5, <4 x i32> %4, <4 x i32> %1
  %7 = load <4 x i32>, ptr %2, align 16
  %8 = mul <4 x i32> %6, %7
  %9 = shl <4 x i32> %8, splat (i32 2)
  ret <4 x i32> %9
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
