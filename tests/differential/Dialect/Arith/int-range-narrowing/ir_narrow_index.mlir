// RUN: --arith-int-range-narrowing=int-bitwidths-supported=1,8,16,24,32
// RUN: --arith-int-range-narrowing=int-bitwidths-supported=32 --mlir-disable-threading
// index ops on small values are done in narrower integers.
func.func @add_index(%a: index, %b: index) -> index {
  %c255 = arith.constant 255 : index
  %x = arith.andi %a, %c255 : index
  %y = arith.andi %b, %c255 : index
  %s = arith.addi %x, %y : index
  return %s : index
}

func.func @signed_index(%a: index, %b: index) -> index {
  %c127 = arith.constant 127 : index
  %cm100 = arith.constant -100 : index
  %x = arith.andi %a, %c127 : index
  %y = arith.maxsi %b, %cm100 : index
  %z = arith.minsi %y, %c127 : index
  %s = arith.subi %x, %z : index
  return %s : index
}

func.func @cmp_index(%a: index) -> i1 {
  %c1000 = arith.constant 1000 : index
  %c7 = arith.constant 7 : index
  %x = arith.andi %a, %c1000 : index
  %r = arith.cmpi slt, %x, %c7 : index
  return %r : i1
}

func.func @same_operand(%a: index) -> index {
  %c15 = arith.constant 15 : index
  %x = arith.andi %a, %c15 : index
  %m = arith.muli %x, %x : index
  return %m : index
}
