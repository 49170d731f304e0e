// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo
// Borderline builtin attributes that mlir-opt 22 accepts: distinct IDs in
// hex and reused with the same value, strided layouts at their limits,
// dense arrays of unusual widths, typed numbers at the edges of their types,
// and strings with escapes inside dialect attribute bodies.

#d = distinct[3]<"x">
"a.op"() {a = distinct[0x10]<1>, b = distinct[0]<1>, c = distinct[0]<1>, d = #d, e = #d} : () -> ()
"a.op"() {a = distinct[4]<i32>, b = distinct[5]<>, c = distinct[6]<distinct[7]<1>>} : () -> ()
"a.op"() {a = strided<[1], offset: ?>, b = strided<[?, ?], offset: ?>, c = strided<[-1, 0]>, d = strided<[1], offset: -5>, e = strided<[1], offset: 0>} : () -> ()
"a.op"() {a = strided<[]>, b = strided<[9223372036854775807]>, c = strided<[- 1]>, d = strided<[0x10]>, e = strided<[], offset: ?>, f = strided<[-9223372036854775807]>} : () -> ()
"a.op"() {a = array<i0: 0, 0>, b = array<i8>, c = array<ui8: 255>, d = array<si8: -128>, e = array<i128: 1>, f = array<i24: 1, -1>, g = array<i256: 1>} : () -> ()
"a.op"() {a = array<ui64: 18446744073709551615>, b = array<si64: -9223372036854775808>, c = array<ui8: -1>, d = array<i8: -128, 255>, e = array<i32: -0x1>, f = array<i64: 9223372036854775808>} : () -> ()
"a.op"() {a = array<f16: 1.0, 0x7C00>, b = array<bf16: -0.0>, c = array<f64: 0x7FF8000000000000>, d = array<f8E4M3FN: 1.0, 0x7F>, e = array<f80: 1.0>, f = array<f32: 0x1>} : () -> ()
"a.op"() {a = array<i1: true, false, true>, b = array<i1>, c = array<i00008: 1>} : () -> ()
"a.op"() {a = 1.0 : f80, b = 100.0 : f4E2M1FN, c = 0x1 : f4E2M1FN, d = 0x7FC00000 : f64, e = "s" : !a.b, f = "s" : tensor<2xi32>} : () -> ()
"a.op"() {a = 0 : ui0, b = -1 : si1, c = 18446744073709551615 : i64, d = -9223372036854775808 : index, e = 1 : i16777215, f = 255 : ui8, g = -1 : i1} : () -> ()
"a.op"() {a = #a.b<"\"">, b = #a.b<">">, c = #a.b<"\\">, d = #a<"\41">, e = #a.b<a->b>} : () -> ()
"a.op"() {a = affine_map<(d0) -> (-(d0) * 2)>, b = affine_map<(d0)[s0] -> (-(-(d0 * s0)))>, c = affine_map<(d0) -> (- - 5)>} : () -> ()
"a.op"() : () -> () loc("a":0x1:2)
"a.op"() : () -> () loc(#l)
#l = loc("q":1:2)
