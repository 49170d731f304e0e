// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// f32 attributes: rounding from decimal, long E-form, hex bit patterns,
// overflow to infinity, denormals.
"t.plain"() {a = 1.5 : f32, b = 0.1 : f32, c = 3.0e+38 : f32, d = 3.0e-39 : f32, e = -2.0 : f32, f = 1.0E-10 : f32} : () -> ()
"t.long"() {a = 1.0e-4 : f32, b = 0.333333343 : f32, c = 1.41421354 : f32, d = 1.17549435E-38 : f32, e = 123456.7 : f32} : () -> ()
"t.integral"() {a = 16777216.0 : f32, b = 16777217.0 : f32, c = 1.0e10 : f32, d = 1000000.0 : f32} : () -> ()
"t.bits"() {a = 0x3F800000 : f32, b = 0x7F80 : f32, c = 0x00000001 : f32, d = 0x80000000 : f32} : () -> ()
"t.special"() {inf = 0x7F800000 : f32, ninf = 0xFF800000 : f32, nan = 0x7FC00000 : f32, nnan = 0xFFFFFFFF : f32, overflow = 1.0e39 : f32, noverflow = -1.0e39 : f32} : () -> ()
