// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// llvm.func and llvm.call: dead arithmetic goes; a private llvm function
// keeps its signature when its type is not a builtin function type.
llvm.func internal @helper(%a: i32, %b: i32) -> i32 {
  %s = llvm.add %a, %a : i32
  llvm.return %s : i32
}
llvm.func @entry(%x: i32, %p: !llvm.ptr) -> i32 {
  %r = llvm.call @helper(%x, %x) : (i32, i32) -> i32
  %d = llvm.mul %x, %x : i32
  %u = llvm.call @helper(%x, %d) : (i32, i32) -> i32
  llvm.store %x, %p : i32, !llvm.ptr
  llvm.return %r : i32
}
