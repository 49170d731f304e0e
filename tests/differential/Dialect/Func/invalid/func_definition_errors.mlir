// RUN: --split-input-file
// func.func syntax and verification errors.

func.func @empty_body() {}

// -----

func.func @empty_body_with_result() -> i32 {
}

// -----

func.func @empty_body_with_args(%a: i32, %b: f32) {
}

// -----

func.func @public_declaration(i32)

// -----

func.func @inferred_attr() attributes {sym_visibility = "private"} {
  return
}

// -----

func.func @mixed_args(%a: i32, f32) {
  return
}

// -----

func.func @return_count() -> i32 {
  return
}

// -----

func.func @return_type(%a: i64) -> i32 {
  return %a : i64
}

// -----

func.func @no_terminator(%a: i32) {
  %0 = arith.addi %a, %a : i32
}

// -----

func.func @bad_visibility() -> () {
  return
}
func.func external @ext()
