// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Dense array attributes of every supported element type (any int or float
// type whose width is a multiple of 8, plus i1), empty ones, and float
// values in each of the float print forms.
"t.ints"() {a = array<i1: true, false, true>, b = array<i8: -128, 127, 0>, c = array<i16: 1, -1>, d = array<i32: 2147483647, -2147483648>, e = array<i64: 1, 2, 3>} : () -> ()
"t.floats"() {a = array<f32: 1.0, 0.1, -2.5e-3, 1.0e-4>, b = array<f64: 0.0, -0.0, 123456789.0, 0.33333333333333331, 1.5>} : () -> ()
"t.empty"() {a = array<i1>, b = array<i8>, c = array<i16>, d = array<i32>, e = array<i64>, f = array<f32>, g = array<f64>} : () -> ()
"t.hex_ints"() {a = array<i32: 0xFF, 0x7FFFFFFF>, b = array<i8: 0xFF>} : () -> ()
"t.int_min"() {c = array<i64: -9223372036854775808>} : () -> ()
"t.in_array"() {a = [array<i32: 1>, array<f32>]} : () -> ()
"t.more_types"() {a = array<bf16: 1.0>, b = array<f16: 1.0, 0.5>, c = array<ui8: 255>, d = array<si8: -1>, e = array<f8E4M3FN: 1.0>, f = array<i128: 1>, g = array<f80: 1.0>, h = array<f128: 0.1>, i = array<i0>} : () -> ()
