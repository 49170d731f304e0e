// RUN: --split-input-file

func.func @unknown_predicate(%a: i32) {
  %0 = llvm.icmp "foo" %a, %a : i32
  return
}

// -----

func.func @float_predicate_on_icmp(%a: i32) {
  %0 = llvm.icmp "oeq" %a, %a : i32
  return
}

// -----

func.func @int_predicate_on_fcmp(%x: f32) {
  %0 = llvm.fcmp "eq" %x, %x : f32
  return
}

// -----

func.func @bare_predicate(%a: i32) {
  %0 = llvm.icmp eq %a, %a : i32
  return
}

// -----

func.func @integer_predicate(%a: i32) {
  %0 = llvm.icmp 3 %a, %a : i32
  return
}

// -----

func.func @false_without_underscore(%x: f32) {
  %0 = llvm.fcmp "false" %x, %x : f32
  return
}

// -----

func.func @missing_type(%a: i32) {
  %0 = llvm.icmp "eq" %a, %a
  return
}

// -----

func.func @type_mismatch_before_predicate(%a: i32) {
  %0 = llvm.icmp "nope" %a, %a : i64
  return
}

// -----

func.func @predicate_out_of_range(%a: i32) {
  %0 = "llvm.icmp"(%a, %a) <{predicate = 12 : i64}> : (i32, i32) -> i1
  return
}

// -----

func.func @missing_predicate(%a: i32) {
  %0 = "llvm.icmp"(%a, %a) : (i32, i32) -> i1
  return
}

// -----

func.func @missing_comma(%x: f32) {
  %0 = llvm.fcmp "oeq" %x %x : f32
  return
}

// -----

func.func @predicate_twice(%a: i32) {
  %0 = llvm.icmp "eq" %a, %a {predicate = 3 : i64} : i32
  return
}

// -----

func.func @rank_two_operands(%m: vector<2x2xi32>) {
  %0 = llvm.icmp "eq" %m, %m : vector<2x2xi32>
  return
}

// -----

func.func @predicate_before_type_check(%m: vector<2x2xi32>) {
  %0 = llvm.icmp "foo" %m, %m : vector<2x2xi32>
  return
}

// -----

func.func @tensor_operands(%t: tensor<2xf32>) {
  %0 = llvm.fcmp "oeq" %t, %t : tensor<2xf32>
  return
}

// -----

func.func @index_vector(%v: vector<2xindex>) {
  %0 = llvm.fcmp "oeq" %v, %v : vector<2xindex>
  return
}
