// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// f64 (also the type of an untyped float literal): values that print in the
// 6-digit e-form, values that need the long E-form, and integral values that
// fall back to hexadecimal bits.
"t.plain"() {a = 1.0, b = 0.0, c = -0.0, d = 1.5, e = 0.1, f = 100.0, g = 12345.0, h = 1., i = 1.0E5, j = 2.5e-3} : () -> ()
"t.long"() {a = 0.33333333333333331, b = 3.14159265358979, c = 1.0e-7, d = 123456.7, e = 1.2345678901234568e17, f = 0.001234567} : () -> ()
"t.hexform"() {a = 123456789.0, b = 1.0e300, c = 4503599627370497.0} : () -> ()
"t.denormal"() {a = 1.0e-320, b = 4.9e-324} : () -> ()
"t.bits"() {a = 0x3FF0000000000000 : f64, b = 0x0000000000000001 : f64, c = 0x8000000000000000 : f64} : () -> ()
"t.special"() {inf = 0x7FF0000000000000 : f64, ninf = 0xFFF0000000000000 : f64, nan = 0x7FF8000000000000 : f64, snan = 0x7FF0000000000001 : f64, big = 1.0e309} : () -> ()
