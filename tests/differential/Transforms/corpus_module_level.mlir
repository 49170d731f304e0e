// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --cse
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --canonicalize=top-down=false
// The module's body is a graph region with its own constants.
%a = arith.constant 4 : i32 loc("a")
"u.use"(%a) : (i32) -> ()
%b = arith.constant 4 : i32 loc("b")
"u.use"(%b) : (i32) -> ()
%c = arith.constant 5 : i32 loc("c")
%dead = arith.constant 6 : i32 loc("dead")
"u.use"(%c) : (i32) -> ()
%p = ub.poison : i32
%q = ub.poison : i32
"u.use"(%p, %q) : (i32, i32) -> ()

"u.region"() ({
  %x = arith.constant 4 : i32
  "u.use"(%x) : (i32) -> ()
  "u.end"() : () -> ()
}) : () -> ()

module @m1 {
  %y = arith.constant 4 : i32 loc("y")
  %z = arith.constant 4 : i32 loc("z")
  "u.use"(%y, %z) : (i32, i32) -> ()
  module @m2 {
    %w = arith.constant 4 : i32 loc("w")
    "u.use"(%w) : (i32) -> ()
  }
}

func.func @uses_nothing_from_outside() -> i32 {
  %k = arith.constant 4 : i32 loc("k")
  return %k : i32
}

%e = "u.producer"() : () -> i32
%e2 = arith.addi %e, %e : i32
%e3 = arith.addi %e, %e : i32
"u.use"(%e2, %e3) : (i32, i32) -> ()
