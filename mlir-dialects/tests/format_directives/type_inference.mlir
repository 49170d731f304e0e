// Types the format leaves out: `AllTypesMatch`, `TypesMatchWith`,
// `InferTypeOpInterface`, with operands and attributes.
%i64 = "foo.op"() : () -> (i64)
%i32 = "foo.op"() : () -> (i32)
%t = "foo.op"() : () -> (tensor<4xf32>)
%0 = test.format_all_types_match_var %i64, %i64 : i64
%1 = test.format_all_types_match_var %t, %t : tensor<4xf32>
%2 = test.format_all_types_match_attr 1 : i64, %i64
%3 = test.format_all_types_match_attr dense<1.0> : tensor<4xf32>, %t
%4 = test.format_types_match_var %i64 : i64
%5 = test.format_types_match_attr 1 : i64
%6 = test.format_types_match_attr {x} 2.5 : f32
%7 = test.format_types_match_context %i64 : i64
%8 = test.format_types_match_context %t : tensor<4xf32>
%9 = test.format_infer_type
%10 = test.format_infer_type2 {a}
%11:2 = test.format_infer_type_all_operands_and_types(%i64, %i32) : i64, i32
%12:2 = test.format_infer_type_all_types_one_operand(%i64, %i32) : i64, i32
%13:4 = test.format_infer_type_all_types_two_operands(%i64, %i32) (%i64, %i32) : i64, i32, i64, i32
%14:2 = test.format_infer_type_all_types(%i64, %i32) : i64, i32
%16:4 = test.format_infer_type_variadic_operands(%i32, %i32 : i32, i32) (%i64, %i64 : i64, i64)
%17:3 = test.format_infer_type_variadic_operands(%i32 : i32) (%i64, %i64 : i64, i64) {a}
%tv:2 = test.format_types_match_variadic %i64, %i32 : i64, i32
%tv1 = test.format_types_match_variadic {x} %i64 : i64
