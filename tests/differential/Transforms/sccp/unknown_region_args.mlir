// RUN: --sccp --allow-unregistered-dialect
// RUN: --sccp --allow-unregistered-dialect --mlir-disable-threading
// The entry arguments of an op of an unknown dialect are not constants:
// ops using them are still simulated (x * 0 folds, x + 0 is x).
func.func @f(%x: i32) -> i32 {
  %r = "foreign.region"(%x) ({
  ^bb0(%arg: i32):
    %m = arith.constant 0 : i32
    %a = arith.muli %arg, %m : i32
    %b = arith.addi %arg, %m : i32
    "foreign.yield"(%a, %b) : (i32, i32) -> ()
  }) : (i32) -> i32
  return %r : i32
}
