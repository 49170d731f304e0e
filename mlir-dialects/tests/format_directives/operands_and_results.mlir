// Operand and result types: `type($x)`, `type(results)`, `operands`,
// `type(operands)`, `functional-type`, variadic groups, segment sizes.
%i64 = "foo.op"() : () -> (i64)
%i32 = "foo.op"() : () -> (i32)
%memref = "foo.op"() : () -> (memref<1xf64>)
%a:2 = test.format_result_a_op memref<1xf64>
%b:2 = test.format_result_b_op i64, memref<1xf64>
%c:2 = test.format_result_c_op (i64) -> memref<1xf64>
%d:2 = test.format_result_c_op (i64) -> memref<?xf32> {attr}
%v:3 = test.format_variadic_result : i64, i64, i64
%v1 = test.format_variadic_result : i64
%mv:5 = test.format_multiple_variadic_results : (i64, i64, i64), (i32, i32)
test.format_operand_a_op %i64, %memref : i64, memref<1xf64>
test.format_operand_b_op %i64, %memref : memref<1xf64>
test.format_operand_c_op %i64, %memref : i64, memref<1xf64>
test.format_operand_d_op %i64, %memref : memref<1xf64>
test.format_operand_e_op %i64, %memref : i64, memref<1xf64>
test.format_variadic_operand %i64, %i64, %i64 : i64, i64, i64
test.format_variadic_operand %i64 : i64 {x}
test.format_multiple_variadic_operands (%i64, %i64, %i64), (%i64, %i32 : i64, i32)
test.format_multiple_variadic_operands (), (%memref : memref<1xf64>)
test.format_two_variadic_operands_no_buildable_type_op(%i64, %i32 : i64, i32) -> (%memref : memref<1xf64>)

%r = test.format_infer_variadic_type_from_non_variadic %i64, %i64 : i64
%r2 = test.format_infer_variadic_type_from_non_variadic %i32 : i32
