// RUN: --allow-unregistered-dialect --canonicalize=top-down=false
// RUN: --allow-unregistered-dialect --canonicalize=max-iterations=1
// RUN: --allow-unregistered-dialect --canonicalize='max-iterations=1 region-simplify=disabled'
// RUN: --allow-unregistered-dialect --canonicalize=max-num-rewrites=1
// RUN: --allow-unregistered-dialect --canonicalize=max-num-rewrites=0
// RUN: --allow-unregistered-dialect --canonicalize='max-iterations=-1 max-num-rewrites=-1'
// RUN: --allow-unregistered-dialect --canonicalize='max-iterations=1 test-convergence'
// RUN: --allow-unregistered-dialect --canonicalize='max-iterations=2 test-convergence=true'
// RUN: --allow-unregistered-dialect --canonicalize='test-convergence max-iterations=0x10'
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(canonicalize{top-down=false},cse))
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(canonicalize{max-iterations=1})
// RUN: --allow-unregistered-dialect --canonicalize=bogus=1
// RUN: --allow-unregistered-dialect --canonicalize=top-down=maybe
// RUN: --allow-unregistered-dialect --canonicalize=max-iterations=x
// RUN: --allow-unregistered-dialect --canonicalize=region-simplify=everything
// RUN: --allow-unregistered-dialect --canonicalize=region-simplify
// RUN: --allow-unregistered-dialect --canonicalize=max-num-rewrites=99999999999999999999
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(canonicalize{top-down=yes})
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(canonicalize{region-simplify=disabled,cse})
// RUN: --allow-unregistered-dialect --cse=top-down=false
// RUN: --allow-unregistered-dialect --test-single-fold=x

func.func @chain(%a: i32, %c: i1) -> i32 {
  %t = arith.constant true
  cf.assert %t, "one"
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  cf.br ^bb2(%x : i32)
^bb2(%y: i32):
  %t2 = arith.constant true
  cf.assert %t2, "two"
  cf.cond_br %t2, ^bb3(%y : i32), ^bb4
^bb3(%z: i32):
  "u.use"(%z) : (i32) -> ()
  return %z : i32
^bb4:
  return %a : i32
}

func.func @constants(%a: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %d = "u.op"(%c1) : (i32) -> i32
  %c2 = arith.constant 2 : i32
  %c1b = arith.constant 1 : i32
  %dead = arith.addi %a, %c2 : i32
  %e = "u.op"(%c1b, %d) : (i32, i32) -> i32
  return %c1, %e, %c2 : i32, i32, i32
}

func.func @unreachable(%a: i32) {
  cf.br ^bb2
^bb1:
  "u.op"() : () -> ()
  cf.br ^bb2
^bb2:
  "u.op2"() : () -> ()
  return
}
