// RUN: --split-input-file
// llvm.switch: the case list's parse errors, the case values against the
// destinations and the flag, the case segments, the branch operands and
// the weights.

llvm.func @sw(%v: i32) {
  "llvm.switch"(%v)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @sw(%v: i32) {
  "llvm.switch"(%v)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @sw(%v: i32) {
  "llvm.switch"(%v)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @sw(%v: i32) {
  llvm.switch %v : i32, ^bb1 [1: ^bb1] {branch_weights = array<i32: 1>}
^bb1:
  llvm.return
}
// -----
llvm.func @sw(%v: i32) {
  llvm.switch %v : i32, ^bb1 [1: ^bb1] {branch_weights = array<i32: 0, 0>}
^bb1:
  llvm.return
}
// -----
llvm.func @sw(%v: i32, %a: i32) {
  llvm.switch %v : i32, ^bb1 [1: ^bb1(%a : i32)]
^bb1:
  llvm.return
}
// -----
llvm.func @sw(%v: i32, %a: i64) {
  llvm.switch %v : i32, ^bb1(%a : i64) [1: ^bb2(%a : i64)]
^bb1(%x: i32):
  llvm.return
^bb2(%y: i64):
  llvm.return
}
// -----
llvm.func @sw(%v: f32) {
  llvm.switch %v : f32, ^bb1 []
^bb1:
  llvm.return
}
// -----
llvm.func @sw(%v: i32, %a: i32) {
  "llvm.switch"(%v, %a)[^bb1, ^bb1] <{case_operand_segments = array<i32: 2>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @sw(%v: i32, %a: i32) {
  "llvm.switch"(%v, %a)[^bb1, ^bb1] <{case_operand_segments = array<i32: -1>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @sw(%v: i32) {
  llvm.switch %v : i32, ^bb1 [1 ^bb1]
^bb1:
  llvm.return
}
// -----
llvm.func @sw(%v: i32) {
  llvm.switch %v : i32, ^bb1 [x: ^bb1]
^bb1:
  llvm.return
}
// -----
llvm.func @sw(%v: i32, %a: i32) {
  llvm.switch %v : i32, ^bb1 [1: ^bb1(%a)]
^bb1(%x: i32):
  llvm.return
}
// -----
llvm.func @sw(%v: i32) {
  llvm.switch %v : i32, ^bb1 [1: ^bb1,]
^bb1:
  llvm.return
}
// -----
llvm.func @sw(%v: i32) {
  llvm.switch %v : i32, ^bb1 [1: ^bb1
^bb1:
  llvm.return
}
// -----
llvm.func @sw(%v: i32) {
  "llvm.switch"(%v)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1.0]> : vector<1xf32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}
// -----
llvm.func @sw(%v: i32) {
  llvm.switch %v : i32, ^bb1 [99999999999999999999: ^bb1]
^bb1:
  llvm.return
}
// -----
llvm.func @sw(%v: i32, %a: i32) {
  llvm.switch %v : i32, ^bb1 [1: ^bb1(%a#0 : i32)]
^bb1(%x: i32):
  llvm.return
}
