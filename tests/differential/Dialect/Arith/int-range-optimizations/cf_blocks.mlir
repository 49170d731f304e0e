// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// Block arguments join the ranges of the values branched to them; a loop
// in `cf` whose counter the body masks below 32 still ends with an unknown
// counter.
func.func @join(%c: i1) -> (i1, i1) {
  %c2 = arith.constant 2 : i32
  %c6 = arith.constant 6 : i32
  cf.cond_br %c, ^join(%c2 : i32), ^join(%c6 : i32)
^join(%j: i32):
  %c7 = arith.constant 7 : i32
  %c4 = arith.constant 4 : i32
  %lt = arith.cmpi slt, %j, %c7 : i32
  %eq = arith.cmpi eq, %j, %c4 : i32
  return %lt, %eq : i1, i1
}

func.func @same(%c: i1, %x: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  cf.cond_br %c, ^a, ^b
^a:
  cf.br ^join(%c5 : i32)
^b:
  %m = arith.constant 5 : i32
  %y = arith.andi %x, %m : i32
  %z = arith.ori %y, %m : i32
  cf.br ^join(%z : i32)
^join(%j: i32):
  return %j : i32
}

func.func @switch(%s: i32) -> i1 {
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  cf.switch %s : i32, [
    default: ^join(%c1 : i64),
    0: ^join(%c2 : i64),
    1: ^join(%c3 : i64)
  ]
^join(%j: i64):
  %c0 = arith.constant 0 : i64
  %gt = arith.cmpi sgt, %j, %c0 : i64
  return %gt : i1
}

func.func @loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %m = arith.constant 31 : i32
  cf.br ^head(%c0 : i32)
^head(%i: i32):
  %cond = arith.cmpi ult, %i, %n : i32
  cf.cond_br %cond, ^body, ^exit
^body:
  %a = arith.addi %i, %c1 : i32
  %b = arith.andi %a, %m : i32
  cf.br ^head(%b : i32)
^exit:
  %c32 = arith.constant 32 : i32
  %lt = arith.cmpi ult, %i, %c32 : i32
  %r = arith.extui %lt : i1 to i32
  return %r : i32
}
