// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// RUN: --allow-unregistered-dialect --mlir-print-debuginfo
// Successor lists of generic ops, block renumbering (^bbN = position in the
// region) and predecessor comments: `pred:`, `N preds:` (duplicates listed,
// sorted by block number), `no predecessors` (the entry block never gets one).
"t.r"() ({
^entry(%a: i32):
  %c = "t.cond"() : () -> i1
  "t.cond_br"(%c, %a)[^left, ^right] : (i1, i32) -> ()
^left:
  "t.br"(%a, %a)[^join] : (i32, i32) -> ()
^right:
  "t.br"()[^join2] : () -> ()
^join2:
  "t.switch"(%a, %a)[^join, ^join, ^dead] : (i32, i32) -> ()
^join(%x: i32, %y: i32):
  "t.ret"(%x) : (i32) -> ()
^dead:
  "t.loop"()[^dead] : () -> ()
^orphan(%o: f32):
  "t.ret"(%o) : (f32) -> ()
}) : () -> ()
