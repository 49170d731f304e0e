// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
%0 = "t.empty"() : () -> tuple<>
%1 = "t.one"() : () -> tuple<i32>
%2 = "t.mixed"() : () -> tuple<i32, f32, tuple<index, tuple<>>, vector<4xi8>>
"t.use"(%0, %2) {ty = tuple<none, complex<f32>>} : (tuple<>, tuple<i32, f32, tuple<index, tuple<>>, vector<4xi8>>) -> ()
