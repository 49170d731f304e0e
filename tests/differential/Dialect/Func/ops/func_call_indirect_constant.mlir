// RUN:
// RUN: --mlir-print-op-generic
// func.constant (result named %f, collisions %f_0 ...) and call_indirect
// with various signatures.
func.func private @target(i32) -> i32
func.func private @noop()
func.func private @pair(f32) -> (f32, f32)

func.func @indirect(%x: i32, %y: f32) -> i32 {
  %f = constant @target : (i32) -> i32
  %g = func.constant @noop : () -> ()
  %h = constant @pair : (f32) -> (f32, f32)
  %0 = call_indirect %f(%x) : (i32) -> i32
  func.call_indirect %g() : () -> ()
  %1:2 = call_indirect %h(%y) {my.tag} : (f32) -> (f32, f32)
  %k = constant @target : (i32) -> i32
  %2 = call_indirect %k(%0) : (i32) -> i32
  return %2 : i32
}

func.func @indirect_arg(%fn: (index) -> (), %i: index) {
  call_indirect %fn(%i) : (index) -> ()
  return
}
