// RUN: --split-input-file
// The cases of tests/mlir/arith/invalid_casts.mlir without their annotations: mlir-opt's
// complete diagnostics (notes, locations, the printed ops) byte for byte.

// Cast ops (verify-time errors): width rules of extsi/extui/extf (must
// widen) and trunci/truncf (must narrow), reported through CastOpInterface as
// "cast incompatible"; element kinds (int vs float vs index); shapes
// (scalar/vector/tensor, ranks, dynamic vs static dims); bitcast widths;
// index_cast/index_castui without an index side; scaling_extf/scaling_truncf.

// extsi must widen: i32 to i8.
"func.func"() <{function_type = (i32) -> (), sym_name = "extsi_narrow"}> ({
^bb0(%a: i32):
  %0 = "arith.extsi"(%a) : (i32) -> i8
  "func.return"() : () -> ()
}) : () -> ()

// -----

// extsi to the same width.
"func.func"() <{function_type = (i32) -> (), sym_name = "extsi_same"}> ({
^bb0(%a: i32):
  %0 = "arith.extsi"(%a) : (i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// extui on vectors that narrow.
"func.func"() <{function_type = (vector<4xi32>) -> (), sym_name = "extui_vector_narrow"}> ({
^bb0(%a: vector<4xi32>):
  %0 = "arith.extui"(%a) : (vector<4xi32>) -> vector<4xi16>
  "func.return"() : () -> ()
}) : () -> ()

// -----

// extui on a float operand.
"func.func"() <{function_type = (f32) -> (), sym_name = "extui_f32"}> ({
^bb0(%a: f32):
  %0 = "arith.extui"(%a) : (f32) -> i64
  "func.return"() : () -> ()
}) : () -> ()

// -----

// extsi on index (signless fixed-width only, no index).
"func.func"() <{function_type = (index) -> (), sym_name = "extsi_index"}> ({
^bb0(%a: index):
  %0 = "arith.extsi"(%a) : (index) -> i64
  "func.return"() : () -> ()
}) : () -> ()

// -----

// extui with different vector lengths.
"func.func"() <{function_type = (vector<4xi8>) -> (), sym_name = "extui_shape"}> ({
^bb0(%a: vector<4xi8>):
  %0 = "arith.extui"(%a) : (vector<4xi8>) -> vector<2xi32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

// extsi from a scalar to a vector.
"func.func"() <{function_type = (i8) -> (), sym_name = "extsi_scalar_vector"}> ({
^bb0(%a: i8):
  %0 = "arith.extsi"(%a) : (i8) -> vector<4xi32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

// extsi from a tensor to a vector of the same shape.
"func.func"() <{function_type = (tensor<4xi8>) -> (), sym_name = "extsi_tensor_vector"}> ({
^bb0(%a: tensor<4xi8>):
  %0 = "arith.extsi"(%a) : (tensor<4xi8>) -> vector<4xi32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

// extsi between tensors whose dimensions differ (static vs dynamic).
"func.func"() <{function_type = (tensor<?xi8>) -> (), sym_name = "extsi_tensor_dims"}> ({
^bb0(%a: tensor<?xi8>):
  %0 = "arith.extsi"(%a) : (tensor<?xi8>) -> tensor<4xi32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

// trunci must narrow: i8 to i32.
"func.func"() <{function_type = (i8) -> (), sym_name = "trunci_widen"}> ({
^bb0(%a: i8):
  %0 = "arith.trunci"(%a) : (i8) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// trunci to the same width.
"func.func"() <{function_type = (i64) -> (), sym_name = "trunci_same"}> ({
^bb0(%a: i64):
  %0 = "arith.trunci"(%a) : (i64) -> i64
  "func.return"() : () -> ()
}) : () -> ()

// -----

// trunci on tensors of different ranks.
"func.func"() <{function_type = (tensor<2x3xi64>) -> (), sym_name = "trunci_rank"}> ({
^bb0(%a: tensor<2x3xi64>):
  %0 = "arith.trunci"(%a) : (tensor<2x3xi64>) -> tensor<6xi32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

// extf must widen: f64 to f32.
"func.func"() <{function_type = (f64) -> (), sym_name = "extf_narrow"}> ({
^bb0(%a: f64):
  %0 = "arith.extf"(%a) : (f64) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// extf between two 16-bit float types.
"func.func"() <{function_type = (f16) -> (), sym_name = "extf_f16_bf16"}> ({
^bb0(%a: f16):
  %0 = "arith.extf"(%a) : (f16) -> bf16
  "func.return"() : () -> ()
}) : () -> ()

// -----

// extf on an integer.
"func.func"() <{function_type = (i16) -> (), sym_name = "extf_int"}> ({
^bb0(%a: i16):
  %0 = "arith.extf"(%a) : (i16) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// truncf must narrow: f16 to f32.
"func.func"() <{function_type = (f16) -> (), sym_name = "truncf_widen"}> ({
^bb0(%a: f16):
  %0 = "arith.truncf"(%a) : (f16) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// truncf producing an integer.
"func.func"() <{function_type = (f32) -> (), sym_name = "truncf_to_int"}> ({
^bb0(%a: f32):
  %0 = "arith.truncf"(%a) : (f32) -> i16
  "func.return"() : () -> ()
}) : () -> ()

// -----

// truncf with vector shapes that differ.
"func.func"() <{function_type = (vector<4xf32>) -> (), sym_name = "truncf_shape"}> ({
^bb0(%a: vector<4xf32>):
  %0 = "arith.truncf"(%a) : (vector<4xf32>) -> vector<8xf16>
  "func.return"() : () -> ()
}) : () -> ()

// -----

// fptosi from an integer.
"func.func"() <{function_type = (i32) -> (), sym_name = "fptosi_int"}> ({
^bb0(%a: i32):
  %0 = "arith.fptosi"(%a) : (i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// fptoui producing a float.
"func.func"() <{function_type = (f32) -> (), sym_name = "fptoui_to_float"}> ({
^bb0(%a: f32):
  %0 = "arith.fptoui"(%a) : (f32) -> f16
  "func.return"() : () -> ()
}) : () -> ()

// -----

// fptosi producing index (signless fixed-width only).
"func.func"() <{function_type = (f64) -> (), sym_name = "fptosi_index"}> ({
^bb0(%a: f64):
  %0 = "arith.fptosi"(%a) : (f64) -> index
  "func.return"() : () -> ()
}) : () -> ()

// -----

// fptoui on tensors of transposed shapes.
"func.func"() <{function_type = (tensor<2x3xf32>) -> (), sym_name = "fptoui_shape"}> ({
^bb0(%a: tensor<2x3xf32>):
  %0 = "arith.fptoui"(%a) : (tensor<2x3xf32>) -> tensor<3x2xi32>
  "func.return"() : () -> ()
}) : () -> ()

// -----

// sitofp from index.
"func.func"() <{function_type = (index) -> (), sym_name = "sitofp_index"}> ({
^bb0(%a: index):
  %0 = "arith.sitofp"(%a) : (index) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// uitofp producing an integer.
"func.func"() <{function_type = (i32) -> (), sym_name = "uitofp_to_int"}> ({
^bb0(%a: i32):
  %0 = "arith.uitofp"(%a) : (i32) -> i64
  "func.return"() : () -> ()
}) : () -> ()

// -----

// sitofp from a float.
"func.func"() <{function_type = (f32) -> (), sym_name = "sitofp_float"}> ({
^bb0(%a: f32):
  %0 = "arith.sitofp"(%a) : (f32) -> f64
  "func.return"() : () -> ()
}) : () -> ()

// -----

// bitcast between types of different widths.
"func.func"() <{function_type = (i32) -> (), sym_name = "bitcast_width"}> ({
^bb0(%a: i32):
  %0 = "arith.bitcast"(%a) : (i32) -> f64
  "func.return"() : () -> ()
}) : () -> ()

// -----

// bitcast of vectors whose element widths differ.
"func.func"() <{function_type = (vector<4xi32>) -> (), sym_name = "bitcast_vector_width"}> ({
^bb0(%a: vector<4xi32>):
  %0 = "arith.bitcast"(%a) : (vector<4xi32>) -> vector<4xf16>
  "func.return"() : () -> ()
}) : () -> ()

// -----

// bitcast that changes the shape (same total bit count).
"func.func"() <{function_type = (vector<2xi32>) -> (), sym_name = "bitcast_shape"}> ({
^bb0(%a: vector<2xi32>):
  %0 = "arith.bitcast"(%a) : (vector<2xi32>) -> vector<4xi16>
  "func.return"() : () -> ()
}) : () -> ()

// -----

// bitcast of index (no fixed bit width).
"func.func"() <{function_type = (index) -> (), sym_name = "bitcast_index"}> ({
^bb0(%a: index):
  %0 = "arith.bitcast"(%a) : (index) -> i64
  "func.return"() : () -> ()
}) : () -> ()

// -----

// bitcast of memrefs whose element widths differ.
"func.func"() <{function_type = (memref<4xi32>) -> (), sym_name = "bitcast_memref"}> ({
^bb0(%a: memref<4xi32>):
  %0 = "arith.bitcast"(%a) : (memref<4xi32>) -> memref<4xi64>
  "func.return"() : () -> ()
}) : () -> ()

// -----

// index_cast without index on either side.
"func.func"() <{function_type = (i32) -> (), sym_name = "index_cast_no_index"}> ({
^bb0(%a: i32):
  %0 = "arith.index_cast"(%a) : (i32) -> i64
  "func.return"() : () -> ()
}) : () -> ()

// -----

// index_cast from index to index.
"func.func"() <{function_type = (index) -> (), sym_name = "index_cast_index_index"}> ({
^bb0(%a: index):
  %0 = "arith.index_cast"(%a) : (index) -> index
  "func.return"() : () -> ()
}) : () -> ()

// -----

// index_cast from a float.
"func.func"() <{function_type = (f32) -> (), sym_name = "index_cast_float"}> ({
^bb0(%a: f32):
  %0 = "arith.index_cast"(%a) : (f32) -> index
  "func.return"() : () -> ()
}) : () -> ()

// -----

// index_castui between memrefs with no index element type.
"func.func"() <{function_type = (memref<4xi32>) -> (), sym_name = "index_castui_memref"}> ({
^bb0(%a: memref<4xi32>):
  %0 = "arith.index_castui"(%a) : (memref<4xi32>) -> memref<4xi64>
  "func.return"() : () -> ()
}) : () -> ()

// -----

// index_cast between memrefs of different shapes.
"func.func"() <{function_type = (memref<4xi32>) -> (), sym_name = "index_cast_memref_shape"}> ({
^bb0(%a: memref<4xi32>):
  %0 = "arith.index_cast"(%a) : (memref<4xi32>) -> memref<8xindex>
  "func.return"() : () -> ()
}) : () -> ()

// -----

// index_castui from a vector to a scalar.
"func.func"() <{function_type = (vector<4xi32>) -> (), sym_name = "index_castui_vector_scalar"}> ({
^bb0(%a: vector<4xi32>):
  %0 = "arith.index_castui"(%a) : (vector<4xi32>) -> index
  "func.return"() : () -> ()
}) : () -> ()

// -----

// scaling_extf must widen.
"func.func"() <{function_type = (f32, f8E8M0FNU) -> (), sym_name = "scaling_extf_narrow"}> ({
^bb0(%a: f32, %b: f8E8M0FNU):
  %0 = "arith.scaling_extf"(%a, %b) : (f32, f8E8M0FNU) -> f16
  "func.return"() : () -> ()
}) : () -> ()

// -----

// scaling_truncf must narrow.
"func.func"() <{function_type = (f16, f8E8M0FNU) -> (), sym_name = "scaling_truncf_widen"}> ({
^bb0(%a: f16, %b: f8E8M0FNU):
  %0 = "arith.scaling_truncf"(%a, %b) : (f16, f8E8M0FNU) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// scaling_extf with an integer scale.
"func.func"() <{function_type = (f8E5M2, i8) -> (), sym_name = "scaling_extf_int_scale"}> ({
^bb0(%a: f8E5M2, %b: i8):
  %0 = "arith.scaling_extf"(%a, %b) : (f8E5M2, i8) -> f32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// scaling_truncf with input and result shapes that differ.
"func.func"() <{function_type = (vector<4xf32>, vector<4xf8E8M0FNU>) -> (), sym_name = "scaling_truncf_shape"}> ({
^bb0(%a: vector<4xf32>, %b: vector<4xf8E8M0FNU>):
  %0 = "arith.scaling_truncf"(%a, %b) : (vector<4xf32>, vector<4xf8E8M0FNU>) -> vector<2xf8E5M2>
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A cast with two operands.
"func.func"() <{function_type = (i8, i8) -> (), sym_name = "extsi_two_operands"}> ({
^bb0(%a: i8, %b: i8):
  %0 = "arith.extsi"(%a, %b) : (i8, i8) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Element kind and width both wrong (float operand, narrower result): the
// operand constraint is reported first.
"func.func"() <{function_type = (f64) -> (), sym_name = "extsi_f64_i8"}> ({
^bb0(%a: f64):
  %0 = "arith.extsi"(%a) : (f64) -> i8
  "func.return"() : () -> ()
}) : () -> ()
