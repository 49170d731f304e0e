// RUN: --convert-to-llvm
// arith's model expands the rounding divisions before lowering them.
func.func @divs(%a: i64, %b: i64, %c: index, %d: index) -> (i64, i64, i64, index) {
  %0 = arith.ceildivsi %a, %b : i64
  %1 = arith.floordivsi %a, %b : i64
  %2 = arith.ceildivui %a, %b : i64
  %3 = arith.floordivsi %c, %d : index
  return %0, %1, %2, %3 : i64, i64, i64, index
}
