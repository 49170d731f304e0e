// RUN:
// RUN: --mlir-print-op-generic
// llvm.switch: cases with and without operands, the default destination
// with operands, no cases at all, branch weights, values truncated to the
// flag's width and printed signed, i1 and i64 flags.

llvm.func @switch_operands(%v: i32, %a: i32, %b: i64) {
  llvm.switch %v : i32, ^bb1 [
    1: ^bb2(%a : i32),
    -1: ^bb3(%b, %a : i64, i32),
    3: ^bb1
  ]
^bb1:
  llvm.return
^bb2(%x: i32):
  llvm.return
^bb3(%y: i64, %z: i32):
  llvm.return
}

llvm.func @switch_default_operands(%v: i32, %a: i32) {
  llvm.switch %v : i32, ^bb1(%a : i32) [
    0: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  llvm.return
}

llvm.func @switch_no_cases(%v: i16, %a: f32) {
  llvm.switch %v : i16, ^bb1(%a : f32) []
^bb1(%x: f32):
  llvm.return
}

llvm.func @switch_weights(%v: i32) {
  llvm.switch %v : i32, ^bb1 [7: ^bb2, 8: ^bb2] {branch_weights = array<i32: 1, 2, 3>}
^bb1:
  llvm.return
^bb2:
  llvm.unreachable
}

llvm.func @switch_truncated(%v: i8) {
  llvm.switch %v : i8, ^bb1 [
    200: ^bb1,
    -3: ^bb1, 127: ^bb1,
    256: ^bb1
  ]
^bb1:
  llvm.return
}

llvm.func @switch_i1(%w: i1) {
  llvm.switch %w : i1, ^bb1 [1: ^bb1, 0: ^bb1]
^bb1:
  llvm.return
}

llvm.func @switch_i64(%x: i64) {
  llvm.switch %x : i64, ^bb1 [9223372036854775807: ^bb1, -9223372036854775808: ^bb1]
^bb1:
  llvm.return
}

llvm.func @switch_attrs(%v: i32) {
  llvm.switch %v : i32, ^bb1 [1: ^bb1] {other = "kept"}
^bb1:
  llvm.return
}

llvm.func @switch_loop(%v: i32, %n: i32) {
  llvm.br ^bb1(%n : i32)
^bb1(%i: i32):
  llvm.switch %i : i32, ^bb2 [
    0: ^bb1(%v : i32),
    1: ^bb1(%i : i32)
  ]
^bb2:
  llvm.return
}
