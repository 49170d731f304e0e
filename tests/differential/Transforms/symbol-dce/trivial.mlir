// RUN: --symbol-dce
// RUN: --symbol-dce --mlir-print-op-generic
// Dead private and nested functions go; public ones stay, and so do the
// private and nested functions a public one calls or names.
module attributes {t.trivial} {
  func.func private @unused_private(i32) -> i32
  func.func nested @unused_nested()
  func.func private @called_private(i32) -> i32
  func.func nested @called_nested()
  func.func @entry(%x: i32) -> i32 {
    %r = call @called_private(%x) : (i32) -> i32
    call @called_nested() : () -> ()
    return %r : i32
  }
  func.func @unused_public() {
    return
  }
}
