// RUN: --sccp
// RUN: --sccp --mlir-disable-threading
// A private function whose symbol is also used other than by a call (a
// `func.constant`, an unknown op's attribute) may be called from anywhere:
// its arguments are unknown.
func.func private @taken(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}

func.func @uses_taken() -> (i32, (i32) -> i32) {
  %c2 = arith.constant 2 : i32
  %f = func.constant @taken : (i32) -> i32
  %r = call @taken(%c2) : (i32) -> i32
  return %r, %f : i32, (i32) -> i32
}

func.func private @called_indirectly(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  return %c3 : i32
}

func.func @indirect() -> i32 {
  %c2 = arith.constant 2 : i32
  %f = func.constant @called_indirectly : (i32) -> i32
  %r = call_indirect %f(%c2) : (i32) -> i32
  %s = call @called_indirectly(%c2) : (i32) -> i32
  %t = arith.addi %r, %s : i32
  return %t : i32
}

func.func private @only_direct(%x: i32) -> i32 {
  return %x : i32
}

func.func @direct() -> i32 {
  %c8 = arith.constant 8 : i32
  %r = call @only_direct(%c8) : (i32) -> i32
  return %r : i32
}
