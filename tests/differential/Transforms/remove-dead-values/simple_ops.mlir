// RUN: --remove-dead-values
// RUN: --remove-dead-values --mlir-disable-threading
// RUN: --remove-dead-values=canonicalize=false
// Ops without memory effects whose results nothing live uses are erased,
// whole chains of them at once; constants and ops feeding live values stay.
func.func @chain(%x: i32, %y: i32) -> i32 {
  %a = arith.addi %x, %y : i32
  %b = arith.muli %a, %a : i32
  %c = arith.subi %b, %x : i32
  %live = arith.xori %x, %y : i32
  return %live : i32
}

func.func @constants() -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 2.5 : f32
  %v = arith.constant dense<1> : vector<4xi32>
  return %c1 : index
}

func.func @used_by_dead_only(%x: f64) -> f64 {
  %a = arith.negf %x : f64
  %b = arith.addf %a, %a : f64
  %c = math.sqrt %b : f64
  return %x : f64
}

func.func @multiple_results(%x: i32, %y: i32) -> i32 {
  %s, %o = arith.addui_extended %x, %y : i32, i1
  %lo, %hi = arith.mului_extended %x, %y : i32
  return %lo : i32
}

func.func @nothing_dead(%x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  return %a : i32
}
