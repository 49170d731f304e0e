// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-op-generic
// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope
// A dialect alias used only by op locations (a fused location's
// metadata) is deferred after the module; used by an attribute too, it is
// not. Names of locations are not asked about.
"u.op"() : () -> () loc(fused<"alias_test:dot_in_name">["a.c":1:1, "b.c":2:2])
"u.op"() {a = "alias_test:trailing_digit"} : () -> () loc(fused<"alias_test:trailing_digit">["a.c":1:1, "b.c":2:2])
"u.op"() : () -> () loc(fused<tuple<!test.smpla>>["a.c":3:1, "b.c":2:2])
"u.op"() : () -> () loc("alias_test:prefixed_digit")
"u.op"() ({
^bb0(%a: i32 loc(fused<"alias_test:prefixed_digit">["c.c":5:6])):
  "u.t"() : () -> ()
}) : () -> ()
