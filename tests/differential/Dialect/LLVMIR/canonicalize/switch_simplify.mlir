// RUN: --canonicalize
// Region simplification through llvm.switch's branch model: dead block
// arguments erased from the default destination and the cases (both
// operand counts shrink), case destinations that differ in a forwarded
// value left apart, and calls kept as having effects.

llvm.func @g(i32)
llvm.func @h(i32) -> i32

llvm.func @dead_arguments(%v: i32, %a: i32, %b: i64) {
  llvm.switch %v : i32, ^bb1(%a : i32) [
    1: ^bb2(%b, %a : i64, i32),
    2: ^bb3(%a : i32)
  ]
^bb1(%x: i32):
  llvm.return
^bb2(%y: i64, %z: i32):
  llvm.call @g(%z) : (i32) -> ()
  llvm.return
^bb3(%w: i32):
  llvm.br ^bb4(%w : i32)
^bb4(%u: i32):
  llvm.call @g(%u) : (i32) -> ()
  llvm.return
}

llvm.func @merged_destinations(%v: i32, %a: i32, %b: i32) {
  llvm.switch %v : i32, ^bb1 [
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  llvm.return
^bb2:
  llvm.br ^bb4(%a : i32)
^bb3:
  llvm.br ^bb4(%b : i32)
^bb4(%x: i32):
  llvm.call @g(%x) : (i32) -> ()
  llvm.br ^bb1
}

llvm.func @unused_call_result(%a: i32) {
  %0 = llvm.call @h(%a) : (i32) -> i32
  llvm.return
}
