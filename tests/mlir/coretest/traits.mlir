// RUN: mlir-rs-opt --allow-unregistered-dialect --verify-diagnostics --split-input-file %s

// Op traits on the coretest dialect: `HasParent` with one parent
// (`coretest.yield`) and several (`coretest.return`),
// `SingleBlockImplicitTerminator` (`coretest.loop`, its note, and its order:
// the block structure is checked on entry, the terminator only after the
// nested ops), operand/result/region count traits, `Elementwise` and
// `SameOperandsAndResultType` (`coretest.add`, in that trait order),
// `CastOpInterface` (`coretest.cast`) and `InferTypeOpInterface`
// (`coretest.constant`). Wording checked against mlir-opt-22 on func.return,
// scf.yield, scf.for, arith.addi, arith.addui_extended, arith.index_cast,
// shape.shape_of and memref.extract_strided_metadata.
// (`--allow-unregistered-dialect` lets an unknown op end a loop body.)

"coretest.func"() <{sym_name = "yield_outside_loop"}> ({
  // expected-error @+1 {{'coretest.yield' op expects parent op 'coretest.loop'}}
  "coretest.yield"() : () -> ()
}) : () -> ()

// -----

// At the top level the parent is the implicit `builtin.module`.
// expected-error @+1 {{'coretest.yield' op expects parent op 'coretest.loop'}}
"coretest.yield"() : () -> ()

// -----

"coretest.func"() <{sym_name = "return_in_graph"}> ({
  "coretest.graph"() ({
    // expected-error @+1 {{'coretest.return' op expects parent op to be one of 'coretest.func, coretest.region'}}
    "coretest.return"() : () -> ()
  }) : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// A loop body ending in a terminator of another op: the nested op's own
// traits fail before the loop's region check (mlir-opt: `scf.condition` in
// `scf.for` reports "expects parent op 'scf.while'").
"coretest.func"() <{sym_name = "return_in_loop"}> ({
  "coretest.loop"() ({
    // expected-error @+1 {{'coretest.return' op expects parent op to be one of 'coretest.func, coretest.region'}}
    "coretest.return"() : () -> ()
  }) : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// A loop body ending in an op that may be a terminator (unregistered).
"coretest.func"() <{sym_name = "loop_wrong_terminator"}> ({
  // expected-error @+2 {{'coretest.loop' op expects regions to end with 'coretest.yield', found 'test.foo'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'coretest.yield'}}
  "coretest.loop"() ({
    "test.foo"() : () -> ()
  }) : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// The terminator check runs after the nested ops are verified (mlir-opt:
// `scf.for` whose body holds a bad `arith.addi` and ends in `test.foo`
// reports only the `arith.addi`).
"coretest.func"() <{sym_name = "loop_nested_error_first"}> ({
  "coretest.loop"() ({
    %a = "coretest.constant"() <{value = 1 : i32}> : () -> i32
    %b = "coretest.constant"() <{value = 1 : i64}> : () -> i64
    // expected-error @+1 {{'coretest.add' op requires the same type for all operands and results}}
    %c = "coretest.add"(%a, %b) : (i32, i64) -> i32
    "test.foo"() : () -> ()
  }) : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// A loop body ending in a non-terminator: the block's check comes first
// (mlir-opt: `scf.for` ending in `arith.constant`).
"coretest.func"() <{sym_name = "loop_no_terminator"}> ({
  "coretest.loop"() ({
    // expected-error @+1 {{block with no terminator, has %0 = "coretest.constant"() <{value = 1 : i32}> : () -> i32}}
    %c = "coretest.constant"() <{value = 1 : i32}> : () -> i32
  }) : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "loop_empty_block"}> ({
  // expected-error @+1 {{'coretest.loop' op expects a non-empty block}}
  "coretest.loop"() ({
  ^bb0:
  }) : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "loop_two_blocks"}> ({
  // expected-error @+1 {{'coretest.loop' op expects region #0 to have 0 or 1 blocks}}
  "coretest.loop"() ({
  ^bb0:
    "coretest.yield"() : () -> ()
  ^bb1:
    "coretest.yield"() : () -> ()
  }) : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// Passing: parents as declared; an empty loop region is allowed.
"coretest.func"() <{sym_name = "valid_parents"}> ({
  "coretest.loop"() ({
    "coretest.yield"() : () -> ()
  }) : () -> ()
  "coretest.loop"() ({}) : () -> ()
  "coretest.region"() ({
    "coretest.loop"() ({
      "coretest.loop"() ({
        "coretest.yield"() : () -> ()
      }) : () -> ()
      "coretest.yield"() : () -> ()
    }) : () -> ()
    "coretest.return"() : () -> ()
  }) : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "add_one_operand"}> ({
  %a = "coretest.constant"() <{value = 1 : i32}> : () -> i32
  // expected-error @+1 {{'coretest.add' op expected 2 operands, but found 1}}
  %0 = "coretest.add"(%a) : (i32) -> i32
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "add_no_result"}> ({
  %a = "coretest.constant"() <{value = 1 : i32}> : () -> i32
  // expected-error @+1 {{'coretest.add' op requires one result}}
  "coretest.add"(%a, %a) : (i32, i32) -> ()
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "add_region"}> ({
  %a = "coretest.constant"() <{value = 1 : i32}> : () -> i32
  // expected-error @+1 {{'coretest.add' op requires zero regions}}
  %0 = "coretest.add"(%a, %a) ({
    "coretest.return"() : () -> ()
  }) : (i32, i32) -> i32
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "cast_two_operands"}> ({
  %a = "coretest.constant"() <{value = 1 : i32}> : () -> i32
  // expected-error @+1 {{'coretest.cast' op requires a single operand}}
  %0 = "coretest.cast"(%a, %a) : (i32, i32) -> i64
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "func_no_region"}> ({
  // expected-error @+1 {{'coretest.func' op requires one region}}
  "coretest.func"() <{sym_name = "inner"}> : () -> ()
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "return_result"}> ({
  // expected-error @+1 {{'coretest.return' op requires zero results}}
  %0 = "coretest.return"() : () -> i32
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "constant_operand"}> ({
  %a = "coretest.constant"() <{value = 1 : i32}> : () -> i32
  // expected-error @+1 {{'coretest.constant' op requires zero operands}}
  %0 = "coretest.constant"(%a) <{value = 1 : i32}> : (i32) -> i32
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "add_mixed_operands"}> ({
^bb0(%a: i32, %b: i64):
  // expected-error @+1 {{'coretest.add' op requires the same type for all operands and results}}
  %0 = "coretest.add"(%a, %b) : (i32, i64) -> i32
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "add_other_result"}> ({
^bb0(%a: i32):
  // expected-error @+1 {{'coretest.add' op requires the same type for all operands and results}}
  %0 = "coretest.add"(%a, %a) : (i32, i32) -> i64
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// Same shape, other element type: `Elementwise` passes, the types differ.
"coretest.func"() <{sym_name = "add_tensor_element_types"}> ({
^bb0(%a: tensor<4xi32>, %b: tensor<4xi64>):
  // expected-error @+1 {{'coretest.add' op requires the same type for all operands and results}}
  %0 = "coretest.add"(%a, %b) : (tensor<4xi32>, tensor<4xi64>) -> tensor<4xi32>
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// `Elementwise` comes before `SameOperandsAndResultType` in coretest.add.
"coretest.func"() <{sym_name = "add_scalar_result"}> ({
^bb0(%a: tensor<4xi32>):
  // expected-error @+1 {{'coretest.add' op if an operand is non-scalar, then there must be at least one non-scalar result}}
  %0 = "coretest.add"(%a, %a) : (tensor<4xi32>, tensor<4xi32>) -> i32
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "add_scalar_operands"}> ({
^bb0(%a: i32):
  // expected-error @+1 {{'coretest.add' op if a result is non-scalar, then at least one operand must be non-scalar}}
  %0 = "coretest.add"(%a, %a) : (i32, i32) -> tensor<4xi32>
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "add_shapes"}> ({
^bb0(%a: tensor<4xi32>, %b: tensor<5xi32>):
  // expected-error @+1 {{'coretest.add' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "coretest.add"(%a, %b) : (tensor<4xi32>, tensor<5xi32>) -> tensor<4xi32>
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// Tensor and vector of one shape: compatible for SameOperandsAndResultType,
// not for Elementwise (mlir-opt: arith.addi on the same types).
"coretest.func"() <{sym_name = "add_base_types"}> ({
^bb0(%a: tensor<4xi32>, %b: vector<4xi32>):
  // expected-error @+1 {{'coretest.add' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "coretest.add"(%a, %b) : (tensor<4xi32>, vector<4xi32>) -> tensor<4xi32>
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// Ranked and unranked tensors are different base types for Elementwise
// (mlir-opt: arith.addi on tensor<*xi32> and tensor<4xi32>).
"coretest.func"() <{sym_name = "add_unranked"}> ({
^bb0(%a: tensor<*xi32>, %b: tensor<4xi32>):
  // expected-error @+1 {{'coretest.add' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "coretest.add"(%a, %b) : (tensor<*xi32>, tensor<4xi32>) -> tensor<4xi32>
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// Passing: dynamic and static dimensions are compatible for both traits.
"coretest.func"() <{sym_name = "add_dynamic"}> ({
^bb0(%a: tensor<?xi32>, %b: tensor<4xi32>, %v: vector<4xf32>):
  %0 = "coretest.add"(%a, %b) : (tensor<?xi32>, tensor<4xi32>) -> tensor<4xi32>
  %1 = "coretest.add"(%b, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<?xi32>
  %2 = "coretest.add"(%v, %v) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "cast_int_to_float"}> ({
^bb0(%a: i32):
  // expected-error @+1 {{'coretest.cast' op operand type 'i32' and result type 'f32' are cast incompatible}}
  %0 = "coretest.cast"(%a) : (i32) -> f32
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

"coretest.func"() <{sym_name = "cast_tensor"}> ({
^bb0(%a: tensor<4xi32>):
  // expected-error @+1 {{'coretest.cast' op operand type 'tensor<4xi32>' and result type 'tensor<4xi64>' are cast incompatible}}
  %0 = "coretest.cast"(%a) : (tensor<4xi32>) -> tensor<4xi64>
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// The result count trait comes before the cast interface.
"coretest.func"() <{sym_name = "cast_no_result"}> ({
^bb0(%a: i32):
  // expected-error @+1 {{'coretest.cast' op requires one result}}
  "coretest.cast"(%a) : (i32) -> ()
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// Passing: integer and index to integer, float to float.
"coretest.func"() <{sym_name = "valid_casts"}> ({
^bb0(%a: i32, %i: index, %f: f32):
  %0 = "coretest.cast"(%a) : (i32) -> i64
  %1 = "coretest.cast"(%i) : (index) -> i8
  %2 = "coretest.cast"(%f) : (f32) -> f64
  %3 = "coretest.cast"(%a) : (i32) -> index
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// A result type other than the inferred one: MLIR reports the mismatch,
// then that inference failed (mlir-opt: `shape.shape_of`,
// `memref.extract_strided_metadata`).
"coretest.func"() <{sym_name = "constant_result_type"}> ({
  // expected-error @+2 {{'coretest.constant' op inferred type(s) 'i32' are incompatible with return type(s) of operation 'i64'}}
  // expected-error @+1 {{'coretest.constant' op failed to infer returned types}}
  %0 = "coretest.constant"() <{value = 1 : i32}> : () -> i64
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// Inference itself fails: its own error, then the interface's.
"coretest.func"() <{sym_name = "constant_no_value"}> ({
  // expected-error @+2 {{'coretest.constant' op requires a typed attribute 'value'}}
  // expected-error @+1 {{'coretest.constant' op failed to infer returned types}}
  %0 = "coretest.constant"() : () -> i32
  "coretest.return"() : () -> ()
}) : () -> ()

// -----

// Passing: the declared type is the inferred one.
"coretest.func"() <{sym_name = "valid_constants"}> ({
  %0 = "coretest.constant"() <{value = 1 : i32}> : () -> i32
  %1 = "coretest.constant"() <{value = 1.0 : f32}> : () -> f32
  %2 = "coretest.constant"() <{value = dense<0> : tensor<4xi8>}> : () -> tensor<4xi8>
  "coretest.return"() : () -> ()
}) : () -> ()
