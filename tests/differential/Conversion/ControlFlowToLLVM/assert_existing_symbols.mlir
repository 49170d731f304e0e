// RUN: --convert-cf-to-llvm
llvm.mlir.global private constant @assert_msg("taken") {addr_space = 0 : i32}
func.func private @assert_msg_0()
llvm.func @puts(!llvm.ptr)
llvm.func @abort()
func.func @f(%c: i1) {
  cf.assert %c, "x"
  cf.assert %c, "y"
  return
}
