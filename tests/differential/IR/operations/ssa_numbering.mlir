// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// SSA numbering. Custom printing: a region's values are numbered before any
// nested region, and every nested region restarts from the counters its
// parent region ended with (siblings reuse numbers). Generic printing
// (--mlir-print-op-generic) numbers uniquely instead: counters never restart
// and regions are visited last-first (LIFO).
%0 = "t.top"() : () -> i32
"t.region"() ({
^bb0(%x: i32):
  %1 = "t.a"() : () -> i32
  "t.nested"() ({
  ^bb0(%y: i32, %z: i32):
    %2 = "t.b"() : () -> i32
    "t.term"() : () -> ()
  }, {
    %3 = "t.c"() : () -> i32
  }) : () -> ()
  %4 = "t.d"() : () -> i32
}, {
^bb0(%w: i1):
  %5 = "t.e"() : () -> i32
}) : () -> ()
%6 = "t.after"() : () -> i32
"t.iso"() ({
  "builtin.module"() ({
    %7 = "t.in_mod"() : () -> i32
  }) : () -> ()
}) : () -> ()
