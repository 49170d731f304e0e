// RUN: --symbol-dce
// A private function is live only through a chain from a live symbol; a
// cycle of private functions nothing live reaches goes entirely, a
// private function calling itself too.
func.func private @leaf(%a: i32) -> i32 {
  return %a : i32
}
func.func private @middle(%a: i32) -> i32 {
  %0 = call @leaf(%a) : (i32) -> i32
  return %0 : i32
}
func.func @root(%a: i32) -> i32 {
  %0 = call @middle(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @cycle_a(%a: i32) -> i32 {
  %0 = call @cycle_b(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @cycle_b(%a: i32) -> i32 {
  %0 = call @cycle_a(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @self_recursive(%a: i32) -> i32 {
  %0 = call @self_recursive(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @dead_caller_of_leaf(%a: i32) -> i32 {
  %0 = call @leaf(%a) : (i32) -> i32
  return %0 : i32
}
