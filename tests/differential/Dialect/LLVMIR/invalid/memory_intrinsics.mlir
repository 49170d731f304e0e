// RUN: --split-input-file

func.func @memcpy_missing_volatile(%d: !llvm.ptr, %n: i64) {
  "llvm.intr.memcpy"(%d, %d, %n) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  return
}

// -----

func.func @memcpy_wide_volatile(%d: !llvm.ptr, %n: i64) {
  "llvm.intr.memcpy"(%d, %d, %n) <{isVolatile = 1 : i32}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  return
}

// -----

func.func @memmove_float_length(%d: !llvm.ptr, %n: f32) {
  "llvm.intr.memmove"(%d, %d, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, f32) -> ()
  return
}

// -----

func.func @memset_wide_value(%d: !llvm.ptr, %v: i32, %n: i64) {
  "llvm.intr.memset"(%d, %v, %n) <{isVolatile = false}> : (!llvm.ptr, i32, i64) -> ()
  return
}

// -----

func.func @memcpy_inline_float_length(%d: !llvm.ptr) {
  "llvm.intr.memcpy.inline"(%d, %d) <{isVolatile = false, len = 1.0 : f32}> : (!llvm.ptr, !llvm.ptr) -> ()
  return
}

// -----

func.func @stackrestore_not_pointer(%p: i64) {
  llvm.intr.stackrestore %p : i64
  return
}

// -----

func.func @lifetime_not_pointer(%p: i64) {
  "llvm.intr.lifetime.start"(%p) : (i64) -> ()
  return
}

// -----

func.func @memcpy_string_volatile(%d: !llvm.ptr, %n: i64) {
  "llvm.intr.memcpy"(%d, %d, %n) <{isVolatile = "no"}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  return
}
