// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(canonicalize,cse))
func.func @both_pass_through(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1, ^bb2(%y : i32)
^bb1:
  cf.br ^bb3(%x : i32)
^bb2(%a: i32):
  cf.br ^bb4(%a, %x : i32, i32)
^bb3(%r: i32):
  "u.three"(%r) : (i32) -> ()
  return
^bb4(%s: i32, %t: i32):
  "u.four"(%s, %t) : (i32, i32) -> ()
  return
}

func.func @weights_kept(%c: i1, %x: i32) {
  cf.cond_br %c weights([7, 9]), ^bb1, ^bb2 loc("here")
^bb1:
  cf.br ^bb3 loc("inner")
^bb2:
  "u.two"(%x) : (i32) -> ()
  return
^bb3:
  "u.three"(%x) : (i32) -> ()
  return
}

func.func @only_false_side(%c: i1, %x: i32) {
  "u.entry"() : () -> ()
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%a: i32):
  "u.one"(%a) : (i32) -> ()
  return
^bb2:
  cf.br ^bb1(%x : i32)
}

func.func @argument_used_elsewhere(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2(%y : i32)
^bb1(%a: i32):
  "u.use"(%a) : (i32) -> ()
  cf.br ^bb3(%a : i32)
^bb2(%b: i32):
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  "u.three"(%r) : (i32) -> ()
  return
}

func.func @self_loop_kept(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb1
^bb2:
  "u.two"() : () -> ()
  return
}

func.func @chain_of_pass_throughs(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb4
^bb1(%a: i32):
  cf.br ^bb2(%a : i32)
^bb2(%b: i32):
  cf.br ^bb3(%b, %y : i32, i32)
^bb3(%p: i32, %q: i32):
  "u.three"(%p, %q) : (i32, i32) -> ()
  return
^bb4:
  "u.four"() : () -> ()
  return
}

func.func @shared_pass_through(%c: i1, %d: i1, %x: i32) {
  "u.cond"(%d)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  cf.cond_br %c, ^bb3, ^bb2
^bb2:
  cf.br ^bb4(%x : i32)
^bb3:
  "u.three"() : () -> ()
  return
^bb4(%r: i32):
  "u.four"(%r) : (i32) -> ()
  return
}

func.func @attributes_dropped(%c: i1, %x: i32) {
  cf.cond_br %c, ^bb1, ^bb2 {keep = "no"}
^bb1:
  cf.br ^bb3
^bb2:
  "u.two"(%x) : (i32) -> ()
  return
^bb3:
  "u.three"(%x) : (i32) -> ()
  return
}
