// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// 80-bit and 128-bit floats. Decimal literals go through a double first, so
// 0.1 keeps the f64 rounding error and 1.0e4000 overflows to infinity.
"t.f80"() {a = 1.0 : f80, b = 0.1 : f80, c = -3.5 : f80, d = 1.0e4000 : f80, e = 0x3FFF8000000000000000 : f80, f = 0x7FFF8000000000000000 : f80, g = 12345678.0 : f80} : () -> ()
"t.f128"() {a = 1.0 : f128, b = 0.1 : f128, c = 2.0e-4000 : f128, d = 0x3FFF0000000000000000000000000000 : f128, e = 0x7FFF0000000000000000000000000000 : f128, f = 0x7FFF8000000000000000000000000000 : f128, g = 3.0 : f128} : () -> ()
