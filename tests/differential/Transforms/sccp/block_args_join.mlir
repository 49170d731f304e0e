// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// Block arguments join the values of their executable predecessors: equal
// constants stay constant, different ones or an unknown value do not.
func.func @equal(%c: i1) -> i32 {
  %a = arith.constant 4 : i32
  %b = arith.constant 4 : i32
  cf.cond_br %c, ^x, ^y
^x:
  cf.br ^join(%a : i32)
^y:
  cf.br ^join(%b : i32)
^join(%j: i32):
  %r = arith.addi %j, %j : i32
  return %r : i32
}

func.func @equal_computed(%c: i1) -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c6 = arith.constant 6 : i32
  cf.cond_br %c, ^x, ^y
^x:
  %p = arith.muli %c2, %c3 : i32
  cf.br ^join(%p : i32)
^y:
  cf.br ^join(%c6 : i32)
^join(%j: i32):
  return %j : i32
}

func.func @different(%c: i1) -> i32 {
  %a = arith.constant 4 : i32
  %b = arith.constant 5 : i32
  cf.cond_br %c, ^x, ^y
^x:
  cf.br ^join(%a : i32)
^y:
  cf.br ^join(%b : i32)
^join(%j: i32):
  return %j : i32
}

func.func @several_args(%c: i1, %u: f32) -> (i32, f32, i32) {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %f = arith.constant 1.0 : f32
  cf.cond_br %c, ^join(%a, %f, %a : i32, f32, i32), ^join(%a, %u, %b : i32, f32, i32)
^join(%j: i32, %k: f32, %l: i32):
  return %j, %k, %l : i32, f32, i32
}

func.func @three_preds(%s: i32) -> i32 {
  %a = arith.constant 8 : i32
  cf.switch %s : i32, [
    default: ^join(%a : i32),
    0: ^mid,
    1: ^join(%a : i32)
  ]
^mid:
  %b = arith.addi %a, %a : i32
  %c = arith.subi %b, %a : i32
  cf.br ^join(%c : i32)
^join(%j: i32):
  return %j : i32
}
