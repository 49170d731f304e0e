// RUN: --split-input-file
// Casts that are not between index and an integer.

func.func @index_to_index(%a: index) -> index {
  %0 = index.casts %a : index to index
  return %0 : index
}

// -----

func.func @int_to_int(%a: i32) -> i64 {
  %0 = index.castu %a : i32 to i64
  return %0 : i64
}

// -----

func.func @float_operand(%a: f32) -> index {
  %0 = index.casts %a : f32 to index
  return %0 : index
}

// -----

func.func @float_result(%a: index) -> f32 {
  %0 = "index.castu"(%a) : (index) -> f32
  return %0 : f32
}

// -----

func.func @vector_operand(%a: vector<2xindex>) -> vector<2xi32> {
  %0 = index.casts %a : vector<2xindex> to vector<2xi32>
  return %0 : vector<2xi32>
}

// -----

func.func @missing_to(%a: index) -> i32 {
  %0 = index.casts %a : index i32
  return %0 : i32
}
