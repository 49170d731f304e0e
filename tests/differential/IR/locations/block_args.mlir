// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-op-generic
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope
// RUN: --allow-unregistered-dialect
// Block argument locations are always printed inline, yet their alias
// definitions are emitted before the module (they are not deferrable). An
// argument without an explicit location gets the position of its name.
"t.region"() ({
^bb0(%a: i32 loc("args.c":1:1), %b: f32):
  %0 = "t.x"(%a) : (i32) -> i32 loc("ops.c":2:2)
  "t.br"(%0)[^bb1] : (i32) -> ()
^bb1(%c: i32 loc("args.c":3:3)):
  "t.use"(%c, %b) : (i32, f32) -> () loc(callsite("f"("a.c":9:9) at "b.c":8:8))
}) : () -> ()
