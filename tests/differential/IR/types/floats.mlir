// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// All eighteen builtin floating-point types, as results and as type attributes.
%0:6 = "t.wide"() : () -> (f16, bf16, f32, f64, f80, f128)
%1:7 = "t.small"() : () -> (tf32, f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ)
%2:5 = "t.tiny"() : () -> (f8E3M4, f8E8M0FNU, f6E2M3FN, f6E3M2FN, f4E2M1FN)
"t.attrs"() {a = f8E4M3FN, b = f4E2M1FN, c = tf32, d = bf16} : () -> ()
