// RUN: --inline
// A declaration has no body to inline: its calls stay, also inside a
// defined callee that is itself inlined, and the private declaration
// stays with them.
func.func private @ext(i32) -> i32
func.func private @wrap(%x: i32) -> i32 {
  %0 = call @ext(%x) : (i32) -> i32
  %1 = arith.addi %0, %x : i32
  return %1 : i32
}
func.func @caller(%x: i32) -> i32 {
  %0 = call @ext(%x) : (i32) -> i32
  %1 = call @wrap(%0) : (i32) -> i32
  return %1 : i32
}
