// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// `llvm.func`: dead ops inside go; its signature stays even when internal,
// while a private `func.func` called from an `llvm.func` is cleaned.
llvm.func @dead_inside(%x: i32) -> i32 {
  %a = llvm.add %x, %x : i32
  %b = llvm.mul %a, %x : i32
  llvm.return %x : i32
}

llvm.func internal @internal_callee(%x: i32, %y: i32) -> i32 {
  llvm.return %x : i32
}

llvm.func @llvm_caller(%x: i32) -> i32 {
  %r = llvm.call @internal_callee(%x, %x) : (i32, i32) -> i32
  llvm.return %r : i32
}

func.func private @func_callee(%x: i64, %y: i64) -> i64 {
  return %y : i64
}

llvm.func @calls_func(%x: i64, %y: i64) -> i64 {
  %r = func.call @func_callee(%x, %y) : (i64, i64) -> i64
  llvm.return %r : i64
}

llvm.func @branches(%c: i1, %x: i32, %y: i32) -> i32 {
  llvm.cond_br %c, ^a(%x, %y : i32, i32), ^b(%y : i32)
^a(%p: i32, %q: i32):
  llvm.return %p : i32
^b(%r: i32):
  llvm.return %x : i32
}
