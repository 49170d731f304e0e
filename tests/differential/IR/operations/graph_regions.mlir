// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// Single-block regions of unregistered ops, and the module body, may use
// values before their definition (cycles included, even an op using its own
// result). Numbering still follows program order.
"t.graph"() ({
  %0 = "t.a"(%1) : (i32) -> i32
  %1 = "t.b"(%0) : (i32) -> i32
  "t.c"(%2#1, %3) : (i32, f32) -> ()
  %2:2 = "t.d"() : () -> (i32, i32)
  %3 = "t.e"(%3) : (f32) -> f32
}) : () -> ()
%top = "t.use_later"(%later) : (i32) -> i32
%later = "t.def"() : () -> i32
