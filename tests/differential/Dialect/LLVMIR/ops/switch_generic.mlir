// RUN: --mlir-print-op-generic
// RUN:
// llvm.switch written generically: present but empty case values, a
// splat, tensor case values, and operands forwarded to several cases.
// The custom form of the first and the last does not read back as they
// were (empty values are dropped, a tensor becomes a vector), so the
// generic run comes first: no round trip is checked.

llvm.func @switch_empty_values(%v: i32) {
  "llvm.switch"(%v)[^bb1] <{case_operand_segments = array<i32>, case_values = dense<> : tensor<0xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

llvm.func @switch_splat(%v: i32, %a: i32) {
  "llvm.switch"(%v, %a, %a)[^bb1, ^bb2, ^bb2] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<4> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 2>}> : (i32, i32, i32) -> ()
^bb1:
  llvm.return
^bb2(%x: i32):
  llvm.return
}

llvm.func @switch_tensor_values(%v: i32) {
  "llvm.switch"(%v)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[5]> : tensor<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}
