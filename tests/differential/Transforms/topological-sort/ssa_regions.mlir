// RUN: --allow-unregistered-dialect --topological-sort
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(topological-sort))
// Function bodies have SSA dominance: their order is kept, independent
// ops included. A module inside a function is a graph region and is
// sorted; run on the functions only, the outer module is not.
func.func @body(%arg: i32) -> i32 {
  %b = arith.muli %arg, %arg : i32
  %a = arith.addi %arg, %arg : i32
  %c = arith.subi %a, %b : i32
  "s.region"() ({
    builtin.module {
      "s.use"(%m) : (i32) -> ()
      %m = "s.def"() : () -> i32
    }
    "s.end"() : () -> ()
  }) : () -> ()
  return %c : i32
}
"s.use"(%top) : (i32) -> ()
%top = "s.def"() : () -> i32
