// RUN: --int-range-optimizations
// RUN: --int-range-optimizations --mlir-disable-threading
// Branches: block arguments join the live edges; a branch the ranges
// decide is not pruned, as constant propagation does not agree.
func.func private @effect()

func.func @diamond(%c: i1) -> (i16, i1) {
  %c2 = arith.constant 2 : i16
  %c4 = arith.constant 4 : i16
  %c5 = arith.constant 5 : i16
  cf.cond_br %c, ^a, ^b
^a:
  func.call @effect() : () -> ()
  cf.br ^join(%c2 : i16)
^b:
  cf.br ^join(%c4 : i16)
^join(%x: i16):
  %lt = arith.cmpi ult, %x, %c5 : i16
  return %x, %lt : i16, i1
}

func.func @same_value(%c: i1) -> i16 {
  %c2 = arith.constant 2 : i16
  %c2b = arith.constant 2 : i16
  cf.cond_br %c, ^a(%c2 : i16), ^a(%c2b : i16)
^a(%x: i16):
  return %x : i16
}

func.func @constant_condition() -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %true, ^a(%c1 : i32), ^a(%c2 : i32)
^a(%x: i32):
  return %x : i32
}

func.func @switch(%f: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.switch %f : i32, [
    default: ^a(%c1 : i32),
    5: ^a(%c1 : i32)
  ]
^a(%x: i32):
  return %x : i32
}
