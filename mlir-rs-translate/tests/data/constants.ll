; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define { i32, double } @consts() {
  ret { i32, double } { i32 -7, double 3.250000e+00 }
}

define <4 x i32> @vec() {
  ret <4 x i32> <i32 1, i32 2, i32 3, i32 4>
}

define i1 @bools() {
  ret i1 true
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
