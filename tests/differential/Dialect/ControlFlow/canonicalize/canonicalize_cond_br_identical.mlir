// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(canonicalize,cse))
func.func @same_operands(%c: i1, %x: i32) {
  "u.entry"() : () -> ()
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%x : i32) loc("same")
^bb1(%a: i32):
  "u.one"(%a) : (i32) -> ()
  return
}

func.func @no_operands(%c: i1) {
  cf.cond_br %c weights([1, 2]), ^bb1, ^bb1
^bb1:
  "u.one"() : () -> ()
  return
}

func.func @selects(%c: i1, %x: i32, %y: i32, %z: i64) {
  "u.entry"() : () -> ()
  cf.cond_br %c, ^bb1(%x, %z, %y : i32, i64, i32), ^bb1(%y, %z, %x : i32, i64, i32) loc("pick")
^bb1(%a: i32, %b: i64, %d: i32):
  "u.one"(%a, %b, %d) : (i32, i64, i32) -> ()
  return
}

func.func @selects_of_index(%c: i1, %x: index, %y: index) -> index {
  cf.cond_br %c, ^bb1(%x : index), ^bb1(%y : index)
^bb1(%a: index):
  return %a : index
}

func.func @other_predecessor_same_operands(%c: i1, %d: i1, %x: i32) {
  "u.cond"(%d)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  "u.one"() : () -> ()
  cf.cond_br %c, ^bb2(%x : i32), ^bb2(%x : i32)
^bb2(%a: i32):
  "u.two"(%a) : (i32) -> ()
  return
^bb3:
  "u.three"() : () -> ()
  cf.br ^bb2(%x : i32)
}

func.func @other_predecessor_blocks_selects(%c: i1, %d: i1, %x: i32, %y: i32) {
  "u.entry"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "u.one"() : () -> ()
  cf.cond_br %d, ^bb3(%x : i32), ^bb3(%y : i32)
^bb2:
  "u.two"() : () -> ()
  cf.br ^bb3(%x : i32)
^bb3(%a: i32):
  "u.three"(%a) : (i32) -> ()
  return
}

func.func @loop_to_itself(%c: i1, %x: i32, %y: i32) {
  "u.entry"() : () -> ()
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  "u.body"(%a) : (i32) -> ()
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%y : i32)
}

func.func @different_successors(%c: i1, %x: i32) {
  "u.entry"() : () -> ()
  cf.cond_br %c, ^bb1(%x : i32), ^bb2(%x : i32)
^bb1(%a: i32):
  "u.one"(%a) : (i32) -> ()
  return
^bb2(%b: i32):
  "u.two"(%b) : (i32) -> ()
  return
}
