// RUN:
// RUN: --mlir-print-op-generic
// func.call / call_indirect with the inherent arg_attrs/res_attrs arrays given
// in the attr-dict (they are printed back inside the merged attr-dict).
func.func private @two(i32, f32) -> (i8, i16)
func.func @calls(%a: i32, %b: f32, %fn: (i32) -> i32) -> i8 {
  %0:2 = call @two(%a, %b) {arg_attrs = [{llvm.noundef}, {}], res_attrs = [{}, {my.res = 1 : i32}]} : (i32, f32) -> (i8, i16)
  %1 = call_indirect %fn(%a) {arg_attrs = [{my.arg}], res_attrs = [{my.r}]} : (i32) -> i32
  %2:2 = call @two(%1, %b) {no_inline, arg_attrs = [{}, {}]} : (i32, f32) -> (i8, i16)
  return %2#0 : i8
}
