// A module that parses but does not verify: the function promises an i64
// and returns an i32.
// Run: cargo run --example parse_and_walk -- examples/invalid.mlir
func.func @widen(%x: i32) -> i64 {
  %doubled = arith.addi %x, %x : i32
  return %doubled : i32
}
