// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Within a region, numbering goes block by block: entry arguments are %argN,
// arguments of later blocks and all op results share the %N counter.
"t.r"() ({
^bb0(%a: i32, %b: i32):
  %0 = "t.x"() : () -> i32
  "t.br"(%0)[^bb1] : (i32) -> ()
^bb1(%c: i32, %d: f32):
  %1:2 = "t.y"(%c) : (i32) -> (i1, i1)
  "t.br"()[^bb2] : () -> ()
^bb2(%e: index):
  "t.inner"() ({
  ^bb0(%f: i8):
    %2 = "t.z"(%a, %e, %f) : (i32, index, i8) -> i8
  }) : () -> ()
  %3 = "t.w"() : () -> i32
}) : () -> ()
