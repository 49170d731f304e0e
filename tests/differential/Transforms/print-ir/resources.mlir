// RUN: --print-ir
// RUN: --pass-pipeline=builtin.module(func.func(print-ir)) --mlir-disable-threading --mlir-print-debuginfo
// The dump of a module leaves out the resources its attributes name
// (the output on stdout has them), and a function's dump has no aliases.
module attributes {u.r = dense_resource<blob1> : tensor<2xi32>} {
  func.func @f() -> i32 {
    %c = arith.constant 3 : i32
    return %c : i32
  }
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}
