// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// 8-, 6- and 4-bit float types: rounding, saturation/overflow behaviour,
// NaN encodings and types without negative zero.
"t.f8E5M2"() {a = 0.5 : f8E5M2, b = 1.0e10 : f8E5M2, c = 0x7C : f8E5M2, d = 0x7F : f8E5M2, e = 0.3 : f8E5M2, f = 57344.0 : f8E5M2} : () -> ()
"t.f8E4M3"() {a = 1.0 : f8E4M3, b = 240.0 : f8E4M3, c = 0x78 : f8E4M3, d = 0.1 : f8E4M3} : () -> ()
"t.f8E4M3FN"() {a = 448.0 : f8E4M3FN, b = 0x7F : f8E4M3FN, c = 1.0e10 : f8E4M3FN, d = -1.0 : f8E4M3FN, e = 0.1 : f8E4M3FN} : () -> ()
"t.f8E5M2FNUZ"() {a = 1.0 : f8E5M2FNUZ, b = 0x80 : f8E5M2FNUZ, c = -0.0 : f8E5M2FNUZ} : () -> ()
"t.f8E4M3FNUZ"() {a = 1.0 : f8E4M3FNUZ, b = -0.0 : f8E4M3FNUZ, c = 0x80 : f8E4M3FNUZ, d = 240.0 : f8E4M3FNUZ} : () -> ()
"t.f8E4M3B11FNUZ"() {a = 1.0 : f8E4M3B11FNUZ, b = 30.0 : f8E4M3B11FNUZ, c = 0x01 : f8E4M3B11FNUZ} : () -> ()
"t.f8E3M4"() {a = 2.5 : f8E3M4, b = 0.1 : f8E3M4, c = 15.5 : f8E3M4} : () -> ()
"t.f8E8M0FNU"() {a = 1.0 : f8E8M0FNU, b = 0.0 : f8E8M0FNU, c = 2.5 : f8E8M0FNU, d = 0xFF : f8E8M0FNU, e = 0x00 : f8E8M0FNU, f = 1.0e30 : f8E8M0FNU} : () -> ()
"t.f6E2M3FN"() {a = 0.375 : f6E2M3FN, b = 7.5 : f6E2M3FN, c = 0x3C : f6E2M3FN, d = 0x1F : f6E2M3FN} : () -> ()
"t.f6E3M2FN"() {a = 3.0 : f6E3M2FN, b = 28.0 : f6E3M2FN, c = 0.1 : f6E3M2FN} : () -> ()
"t.f4E2M1FN"() {a = 6.0 : f4E2M1FN, b = 0.1 : f4E2M1FN, c = 1.0e10 : f4E2M1FN, d = 0xF : f4E2M1FN, e = 0.5 : f4E2M1FN} : () -> ()
"t.overflow"() {a = 1.0e39 : bf16, b = 1.0e39 : tf32, c = 1.0e5 : f8E4M3, d = 1.0e5 : f8E3M4, e = 1.0e10 : f6E2M3FN, f = 1.0e10 : f8E4M3FNUZ, g = 1.0e10 : f8E4M3B11FNUZ, h = 1.0e10 : f8E5M2FNUZ, i = 1.0e39 : f8E8M0FNU, j = 1.0e10 : f6E3M2FN} : () -> ()
