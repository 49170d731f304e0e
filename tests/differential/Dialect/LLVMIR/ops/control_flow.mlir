// RUN:
// RUN: --mlir-print-op-generic
// llvm.br, llvm.cond_br (with and without weights and operands),
// llvm.unreachable and llvm.return in multi-block functions; block names
// and predecessor comments as mlir-opt prints them.
llvm.func @diamond(%c: i1, %a: i32, %b: i32) -> i32 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.br ^bb3(%a : i32)
^bb2:
  llvm.br ^bb3(%b : i32)
^bb3(%r: i32):
  llvm.return %r : i32
}
llvm.func @weighted(%c: i1) {
  llvm.cond_br %c weights([90, 10]), ^bb1, ^bb2
^bb1:
  llvm.return
^bb2:
  llvm.unreachable
}
llvm.func @operands_both_sides(%c: i1, %x: i64, %y: f32) -> f32 {
  llvm.cond_br %c, ^bb1(%x, %y : i64, f32), ^bb2(%y : f32)
^bb1(%p: i64, %q: f32):
  llvm.return %q : f32
^bb2(%s: f32):
  llvm.return %s : f32
}
llvm.func @loop(%n: i64) {
  %0 = llvm.mlir.zero : i64
  llvm.br ^header(%0 : i64)
^header(%i: i64):
  %done = llvm.mlir.undef : i1
  llvm.cond_br %done, ^exit, ^body
^body:
  llvm.br ^header(%i : i64)
^exit:
  llvm.return
}
llvm.func @same_successor(%c: i1, %a: i8, %b: i8) {
  llvm.cond_br %c, ^bb1(%a : i8), ^bb1(%b : i8)
^bb1(%v: i8):
  llvm.return
}
llvm.func @only_unreachable() {
  llvm.unreachable
}
llvm.func @branch_with_attrs() {
  llvm.br ^bb1 {my.tag}
^bb1:
  llvm.return
}
llvm.func @aggregate_block_args(%s: !llvm.struct<(i32, ptr)>) -> !llvm.struct<(i32, ptr)> {
  llvm.br ^bb1(%s : !llvm.struct<(i32, ptr)>)
^bb1(%t: !llvm.struct<(i32, ptr)>):
  llvm.return %t : !llvm.struct<(i32, ptr)>
}
func.func @in_builtin_func() {
  llvm.br ^bb1
^bb1:
  llvm.return
}
