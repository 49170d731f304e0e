// RUN:
// RUN: --mlir-print-op-generic
// Argument and result attribute dictionaries on definitions and declarations;
// slots without attributes are stored as {} in arg_attrs/res_attrs.
func.func @args(%a: i32 {my.attr = 1 : i32}, %b: f32, %c: index {my.unit, my.str = "s"}) -> (i32 {my.res}, f32) {
  return %a, %b : i32, f32
}
func.func private @decl(i32 {my.attr = 2 : i64}, f32) -> (i8 {r.a}, i8 {r.b = [1, 2]})
func.func private @only_results() -> (i32 {x.y = "only"})
func.func @only_args(%x: i1 {a.b}) {
  return
}
func.func @single_result_attr() -> (i32 {r.z = 0 : i32}) {
  %c = arith.constant 0 : i32
  return %c : i32
}
func.func @empty_arg_dict(%x: i32 {}) -> (i32 {}) {
  return %x : i32
}
