// RUN: --split-input-file
// Operands and results that are not index.

func.func @add_i32_result(%a: index) -> i32 {
  %0 = "index.add"(%a, %a) : (index, index) -> i32
  return %0 : i32
}

// -----

func.func @sub_i64_operand(%a: i64, %b: index) -> index {
  %0 = "index.sub"(%a, %b) : (i64, index) -> index
  return %0 : index
}

// -----

func.func @sizeof_i32() -> i32 {
  %0 = "index.sizeof"() : () -> i32
  return %0 : i32
}

// -----

func.func @wrong_operand_count(%a: index) -> index {
  %0 = "index.mul"(%a) : (index) -> index
  return %0 : index
}

// -----

func.func @custom_form_type_mismatch(%a: i32) -> index {
  %0 = index.maxs %a, %a
  return %0 : index
}

// -----

func.func @extra_type(%a: index) -> index {
  %0 = index.xor %a, %a : index
  return %0 : index
}
