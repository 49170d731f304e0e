// RUN: --split-input-file

func.func @add_float(%x: f32) {
  %0 = llvm.add %x, %x : f32
  return
}

// -----

func.func @add_index(%x: index) {
  %0 = "llvm.add"(%x, %x) <{overflowFlags = 0 : i32}> : (index, index) -> index
  return
}

// -----

func.func @fadd_int(%a: i32) {
  %0 = llvm.fadd %a, %a : i32
  return
}

// -----

func.func @fneg_f8(%x: f8E4M3FN) {
  %0 = llvm.fneg %x : f8E4M3FN
  return
}

// -----

func.func @tf32_vector(%x: vector<2xtf32>) {
  %0 = llvm.fmul %x, %x : vector<2xtf32>
  return
}

// -----

func.func @rank_two_vector(%v: vector<2x2xi32>) {
  %0 = llvm.xor %v, %v : vector<2x2xi32>
  return
}

// -----

func.func @mixed_types(%a: i32, %b: i64) {
  %0 = "llvm.sub"(%a, %b) <{overflowFlags = 0 : i32}> : (i32, i64) -> i32
  return
}

// -----

func.func @icmp_float(%x: f32) {
  %0 = llvm.icmp "eq" %x, %x : f32
  return
}

// -----

func.func @fcmp_int(%a: i32) {
  %0 = llvm.fcmp "oeq" %a, %a : i32
  return
}

// -----

func.func @icmp_result_shape(%v: vector<2xi32>) {
  %0 = "llvm.icmp"(%v, %v) <{predicate = 0 : i64}> : (vector<2xi32>, vector<2xi32>) -> i1
  return
}

// -----

func.func @icmp_result_i32(%a: i32) {
  %0 = "llvm.icmp"(%a, %a) <{predicate = 1 : i64}> : (i32, i32) -> i32
  return
}

// -----

func.func @icmp_mixed_operands(%v: vector<2xi32>, %a: i32) {
  %0 = "llvm.icmp"(%v, %a) <{predicate = 0 : i64}> : (vector<2xi32>, i32) -> vector<2xi1>
  return
}

// -----

func.func @select_condition(%a: i32) {
  %0 = "llvm.select"(%a, %a, %a) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @select_mismatch(%c: i1, %a: i32, %x: f32) {
  %0 = "llvm.select"(%c, %a, %x) : (i1, i32, f32) -> i32
  return
}

// -----

func.func @freeze_mismatch(%a: i32) {
  %0 = "llvm.freeze"(%a) : (i32) -> i64
  return
}

// -----

func.func @freeze_index(%a: index) {
  %0 = llvm.freeze %a : index
  return
}

// -----

func.func @intr_int_on_float(%x: f32) {
  %0 = llvm.intr.smax(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @intr_result_mismatch(%x: f32) {
  %0 = llvm.intr.sqrt(%x) : (f32) -> f64
  return
}

// -----

func.func @powi_float_power(%x: f32) {
  %0 = llvm.intr.powi(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @llround_vector(%v: vector<2xf32>) {
  %0 = llvm.intr.llround(%v) : (vector<2xf32>) -> vector<2xi64>
  return
}
