// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// Private functions calling private functions: the result no caller needs
// goes at every level.
func.func private @g(%a: i32) -> i32 {
  %c = arith.constant 2 : i32
  %m = arith.muli %a, %c : i32
  return %m : i32
}
func.func private @h(%a: i32, %b: i32) -> (i32, i32) {
  %x = call @g(%a) : (i32) -> i32
  %y = call @g(%b) : (i32) -> i32
  return %x, %y : i32, i32
}
func.func @top(%a: i32) -> i32 {
  %r:2 = call @h(%a, %a) : (i32, i32) -> (i32, i32)
  return %r#1 : i32
}
