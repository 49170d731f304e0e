// RUN: --convert-to-llvm=dynamic
// RUN: --convert-to-llvm=allow-pattern-rollback=false
func.func @f(%a: f64, %b: f64) -> f64 {
  %p = math.powf %a, %b : f64
  %c = math.ceil %p : f64
  return %c : f64
}
func.func private @decl(memref<2xi32>) attributes {llvm.emit_c_interface}
