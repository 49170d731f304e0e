// RUN:
// RUN: --mlir-print-op-generic
// `attributes {...}` on func.func: discardable attributes, the inherent
// no_inline unit attribute, sorted printing; also on declarations.
func.func @with_attrs() attributes {zz.last = 1 : i32, aa.first = "x", no_inline} {
  return
}
func.func private @decl_attrs(i32) -> i32 attributes {llvm.emit_c_interface}
func.func @with_res_and_attrs(%a: i8) -> i8 attributes {my.dict = {k = 1 : i64}, my.arr = [1, "two", 3.0 : f32]} {
  return %a : i8
}
func.func @empty_attributes() attributes {} {
  return
}
