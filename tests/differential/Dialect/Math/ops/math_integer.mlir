// RUN:
// RUN: --mlir-print-op-generic
// The integer ops at i1, i8, i64, i128, index, vectors and tensors.
func.func @integer(%b: i1, %c: i8, %l: i64, %i: index, %v: vector<4xi32>, %t: tensor<?xi16>, %h: i128) {
  %absi_b = math.absi %b : i1
  %ctlz_b = math.ctlz %b : i1
  %ctpop_b = math.ctpop %b : i1
  %cttz_b = math.cttz %b : i1
  %ipowi_b = math.ipowi %b, %b : i1
  %absi_c = math.absi %c : i8
  %ctlz_c = math.ctlz %c : i8
  %ctpop_c = math.ctpop %c : i8
  %cttz_c = math.cttz %c : i8
  %ipowi_c = math.ipowi %c, %c : i8
  %absi_l = math.absi %l : i64
  %ctlz_l = math.ctlz %l : i64
  %ctpop_l = math.ctpop %l : i64
  %cttz_l = math.cttz %l : i64
  %ipowi_l = math.ipowi %l, %l : i64
  %absi_i = math.absi %i : index
  %ctlz_i = math.ctlz %i : index
  %ctpop_i = math.ctpop %i : index
  %cttz_i = math.cttz %i : index
  %ipowi_i = math.ipowi %i, %i : index
  %absi_v = math.absi %v : vector<4xi32>
  %ctlz_v = math.ctlz %v : vector<4xi32>
  %ctpop_v = math.ctpop %v : vector<4xi32>
  %cttz_v = math.cttz %v : vector<4xi32>
  %ipowi_v = math.ipowi %v, %v : vector<4xi32>
  %absi_t = math.absi %t : tensor<?xi16>
  %ctlz_t = math.ctlz %t : tensor<?xi16>
  %ctpop_t = math.ctpop %t : tensor<?xi16>
  %cttz_t = math.cttz %t : tensor<?xi16>
  %ipowi_t = math.ipowi %t, %t : tensor<?xi16>
  %absi_h = math.absi %h : i128
  %ctlz_h = math.ctlz %h : i128
  %ctpop_h = math.ctpop %h : i128
  %cttz_h = math.cttz %h : i128
  %ipowi_h = math.ipowi %h, %h : i128
  return
}
