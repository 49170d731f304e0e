// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// `cf.switch` on a known flag takes one case (or the default); on an
// unknown flag every destination is executable.
func.func @known_case(%x: i32) -> i32 {
  %flag = arith.constant 2 : i32
  %c10 = arith.constant 10 : i32
  %c20 = arith.constant 20 : i32
  cf.switch %flag : i32, [
    default: ^d(%x : i32),
    1: ^one(%c10 : i32),
    2: ^two(%c20 : i32)
  ]
^d(%a: i32):
  return %a : i32
^one(%b: i32):
  return %b : i32
^two(%c: i32):
  %r = arith.addi %c, %c : i32
  return %r : i32
}

func.func @known_default(%x: i32) -> i32 {
  %flag = arith.constant 9 : i32
  %c10 = arith.constant 10 : i32
  cf.switch %flag : i32, [
    default: ^d(%c10 : i32),
    1: ^other(%x : i32),
    2: ^other(%x : i32)
  ]
^d(%a: i32):
  %m = arith.muli %a, %a : i32
  return %m : i32
^other(%b: i32):
  return %b : i32
}

func.func @unknown_flag(%flag: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  cf.switch %flag : i32, [
    default: ^join(%c3 : i32),
    5: ^join(%c3 : i32),
    6: ^join(%c4 : i32)
  ]
^join(%j: i32):
  return %j : i32
}

func.func @unknown_flag_same(%flag: i64) -> i64 {
  %c3 = arith.constant 3 : i64
  cf.switch %flag : i64, [
    default: ^join(%c3 : i64),
    0: ^join(%c3 : i64)
  ]
^join(%j: i64):
  %r = arith.addi %j, %c3 : i64
  return %r : i64
}

func.func @computed_flag(%x: i32) -> i32 {
  %a = arith.constant 3 : i32
  %flag = arith.subi %a, %a : i32
  cf.switch %flag : i32, [
    default: ^d,
    0: ^zero
  ]
^d:
  return %x : i32
^zero:
  return %a : i32
}
