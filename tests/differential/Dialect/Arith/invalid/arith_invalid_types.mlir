// RUN: --split-input-file
// The cases of tests/mlir/arith/invalid_types.mlir without their annotations: mlir-opt's
// complete diagnostics (notes, locations, the printed ops) byte for byte.

// Operand and result type constraints of arith ops (verify-time errors):
// integer ops on floats, complex, memrefs, signed/unsigned integers; float
// ops on integers/index; SameOperandsAndResultType and SameTypeOperands
// violations; cmpi/cmpf result types and shapes; select condition and value
// types; the two-result extended ops; operand/result counts; and which error
// wins when several constraints are violated.

// addi requires signless-integer-like operands: f32 is rejected.
"func.func"() <{function_type = (f32, f32) -> (), sym_name = "addi_f32"}> ({
^bb0(%a: f32, %b: f32):
  %0 = "arith.addi"(%a, %b) : (f32, f32) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// addf requires float-like operands: i32 is rejected.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "addf_i32"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.addf"(%a, %b) : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Signed integers are not signless: divsi on si32.
"func.func"() <{function_type = (si32, si32) -> (), sym_name = "divsi_si32"}> ({
^bb0(%a: si32, %b: si32):
  %0 = "arith.divsi"(%a, %b) : (si32, si32) -> si32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Unsigned integers are not signless either: remui on a vector of ui8.
"func.func"() <{function_type = (vector<4xui8>, vector<4xui8>) -> (), sym_name = "remui_ui8"}> ({
^bb0(%a: vector<4xui8>, %b: vector<4xui8>):
  %0 = "arith.remui"(%a, %b) : (vector<4xui8>, vector<4xui8>) -> vector<4xui8>
  "func.return"() : () -> ()
}) : () -> ()

// -----

// muli on a tensor of floats.
"func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>) -> (), sym_name = "muli_tensor_f32"}> ({
^bb0(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>):
  %0 = "arith.muli"(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Only the result is wrong: the operand constraint passes, the result constraint fails.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "ori_result_f32"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.ori"(%a, %b) : (i32, i32) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// addi operands of different integer types (SameOperandsAndResultType).
"func.func"() <{function_type = (i32, i64) -> (), sym_name = "addi_mixed"}> ({
^bb0(%a: i32, %b: i64):
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// addi result type differs from the operand types.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "addi_result"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.addi"(%a, %b) : (i32, i32) -> i64
  "func.return"() : () -> ()
}) : () -> ()

// -----

// xori on a scalar and a vector.
"func.func"() <{function_type = (i32, vector<4xi32>) -> (), sym_name = "xori_shapes"}> ({
^bb0(%a: i32, %b: vector<4xi32>):
  %0 = "arith.xori"(%a, %b) : (i32, vector<4xi32>) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// subf on f32 and f64.
"func.func"() <{function_type = (f32, f64) -> (), sym_name = "subf_mixed"}> ({
^bb0(%a: f32, %b: f64):
  %0 = "arith.subf"(%a, %b) : (f32, f64) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// shli on index and i64.
"func.func"() <{function_type = (index, i64) -> (), sym_name = "shli_index_i64"}> ({
^bb0(%a: index, %b: i64):
  %0 = "arith.shli"(%a, %b) : (index, i64) -> index
  "func.return"() : () -> ()
}) : () -> ()

// -----

// maxsi on f16.
"func.func"() <{function_type = (f16, f16) -> (), sym_name = "maxsi_f16"}> ({
^bb0(%a: f16, %b: f16):
  %0 = "arith.maxsi"(%a, %b) : (f16, f16) -> f16
  "func.return"() : () -> ()
}) : () -> ()

// -----

// minimumf on i32.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "minimumf_i32"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.minimumf"(%a, %b) : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// maxnumf on vectors of index.
"func.func"() <{function_type = (vector<4xindex>, vector<4xindex>) -> (), sym_name = "maxnumf_index"}> ({
^bb0(%a: vector<4xindex>, %b: vector<4xindex>):
  %0 = "arith.maxnumf"(%a, %b) : (vector<4xindex>, vector<4xindex>) -> vector<4xindex>
  "func.return"() : () -> ()
}) : () -> ()

// -----

// negf on an integer.
"func.func"() <{function_type = (i32) -> (), sym_name = "negf_i32"}> ({
^bb0(%a: i32):
  %0 = "arith.negf"(%a) : (i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// negf with a result type different from its operand.
"func.func"() <{function_type = (f32) -> (), sym_name = "negf_result"}> ({
^bb0(%a: f32):
  %0 = "arith.negf"(%a) : (f32) -> f64
  "func.return"() : () -> ()
}) : () -> ()

// -----

// ceildivsi on complex numbers.
"func.func"() <{function_type = (complex<f32>, complex<f32>) -> (), sym_name = "ceildivsi_complex"}> ({
^bb0(%a: complex<f32>, %b: complex<f32>):
  %0 = "arith.ceildivsi"(%a, %b) : (complex<f32>, complex<f32>) -> complex<f32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

// floordivsi on a memref: memrefs are not integer-like.
"func.func"() <{function_type = (memref<4xi32>, memref<4xi32>) -> (), sym_name = "floordivsi_memref"}> ({
^bb0(%a: memref<4xi32>, %b: memref<4xi32>):
  %0 = "arith.floordivsi"(%a, %b) : (memref<4xi32>, memref<4xi32>) -> memref<4xi32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

// addi with one operand: the operand count is checked first.
"func.func"() <{function_type = (i32) -> (), sym_name = "addi_one_operand"}> ({
^bb0(%a: i32):
  %0 = "arith.addi"(%a) : (i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// addf without a result.
"func.func"() <{function_type = (f32, f32) -> (), sym_name = "addf_no_result"}> ({
^bb0(%a: f32, %b: f32):
  "arith.addf"(%a, %b) : (f32, f32) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// cmpi on floats.
"func.func"() <{function_type = (f32, f32) -> (), sym_name = "cmpi_f32"}> ({
^bb0(%a: f32, %b: f32):
  %0 = "arith.cmpi"(%a, %b) <{predicate = 0 : i64}> : (f32, f32) -> i1
  "func.return"() : () -> ()
}) : () -> ()

// -----

// cmpi result must be i1 (or shaped i1).
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "cmpi_result_i32"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.cmpi"(%a, %b) <{predicate = 0 : i64}> : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// cmpi on vectors with a scalar i1 result.
"func.func"() <{function_type = (vector<4xi32>, vector<4xi32>) -> (), sym_name = "cmpi_vector_scalar_result"}> ({
^bb0(%a: vector<4xi32>, %b: vector<4xi32>):
  %0 = "arith.cmpi"(%a, %b) <{predicate = 2 : i64}> : (vector<4xi32>, vector<4xi32>) -> i1
  "func.return"() : () -> ()
}) : () -> ()

// -----

// cmpi result shape differs from the operand shape.
"func.func"() <{function_type = (vector<4xi32>, vector<4xi32>) -> (), sym_name = "cmpi_shape"}> ({
^bb0(%a: vector<4xi32>, %b: vector<4xi32>):
  %0 = "arith.cmpi"(%a, %b) <{predicate = 2 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<3xi1>
  "func.return"() : () -> ()
}) : () -> ()

// -----

// cmpi operands of different types (SameTypeOperands).
"func.func"() <{function_type = (i32, i64) -> (), sym_name = "cmpi_mixed"}> ({
^bb0(%a: i32, %b: i64):
  %0 = "arith.cmpi"(%a, %b) <{predicate = 0 : i64}> : (i32, i64) -> i1
  "func.return"() : () -> ()
}) : () -> ()

// -----

// cmpf on integers.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "cmpf_i32"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.cmpf"(%a, %b) <{predicate = 1 : i64}> : (i32, i32) -> i1
  "func.return"() : () -> ()
}) : () -> ()

// -----

// cmpf result must be i1.
"func.func"() <{function_type = (f32, f32) -> (), sym_name = "cmpf_result_f32"}> ({
^bb0(%a: f32, %b: f32):
  %0 = "arith.cmpf"(%a, %b) <{predicate = 1 : i64}> : (f32, f32) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// cmpf on tensors with a result of another tensor shape.
"func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>) -> (), sym_name = "cmpf_tensor_shape"}> ({
^bb0(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>):
  %0 = "arith.cmpf"(%a, %b) <{predicate = 1 : i64}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<3x2xi1>
  "func.return"() : () -> ()
}) : () -> ()

// -----

// select with different true/false value types.
"func.func"() <{function_type = (i1, i32, i64) -> (), sym_name = "select_mixed"}> ({
^bb0(%a: i1, %b: i32, %c: i64):
  %0 = "arith.select"(%a, %b, %c) : (i1, i32, i64) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// select whose result type differs from the values.
"func.func"() <{function_type = (i1, f32, f32) -> (), sym_name = "select_result"}> ({
^bb0(%a: i1, %b: f32, %c: f32):
  %0 = "arith.select"(%a, %b, %c) : (i1, f32, f32) -> f64
  "func.return"() : () -> ()
}) : () -> ()

// -----

// select with an i32 condition.
"func.func"() <{function_type = (i32, f32, f32) -> (), sym_name = "select_cond_i32"}> ({
^bb0(%a: i32, %b: f32, %c: f32):
  %0 = "arith.select"(%a, %b, %c) : (i32, f32, f32) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// select with a vector condition of the wrong length.
"func.func"() <{function_type = (vector<3xi1>, vector<4xf32>, vector<4xf32>) -> (), sym_name = "select_cond_shape"}> ({
^bb0(%a: vector<3xi1>, %b: vector<4xf32>, %c: vector<4xf32>):
  %0 = "arith.select"(%a, %b, %c) : (vector<3xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

// select with a tensor condition on vector values.
"func.func"() <{function_type = (tensor<4xi1>, vector<4xf32>, vector<4xf32>) -> (), sym_name = "select_cond_tensor"}> ({
^bb0(%a: tensor<4xi1>, %b: vector<4xf32>, %c: vector<4xf32>):
  %0 = "arith.select"(%a, %b, %c) : (tensor<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

// addui_extended: the overflow result must be bool-like.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "addui_extended_overflow_i32"}> ({
^bb0(%a: i32, %b: i32):
  %0:2 = "arith.addui_extended"(%a, %b) : (i32, i32) -> (i32, i32)
  "func.return"() : () -> ()
}) : () -> ()

// -----

// addui_extended: sum type differs from the operands.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "addui_extended_sum"}> ({
^bb0(%a: i32, %b: i32):
  %0:2 = "arith.addui_extended"(%a, %b) : (i32, i32) -> (i64, i1)
  "func.return"() : () -> ()
}) : () -> ()

// -----

// mulsi_extended: high half of another type.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "mulsi_extended_high"}> ({
^bb0(%a: i32, %b: i32):
  %0:2 = "arith.mulsi_extended"(%a, %b) : (i32, i32) -> (i32, i16)
  "func.return"() : () -> ()
}) : () -> ()

// -----

// mului_extended with a single result.
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "mului_extended_one_result"}> ({
^bb0(%a: i32, %b: i32):
  %0 = "arith.mului_extended"(%a, %b) : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// mului_extended on floats.
"func.func"() <{function_type = (f32, f32) -> (), sym_name = "mului_extended_f32"}> ({
^bb0(%a: f32, %b: f32):
  %0:2 = "arith.mului_extended"(%a, %b) : (f32, f32) -> (f32, f32)
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Several violations at once: operands of different types AND not integers.
// The per-operand type constraint is reported before the type-equality trait.
"func.func"() <{function_type = (f32, f64) -> (), sym_name = "addi_f32_f64"}> ({
^bb0(%a: f32, %b: f64):
  %0 = "arith.addi"(%a, %b) : (f32, f64) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Wrong operand count and wrong types at once: the count wins.
"func.func"() <{function_type = (f32, f32, f32) -> (), sym_name = "subi_three_f32"}> ({
^bb0(%a: f32, %b: f32, %c: f32):
  %0 = "arith.subi"(%a, %b, %c) : (f32, f32, f32) -> f32
  "func.return"() : () -> ()
}) : () -> ()
