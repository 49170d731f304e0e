// RUN:
// RUN: --mlir-print-op-generic
// arith.select with an i1 condition on scalars and shaped values, and with an
// elementwise vector/tensor condition (`: cond_type, value_type`).
func.func @select(%c: i1, %a: i32, %b: i32, %f: f64, %v: vector<4xf32>,
                  %mv: vector<4xi1>, %t: tensor<2x?xindex>, %mt: tensor<2x?xi1>) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %f, %f : f64
  %2 = arith.select %c, %v, %v : vector<4xf32>
  %3 = arith.select %mv, %v, %v : vector<4xi1>, vector<4xf32>
  %4 = arith.select %mt, %t, %t : tensor<2x?xi1>, tensor<2x?xindex>
  %5 = arith.select %c, %t, %t : tensor<2x?xindex>
  %6 = arith.select %c, %c, %c {tag.sel = 3 : i32} : i1
  %7 = arith.select %c, %mv, %mv : vector<4xi1>
  return
}
