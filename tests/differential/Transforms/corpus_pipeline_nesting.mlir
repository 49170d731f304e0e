// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(canonicalize,cse))
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(cse),canonicalize)
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(canonicalize,func.func(cse))
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(builtin.module(func.func(canonicalize)))
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(canonicalize{top-down=false},cse),cse)
// RUN: --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(canonicalize{region-simplify=aggressive max-iterations=2}))'
// Which passes reach the module's own ops, its functions and nested modules.
%t0 = arith.constant 1 : i32
%t1 = arith.constant 1 : i32
"u.use"(%t0, %t1) : (i32, i32) -> ()

func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  %c = arith.constant 1 : i32
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  "u.use"(%c) : (i32) -> ()
  cf.br ^bb1
^bb1:
  %d = arith.constant 1 : i32
  "u.use"(%d) : (i32) -> ()
  return %0, %1 : i32, i32
}

module @inner {
  %m0 = arith.constant 2 : i32
  %m1 = arith.constant 2 : i32
  "u.use"(%m0, %m1) : (i32, i32) -> ()
  func.func @g(%a: i32) -> i32 {
    %t = arith.constant true
    cf.assert %t, "inner"
    %0 = arith.muli %a, %a : i32
    %1 = arith.muli %a, %a : i32
    "u.use"(%0) : (i32) -> ()
    return %1 : i32
  }
}

"u.wrapper"() ({
  func.func @in_unregistered(%a: i32, %b: i32) -> (i32, i32) {
    %c = arith.constant 3 : i32
    %0 = arith.divsi %a, %b : i32
    %1 = arith.divsi %a, %b : i32
    "u.use"(%c) : (i32) -> ()
    cf.br ^bb1
  ^bb1:
    return %0, %1 : i32, i32
  }
  "u.end"() : () -> ()
}) : () -> ()
