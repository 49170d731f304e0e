// A toy program: the `toy` dialect of examples/toy_opt.rs beside func and arith.
// Run: cargo run --example toy_opt -- examples/toy.mlir
// (add --mlir-print-op-generic to see how the toy ops are stored).
func.func @largest_of(%n: i64, %flag: i1) -> i64 {
  %two = toy.constant 2
  %forty = arith.constant 40 : i64
  %sum = toy.reduce sum %n, %two, %forty : i64
  %doubled = arith.muli %sum, %two overflow<nsw> : i64
  %big = toy.reduce max %sum, %doubled, %n : i64
  %pick = arith.select %flag, %big, %n : i64
  toy.print %pick label "largest" : i64
  toy.print %n : i64
  return %pick : i64
}

// A struct type of the toy dialect, defined with #[type_def].
func.func @second(%pair: !toy.struct<i64, i1>) -> i1 {
  %flag = toy.struct_access %pair[1] : !toy.struct<i64, i1> -> i1
  return %flag : i1
}
