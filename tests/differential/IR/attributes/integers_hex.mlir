// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Hexadecimal integer literals are printed back in decimal; a hex literal
// fills the bit pattern, so it may come out negative for signless types.
"t.hex"() {a = 0x0, b = 0x7fffffffffffffff, c = 0xFFFFFFFFFFFFFFFF, d = 0x8000000000000000 : i64} : () -> ()
"t.hex8"() {a = 0xFF : i8, b = 0x00FF : i8, c = 0x7f : i8, d = 0xFF : ui8, e = 0x80 : si16} : () -> ()
"t.hex_misc"() {a = 0x1 : i1, b = 0xABCDEF : ui32, c = 0xABCDEF : i24, d = 0x3C00 : index} : () -> ()
"t.neg_hex"() {a = -0x1, b = -0x10 : i8, c = -0x7F : si8} : () -> ()
"t.hex_wide"() {a = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF : i128, b = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF : ui128} : () -> ()
