// RUN: mlir-rs-opt --allow-unregistered-dialect --verify-diagnostics --split-input-file %s

// Invalid integer binary ops of arith (divsi, divui, ceildivsi, ceildivui,
// floordivsi, remsi, remui, andi, ori, xori, maxsi, maxui, minsi, minui,
// shrsi, shrui), in generic form, and the order in which mlir-opt checks
// them: operand and result counts, then the generated invariants (operand,
// then result constraints), then SameOperandsAndResultType, Elementwise and
// InferTypeOpInterface. Every message was checked with
// `mlir-opt-22 --allow-unregistered-dialect --verify-diagnostics --split-input-file`.

// A float operand.
"x.f"() ({
^bb0(%a: f32):
  // expected-error @+1 {{'arith.divsi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.divsi"(%a, %a) : (f32, f32) -> f32
}) : () -> ()

// -----

// Signed integers are not signless.
"x.f"() ({
^bb0(%a: i32, %b: si32):
  // expected-error @+1 {{'arith.shrui' op operand #1 must be signless-integer-like, but got 'si32'}}
  %0 = "arith.shrui"(%a, %b) : (i32, si32) -> i32
}) : () -> ()

// -----

// Memrefs are not integer-like.
"x.f"() ({
^bb0(%a: memref<4xi32>):
  // expected-error @+1 {{'arith.floordivsi' op operand #0 must be signless-integer-like, but got 'memref<4xi32>'}}
  %0 = "arith.floordivsi"(%a, %a) : (memref<4xi32>, memref<4xi32>) -> memref<4xi32>
}) : () -> ()

// -----

// The result is checked after the operands.
"x.f"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.ceildivui' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.ceildivui"(%a, %a) : (i32, i32) -> f32
}) : () -> ()

// -----

// The operand count comes before the operand types.
"x.f"() ({
^bb0(%a: f32):
  // expected-error @+1 {{'arith.remsi' op expected 2 operands, but found 3}}
  %0 = "arith.remsi"(%a, %a, %a) : (f32, f32, f32) -> f32
}) : () -> ()

// -----

// The result count comes before the operand count.
"x.f"() ({
^bb0(%a: i32):
  // expected-error @+1 {{'arith.andi' op requires one result}}
  %0:2 = "arith.andi"(%a) : (i32) -> (i32, i32)
}) : () -> ()

// -----

// Operands of two types.
"x.f"() ({
^bb0(%a: i32, %b: i64):
  // expected-error @+1 {{'arith.ori' op requires the same type for all operands and results}}
  %0 = "arith.ori"(%a, %b) : (i32, i64) -> i32
}) : () -> ()

// -----

// A result of another type than the operands.
"x.f"() ({
^bb0(%a: index):
  // expected-error @+1 {{'arith.maxui' op requires the same type for all operands and results}}
  %0 = "arith.maxui"(%a, %a) : (index, index) -> i64
}) : () -> ()

// -----

// Ranked tensors with different encodings.
"x.f"() ({
^bb0(%a: tensor<4xi32, "a">, %b: tensor<4xi32, "b">):
  // expected-error @+1 {{'arith.xori' op requires the same encoding for all operands and results}}
  %0 = "arith.xori"(%a, %b) : (tensor<4xi32, "a">, tensor<4xi32, "b">) -> tensor<4xi32, "a">
}) : () -> ()

// -----

// A vector and a tensor of one shape pass SameOperandsAndResultType but not
// Elementwise.
"x.f"() ({
^bb0(%a: vector<4xi32>, %b: tensor<4xi32>):
  // expected-error @+1 {{'arith.maxsi' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.maxsi"(%a, %b) : (vector<4xi32>, tensor<4xi32>) -> vector<4xi32>
}) : () -> ()

// -----

// Unranked and ranked tensors are different kinds for Elementwise.
"x.f"() ({
^bb0(%a: tensor<*xi32>, %b: tensor<4xi32>):
  // expected-error @+1 {{'arith.minsi' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.minsi"(%a, %b) : (tensor<*xi32>, tensor<4xi32>) -> tensor<4xi32>
}) : () -> ()

// -----

// A scalable vector is not compatible with a fixed one (Elementwise); the
// element types and dimensions alone satisfy SameOperandsAndResultType.
"x.f"() ({
^bb0(%a: vector<4xi32>, %b: vector<[4]xi32>):
  // expected-error @+1 {{'arith.shrsi' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.shrsi"(%a, %b) : (vector<4xi32>, vector<[4]xi32>) -> vector<4xi32>
}) : () -> ()

// -----

// Compatible but different shapes: the result type inferred from the left
// operand differs from the declared one, and inference reports twice.
"x.f"() ({
^bb0(%a: tensor<?xi32>, %b: tensor<4xi32>):
  // expected-error @+2 {{'arith.minui' op inferred type(s) 'tensor<?xi32>' are incompatible with return type(s) of operation 'tensor<4xi32>'}}
  // expected-error @+1 {{'arith.minui' op failed to infer returned types}}
  %0 = "arith.minui"(%a, %b) : (tensor<?xi32>, tensor<4xi32>) -> tensor<4xi32>
}) : () -> ()

// -----

// The same with the static shape on the left.
"x.f"() ({
^bb0(%a: tensor<?xi32>, %b: tensor<4xi32>):
  // expected-error @+2 {{'arith.divui' op inferred type(s) 'tensor<4xi32>' are incompatible with return type(s) of operation 'tensor<?xi32>'}}
  // expected-error @+1 {{'arith.divui' op failed to infer returned types}}
  %0 = "arith.divui"(%b, %a) <{isExact}> : (tensor<4xi32>, tensor<?xi32>) -> tensor<?xi32>
}) : () -> ()

// -----

// Valid ops (isExact given as a discardable attribute becomes a property).
"x.f"() ({
^bb0(%a: i32, %v: vector<[4]xi8>, %t: tensor<*xi64>):
  %0 = "arith.divsi"(%a, %a) {isExact} : (i32, i32) -> i32
  %1 = "arith.remui"(%v, %v) : (vector<[4]xi8>, vector<[4]xi8>) -> vector<[4]xi8>
  %2 = "arith.andi"(%t, %t) {tag = 1 : i64} : (tensor<*xi64>, tensor<*xi64>) -> tensor<*xi64>
}) : () -> ()
