// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Nested (isolated-from-above) modules follow the same numbering rules as any
// other region in custom form; in generic form numbering is unique. A
// builtin.module inside an unregistered op keeps its dialect prefix.
%0 = "t.a"() : () -> i32
%1 = "t.a"() : () -> i32
module {
  %2 = "t.in"() : () -> i32
  "t.r"() ({
  ^bb0(%q: i32):
    %3 = "t.x"() : () -> i32
  }) : () -> ()
}
"t.r"() ({
^bb0(%q: i32):
  %3 = "t.x"() : () -> i32
  module @deep {
    "t.y"() : () -> ()
  }
}) : () -> ()
