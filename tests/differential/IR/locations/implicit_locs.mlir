// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope
// Locations recorded by the parser: an op's location is the position of the
// opening quote of its name (not of its result list); the implicit top-level
// module gets line 0, column 0.
%0 = "t.a"() : () -> i32
  %1:2 = "t.b"() : () -> (i32, i32)
"t.c"(%0, %1#1) : (i32, i32) -> ()
    "t.d"() ({
      "t.e"() : () -> ()
    }) : () -> ()
"t.f"() : () -> () loc(unknown)
