// RUN: --allow-unregistered-dialect --strip-debuginfo --mlir-print-debuginfo
// Locations written on block arguments, in entry blocks and later blocks
// and in regions of unknown ops, become unknown.
func.func @g(%a: i32 loc("arg_a"), %b: f32 loc("b.c":1:1)) {
  "u.region"() ({
  ^bb0(%inner: i64 loc("inner")):
    "u.use"(%inner) : (i64) -> () loc("use")
  }) : () -> () loc("region")
  cf.br ^bb1(%a : i32) loc("branch")
^bb1(%c: i32 loc(fused["x.c":1:1, "y.c":2:2])):
  return loc("ret")
} loc("func")
