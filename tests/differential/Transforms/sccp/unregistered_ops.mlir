// RUN: --sccp --allow-unregistered-dialect
// RUN: --sccp --allow-unregistered-dialect --mlir-disable-threading
// Ops the pass knows nothing about: their results are unknown, their
// constant operands still get replaced, and a terminator of unknown kind
// makes every successor executable.
func.func @unknown_results() -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.addi %c1, %c1 : i32
  %u = "foreign.compute"(%c2) : (i32) -> i32
  %s = arith.addi %u, %c1 : i32
  return %s : i32
}

func.func @unknown_terminator() -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  "foreign.branch"()[^a, ^b] : () -> ()
^a:
  cf.br ^join(%c1 : i32)
^b:
  cf.br ^join(%c2 : i32)
^join(%j: i32):
  return %j : i32
}

func.func @unknown_terminator_same() -> i32 {
  %c1 = arith.constant 1 : i32
  "foreign.branch"(%c1)[^a, ^b] : (i32) -> ()
^a:
  cf.br ^join(%c1 : i32)
^b:
  %d = arith.muli %c1, %c1 : i32
  cf.br ^join(%d : i32)
^join(%j: i32):
  return %j : i32
}

func.func @unknown_constant_like() -> i32 {
  %k = "foreign.constant"() {value = 3 : i32} : () -> i32
  %c0 = arith.constant 0 : i32
  %s = arith.addi %k, %c0 : i32
  return %s : i32
}

func.func @unknown_side_effects(%m: memref<i32>) {
  %c1 = arith.constant 1 : i32
  %d = arith.addi %c1, %c1 : i32
  "foreign.store"(%d, %m) : (i32, memref<i32>) -> ()
  return
}
