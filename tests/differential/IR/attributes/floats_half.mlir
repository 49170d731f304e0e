// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// 16- and 19-bit float types: f16, bf16, tf32.
"t.f16"() {a = 1.0 : f16, b = 0.3 : f16, c = 65504.0 : f16, d = 1.0e5 : f16, e = -2.5e-3 : f16, f = 1.015625 : f16, g = 0x1 : f16, h = 0x3C00 : f16} : () -> ()
"t.f16_special"() {inf = 0x7C00 : f16, ninf = 0xFC00 : f16, nan = 0x7E00 : f16, snan = 0x7C01 : f16} : () -> ()
"t.bf16"() {a = 1.0 : bf16, b = 0.3 : bf16, c = 3.0e38 : bf16, d = 0x0001 : bf16, e = 0x8000 : bf16, f = 256.0 : bf16, g = 0.1 : bf16} : () -> ()
"t.bf16_special"() {inf = 0x7F80 : bf16, nan = 0x7FC0 : bf16} : () -> ()
"t.tf32"() {a = 1.0 : tf32, b = 0.1 : tf32, c = 1.0e30 : tf32, inf = 0x3FC00 : tf32, neg = 0x7F800 : tf32, d = 3.0 : tf32} : () -> ()
