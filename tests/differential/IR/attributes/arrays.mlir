// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Array attributes. Inside an array an i64 integer and a (non-hex) f64 float
// are printed without their type; everything else keeps it.
"t.empty"() {a = [], b = [[]], c = [[], [[]]]} : () -> ()
"t.elide"() {a = [1, -2, 3 : i64], b = [1.0, 2.5 : f64, -0.0], c = [1 : i32, 2 : index, 3 : ui64, 4 : si64]} : () -> ()
"t.no_elide"() {a = [0x7FF0000000000000 : f64, 123456789.0, 0.1 : f32, 1.0e-7]} : () -> ()
"t.bools"() {a = [true, false, 1 : i1]} : () -> ()
"t.mixed"() {a = [1, "x", [2.0 : f32], unit, i32, @sym, {k = 1}, affine_map<(d0) -> (d0)>, #foo.bar]} : () -> ()
"t.nested"() {a = [[1, 2], [3, [4, [5 : i8]]]]} : () -> ()
"t.dict_elems"() {a = [{b = 1, a = 2}, {}]} : () -> ()
