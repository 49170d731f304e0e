// A calculator program: the `calc` dialect of examples/calc_opt.rs beside func and arith.
// Run: cargo run --example calc_opt -- examples/calc.mlir
// (add --mlir-print-op-generic to see how the calc ops are stored).
func.func @largest_of(%n: i64, %flag: i1) -> i64 {
  %two = calc.constant 2
  %forty = arith.constant 40 : i64
  %sum = calc.reduce sum %n, %two, %forty : i64
  %doubled = arith.muli %sum, %two overflow<nsw> : i64
  %big = calc.reduce max %sum, %doubled, %n : i64
  %pick = arith.select %flag, %big, %n : i64
  calc.print %pick label "largest" : i64
  calc.print %n : i64
  return %pick : i64
}
