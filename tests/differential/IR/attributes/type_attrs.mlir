// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Type attributes: any type can be used as an attribute value.
"t.types"() {a = i32, b = index, c = f8E4M3FN, d = none, e = tensor<?x4xf32>, f = memref<2xi8, 1>, g = vector<[2]xf32>, h = complex<f64>} : () -> ()
"t.more"() {i = tuple<i1, f32>, j = (i32) -> (), k = !foo.bar<1>, l = [i1, si1, ui1], m = {t = f16}} : () -> ()
"t.fn"() {function_type = (i32, f32) -> (i1, index)} : () -> ()
