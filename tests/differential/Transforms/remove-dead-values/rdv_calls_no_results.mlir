// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// Calls of private functions without results, and a chain of calls whose
// results nobody reads.
func.func private @v(%a: i32) {
  return
}
func.func private @w(%a: i32) -> i32 {
  return %a : i32
}
func.func @top(%a: i32) {
  call @v(%a) : (i32) -> ()
  %r = call @w(%a) : (i32) -> i32
  %s = call @w(%r) : (i32) -> i32
  return
}
