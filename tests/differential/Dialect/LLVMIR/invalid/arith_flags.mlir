// RUN: --split-input-file

func.func @unknown_overflow(%a: i32) {
  %0 = llvm.add %a, %a overflow<bad> : i32
  return
}

// -----

func.func @second_overflow_unknown(%a: i32) {
  %0 = llvm.mul %a, %a overflow<nsw, exact> : i32
  return
}

// -----

func.func @empty_overflow(%a: i32) {
  %0 = llvm.add %a, %a overflow<> : i32
  return
}

// -----

func.func @string_overflow(%a: i32) {
  %0 = llvm.shl %a, %a overflow<"nsw"> : i32
  return
}

// -----

func.func @overflow_bar(%a: i32) {
  %0 = llvm.sub %a, %a overflow<nsw|nuw> : i32
  return
}

// -----

func.func @overflow_no_angle(%a: i32) {
  %0 = llvm.add %a, %a overflow : i32
  return
}

// -----

func.func @overflow_trailing_comma(%a: i32) {
  %0 = llvm.trunc %a overflow<nuw, > : i32 to i8
  return
}

// -----

func.func @overflow_out_of_range(%a: i32) {
  %0 = "llvm.add"(%a, %a) <{overflowFlags = 7 : i32}> : (i32, i32) -> i32
  return
}

// -----

func.func @overflow_string_property(%a: i32) {
  %0 = "llvm.add"(%a, %a) <{overflowFlags = "nsw"}> : (i32, i32) -> i32
  return
}

// -----

func.func @overflow_wrong_attr(%a: i32) {
  %0 = "llvm.mul"(%a, %a) <{overflowFlags = #llvm.fastmath<fast>}> : (i32, i32) -> i32
  return
}

// -----

func.func @exact_on_add(%a: i32) {
  %0 = llvm.add exact %a, %a : i32
  return
}

// -----

func.func @disjoint_on_and(%a: i32) {
  %0 = llvm.and disjoint %a, %a : i32
  return
}

// -----

func.func @overflow_on_udiv(%a: i32) {
  %0 = llvm.udiv %a, %a overflow<nsw> : i32
  return
}

// -----

func.func @nneg_on_sext(%a: i32) {
  %0 = llvm.sext nneg %a : i32 to i64
  return
}

// -----

func.func @bad_fastmath(%x: f32) {
  %0 = llvm.fadd %x, %x {fastmathFlags = #llvm.fastmath<bad>} : f32
  return
}

// -----

func.func @bad_second_fastmath(%x: f32) {
  %0 = llvm.fmul %x, %x {fastmathFlags = #llvm.fastmath<nnan, fastest>} : f32
  return
}

// -----

func.func @empty_fastmath(%x: f32) {
  %0 = llvm.fsub %x, %x {fastmathFlags = #llvm.fastmath<>} : f32
  return
}

// -----

func.func @fastmath_bar(%x: f32) {
  %0 = llvm.fdiv %x, %x {fastmathFlags = #llvm.fastmath<nnan|ninf>} : f32
  return
}

// -----

func.func @fastmath_wrong_kind(%x: f32) {
  %0 = llvm.fadd %x, %x {fastmathFlags = #llvm.overflow<nsw>} : f32
  return
}

// -----

func.func @fastmath_integer(%x: f32) {
  %0 = llvm.fneg %x {fastmathFlags = 1 : i32} : f32
  return
}

// -----

func.func @fastmath_arith(%x: f32) {
  %0 = llvm.intr.sqrt(%x) {fastmathFlags = #arith.fastmath<fast>} : (f32) -> f32
  return
}

// -----

func.func @abs_flag_width(%a: i32) {
  %0 = "llvm.intr.abs"(%a) <{is_int_min_poison = 1 : i32}> : (i32) -> i32
  return
}

// -----

func.func @abs_flag_string(%a: i32) {
  %0 = "llvm.intr.abs"(%a) <{is_int_min_poison = "x"}> : (i32) -> i32
  return
}

// -----

func.func @ctlz_missing_flag(%a: i32) {
  %0 = "llvm.intr.ctlz"(%a) : (i32) -> i32
  return
}

// -----

func.func @abs_custom_form(%a: i32) {
  %0 = llvm.intr.abs(%a) : (i32) -> i32
  return
}
