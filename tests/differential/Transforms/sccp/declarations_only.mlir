// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// RUN: --pass-pipeline='builtin.module(func.func(sccp))'
// Functions without bodies, empty bodies and a module with nothing to
// fold: the pass leaves them as they are.
func.func private @decl(i32) -> i32
func.func private @decl_no_args()

func.func @empty() {
  return
}

func.func @passthrough(%x: i32, %y: f32) -> (f32, i32) {
  return %y, %x : f32, i32
}

func.func @calls_decls() {
  call @decl_no_args() : () -> ()
  return
}
