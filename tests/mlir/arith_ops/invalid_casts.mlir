// RUN: mlir-rs-opt --allow-unregistered-dialect --verify-diagnostics --split-input-file %s

// Invalid casts of arith (extsi, extui, fptosi, fptoui, sitofp, uitofp,
// index_cast, index_castui, bitcast) in generic form, and mlir-opt's order:
// the generated invariants (operand and result constraints, then the
// predicate "input and output have the same tensor dimensions"), then
// SameOperandsAndResultShape, the cast-compatibility check of
// CastOpInterface, and Elementwise. Every message was checked with
// `mlir-opt-22 --allow-unregistered-dialect --verify-diagnostics --split-input-file`.

// extsi narrows: the cast check rejects it before the op's own verifier.
"x.f"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.extsi' op operand type 'i32' and result type 'i8' are cast incompatible}}
  %0 = "arith.extsi"(%a) : (i32) -> i8
}) : () -> ()

// -----

// extui to the same width.
"x.f"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.extui' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = "arith.extui"(%a) : (i32) -> i32
}) : () -> ()

// -----

// index is not fixed-width.
"x.f"() ({
^bb0(%a: index):
  // expected-error @+1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = "arith.extsi"(%a) : (index) -> i64
}) : () -> ()

// -----

// A vector to a tensor: the tensor dimensions differ (the vector has none).
"x.f"() ({
^bb0(%a: vector<4xi32>):
  // expected-error @+1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = "arith.extsi"(%a) : (vector<4xi32>) -> tensor<4xi64>
}) : () -> ()

// -----

// The predicate runs before the cast check, which would also fail.
"x.f"() ({
^bb0(%a: vector<4xi32>):
  // expected-error @+1 {{'arith.extui' op failed to verify that input and output have the same tensor dimensions}}
  %0 = "arith.extui"(%a) : (vector<4xi32>) -> tensor<4xi16>
}) : () -> ()

// -----

// A static and a dynamic dimension are different tensor dimensions.
"x.f"() ({
^bb0(%a: tensor<4xi32>):
  // expected-error @+1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = "arith.extsi"(%a) : (tensor<4xi32>) -> tensor<?xi64>
}) : () -> ()

// -----

// Vectors of different shapes pass the tensor predicate.
"x.f"() ({
^bb0(%a: vector<4xi32>):
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = "arith.extsi"(%a) : (vector<4xi32>) -> vector<5xi64>
}) : () -> ()

// -----

// A scalar and a 0-d tensor have the same (empty) tensor dimensions, but not
// the same shape.
"x.f"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = "arith.extsi"(%a) : (i32) -> tensor<i64>
}) : () -> ()

// -----

// The cast check comes before Elementwise.
"x.f"() ({
^bb0(%a: tensor<i32>):
  // expected-error @+1 {{'arith.extsi' op operand type 'tensor<i32>' and result type 'vector<i16>' are cast incompatible}}
  %0 = "arith.extsi"(%a) : (tensor<i32>) -> vector<i16>
}) : () -> ()

// -----

// A 0-d tensor and a 0-d vector pass the shape checks, not Elementwise.
"x.f"() ({
^bb0(%a: tensor<i32>):
  // expected-error @+1 {{'arith.extsi' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.extsi"(%a) : (tensor<i32>) -> vector<i64>
}) : () -> ()

// -----

// Encodings must match for a cast.
"x.f"() ({
^bb0(%a: tensor<4xi32>):
  // expected-error @+1 {{'arith.extui' op operand type 'tensor<4xi32>' and result type 'tensor<4xi64, "e">' are cast incompatible}}
  %0 = "arith.extui"(%a) : (tensor<4xi32>) -> tensor<4xi64, "e">
}) : () -> ()

// -----

// fptosi from an integer.
"x.f"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.fptosi' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.fptosi"(%a) : (i32) -> i64
}) : () -> ()

// -----

// fptoui to index.
"x.f"() ({
^bb0(%a: f32):
  // expected-error @+1 {{'arith.fptoui' op result #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = "arith.fptoui"(%a) : (f32) -> index
}) : () -> ()

// -----

// sitofp to an integer.
"x.f"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.sitofp"(%a) : (i32) -> i32
}) : () -> ()

// -----

// A scalar to a tensor.
"x.f"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.sitofp' op failed to verify that input and output have the same tensor dimensions}}
  %0 = "arith.sitofp"(%a) : (i32) -> tensor<4xf32>
}) : () -> ()

// -----

// A fixed vector to a scalable one.
"x.f"() ({
^bb0(%a: vector<4xi32>):
  // expected-error @+1 {{'arith.uitofp' op requires the same shape for all operands and results}}
  %0 = "arith.uitofp"(%a) : (vector<4xi32>) -> vector<[4]xf32>
}) : () -> ()

// -----

// index_cast needs index on exactly one side.
"x.f"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = "arith.index_cast"(%a) : (i32) -> i64
}) : () -> ()

// -----

// index_castui from index to index.
"x.f"() ({
^bb0(%a: index):
  // expected-error @+1 {{'arith.index_castui' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = "arith.index_castui"(%a) : (index) -> index
}) : () -> ()

// -----

// index_cast takes ranked memrefs only.
"x.f"() ({
^bb0(%a: memref<*xi32>):
  // expected-error @+1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'memref<*xi32>'}}
  %0 = "arith.index_cast"(%a) : (memref<*xi32>) -> memref<*xindex>
}) : () -> ()

// -----

// index_cast from a float.
"x.f"() ({
^bb0(%a: f32):
  // expected-error @+1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = "arith.index_cast"(%a) : (f32) -> index
}) : () -> ()

// -----

// A memref to a vector passes the shape checks and the cast check (the
// element types are compatible), not Elementwise.
"x.f"() ({
^bb0(%a: memref<4xi32>):
  // expected-error @+1 {{'arith.index_cast' op if a result is non-scalar, then at least one operand must be non-scalar}}
  %0 = "arith.index_cast"(%a) : (memref<4xi32>) -> vector<4xindex>
}) : () -> ()

// -----

// A memref to a tensor.
"x.f"() ({
^bb0(%a: memref<4xi32>):
  // expected-error @+1 {{'arith.index_castui' op failed to verify that input and output have the same tensor dimensions}}
  %0 = "arith.index_castui"(%a) : (memref<4xi32>) -> tensor<4xindex>
}) : () -> ()

// -----

// bitcast changes the width.
"x.f"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = "arith.bitcast"(%a) : (i32) -> f64
}) : () -> ()

// -----

// bitcast does not take index.
"x.f"() ({
^bb0(%a: index):
  // expected-error @+1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'}}
  %0 = "arith.bitcast"(%a) : (index) -> i64
}) : () -> ()

// -----

// Nor memrefs of index.
"x.f"() ({
^bb0(%a: memref<4xindex>):
  // expected-error @+1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'memref<4xindex>'}}
  %0 = "arith.bitcast"(%a) : (memref<4xindex>) -> memref<4xi64>
}) : () -> ()

// -----

// Nor signed integers as results.
"x.f"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.bitcast' op result #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'si32'}}
  %0 = "arith.bitcast"(%a) : (i32) -> si32
}) : () -> ()

// -----

// Memrefs of different shapes.
"x.f"() ({
^bb0(%a: memref<4xi32>):
  // expected-error @+1 {{'arith.bitcast' op requires the same shape for all operands and results}}
  %0 = "arith.bitcast"(%a) : (memref<4xi32>) -> memref<8xf32>
}) : () -> ()

// -----

// Memref element widths must match.
"x.f"() ({
^bb0(%a: memref<4xi32>):
  // expected-error @+1 {{'arith.bitcast' op operand type 'memref<4xi32>' and result type 'memref<4xf64>' are cast incompatible}}
  %0 = "arith.bitcast"(%a) : (memref<4xi32>) -> memref<4xf64>
}) : () -> ()

// -----

// Two results (the count comes first).
"x.f"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.bitcast' op requires one result}}
  %0:2 = "arith.bitcast"(%a) : (i32) -> (f32, f32)
}) : () -> ()

// -----

// Valid casts: a memref's layout and memory space may change under bitcast.
"x.f"() ({
^bb0(%a: i32, %m: memref<4xf32, 1>, %x: memref<?x4xindex>, %v: vector<[4]xi8>):
  %0 = "arith.extsi"(%a) : (i32) -> i64
  %1 = "arith.bitcast"(%m) : (memref<4xf32, 1>) -> memref<4xi32>
  %2 = "arith.index_cast"(%x) : (memref<?x4xindex>) -> memref<4x?xi64>
  %3 = "arith.uitofp"(%v) : (vector<[4]xi8>) -> vector<[4]xf16>
}) : () -> ()
