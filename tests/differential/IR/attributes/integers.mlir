// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Integer attributes: untyped literals default to i64; signless and signed
// types print signed values, unsigned types print unsigned values.
"t.untyped"() {a = 0, b = -1, c = 42, d = 007, e = 9223372036854775807, f = -9223372036854775808} : () -> ()
"t.signless"() {a = 42 : i32, b = -7 : i8, c = 255 : i8, d = 127 : i8, e = -128 : i8, f = 0 : i0} : () -> ()
"t.signed"() {a = 127 : si8, b = -128 : si8, c = -1 : si64} : () -> ()
"t.unsigned"() {a = 255 : ui8, b = 18446744073709551615 : ui64, c = 0 : ui1, d = 1 : ui1} : () -> ()
"t.index"() {a = 0 : index, b = -1 : index, c = 9223372036854775807 : index} : () -> ()
"t.i1"() {a = 1 : i1, b = 0 : i1, c = -1 : i1, d = true, e = false} : () -> ()
"t.wide"() {a = 12345678901234567890123 : i100, b = -340282366920938463463374607431768211455 : i129, c = 170141183460469231731687303715884105727 : si128} : () -> ()
