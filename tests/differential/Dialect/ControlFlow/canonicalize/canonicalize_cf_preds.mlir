// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-op-generic
func.func @many_preds(%x: i32, %c: i1, %d: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "u.one"() : () -> ()
  cf.cond_br %d, ^exit(%x : i32), ^bb3
^bb2:
  "u.two"() : () -> ()
  cf.br ^exit(%x : i32)
^bb3:
  %y = "u.three"() : () -> i32
  cf.br ^exit(%y : i32)
^exit(%r: i32):
  return %r : i32
}

func.func @preds_gone_by_rewrites(%x: i32, %y: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^p1(%x : i32), ^p2(%y : i32)
^p1(%a: i32):
  cf.br ^join(%a : i32)
^p2(%b: i32):
  cf.br ^join(%b : i32)
^join(%j: i32):
  "u.join"(%j) : (i32) -> ()
  cf.br ^tail
^tail:
  return %j : i32
}

func.func @back_edge(%c: i1) {
  cf.br ^head
^head:
  "u.body"() : () -> ()
  cf.cond_br %c, ^latch, ^done
^latch:
  "u.latch"() : () -> ()
  cf.br ^head
^done:
  return
}
