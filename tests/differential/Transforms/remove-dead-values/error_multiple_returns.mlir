// RUN: --remove-dead-values
// RUN: --remove-dead-values=canonicalize=false
// A private function with two returns passing its arguments in different
// orders, one of them live only through the first block's return: that
// return is left with a null operand and the verifier rejects the result.
func.func private @two_exits(%a: i32, %b: i32) -> (i32, i32) {
  %c = arith.cmpi eq, %a, %a : i32
  cf.cond_br %c, ^x, ^y
^x:
  return %a, %b : i32, i32
^y:
  return %b, %a : i32, i32
}

func.func @caller(%x: i32, %y: i32) -> i32 {
  %r:2 = call @two_exits(%x, %y) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}
