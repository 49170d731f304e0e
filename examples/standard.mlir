// The standard dialects in their custom form: func, arith, cf and ub.
// Run: cargo run -p mlir-rs-opt -- examples/standard.mlir
// (add --mlir-print-op-generic to see the generic form).
func.func @clamp_sum(%a: i32, %b: i32, %limit: i32) -> i32 {
  %sum = arith.addi %a, %b overflow<nsw> : i32
  %too_big = arith.cmpi sgt, %sum, %limit : i32
  cf.cond_br %too_big, ^clamp, ^done(%sum : i32)
^clamp:
  cf.br ^done(%limit : i32)
^done(%result: i32):
  return %result : i32
}

func.func @average(%x: f64, %y: f64) -> f64 {
  %two = arith.constant 2.0 : f64
  %sum = arith.addf %x, %y fastmath<contract> : f64
  %avg = arith.divf %sum, %two : f64
  return %avg : f64
}

func.func @use(%v: index) -> (i64, i1) {
  %c = arith.index_cast %v : index to i64
  %poison = ub.poison : i1
  return %c, %poison : i64, i1
}
