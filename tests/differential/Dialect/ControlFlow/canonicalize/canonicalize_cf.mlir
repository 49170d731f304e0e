// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(canonicalize))
func.func @const_cond(%x: i32, %y: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%x : i32), ^bb2(%y : i32)
^bb1(%a: i32):
  "u.one"(%a) : (i32) -> ()
  cf.br ^bb3(%a : i32)
^bb2(%b: i32):
  "u.two"(%b) : (i32) -> ()
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  return %r : i32
}

func.func @false_cond(%x: i32) -> i32 {
  %f = arith.constant false
  cf.cond_br %f, ^bb1, ^bb2
^bb1:
  "u.one"() : () -> ()
  return %x : i32
^bb2:
  "u.two"() : () -> ()
  return %x : i32
}

func.func @chain() {
  cf.br ^bb1
^bb1:
  "u.a"() : () -> ()
  cf.br ^bb2
^bb2:
  "u.b"() : () -> ()
  return
}

func.func @br_pass_through(%c: i1, %x: i32) -> i32 {
  "u.cond"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  "u.one"() : () -> ()
  cf.br ^bb3(%x : i32)
^bb2:
  "u.two"() : () -> ()
  %y = "u.val"() : () -> i32
  cf.br ^bb3(%y : i32)
^bb3(%p: i32):
  cf.br ^bb4(%p, %x : i32, i32)
^bb4(%r: i32, %s: i32):
  "u.use"(%s) : (i32) -> ()
  return %r : i32
}

func.func @loop_kept(%x: i32) {
  "u.cond"()[^bb1, ^bb2] : () -> ()
^bb1:
  cf.br ^bb1
^bb2:
  cf.br ^bb1
}

