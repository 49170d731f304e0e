// Parse errors in custom forms, one per chunk (`--split-input-file`).
test.format_literal_op keyword_$. -> : =

// -----
test.format_attr_op "x"

// -----
test.format_attr_op

// -----
test.format_symbol_name_attr_op name

// -----
test.format_optional_enum_attr "case7"

// -----
test.format_optional_enum_attr case7

// -----
test.oilist_with_keywords_only keyword otherKeyword keyword

// -----
%i64 = "foo.op"() : () -> (i64)
test.format_variadic_operand %i64, %i64 : i64

// -----
%a:2 = test.format_result_c_op i64

// -----
%i64 = "foo.op"() : () -> (i64)
test.format_custom_directive_operands %i64 (%i64)

// -----
test.format_custom_directive_attributes "s"

// -----
%i64 = "foo.op"() : () -> (i64)
%0 = test.format_optional_operand_result_b_op(%i64 : i32) : i64

// -----
%i64 = "foo.op"() : () -> (i64)
%i32 = "foo.op"() : () -> (i32)
%0 = test.format_all_types_match_var %i64, %i32 : i64

// -----
%0 = test.format_types_match_attr

// -----
test.format_optional_else maybe

// -----
%i64 = "foo.op"() : () -> (i64)
%0:2 = test.format_infer_type_all_types_one_operand(%i64, %i64) : i64

// -----
%i64 = "foo.op"() : () -> (i64)
%memref = "foo.op"() : () -> (memref<1xf64>)
test.format_operand_b_op %i64, %memref : i64

// -----
%i64 = "foo.op"() : () -> (i64)
test.format_operand_a_op %i64 : i64

// -----
%0 = test.format_optional_result_d_op : f32

// -----
test.format_region_c_op region

// -----
"foo.region"() ({
  test.format_successor_a_op ^bb1, ^missing
^bb1:
  "foo.end"() : () -> ()
}) : () -> ()

// -----
%i32 = "foo.op"() : () -> (i32)
test.ellipsis(%i32 ..) : i32 ...

// -----
test.format_multiple_variadic_operands (), (:)

// -----
test.oilist_custom reduction %x

// -----
test.format_custom_directive_spacing "a" 1

// -----
%i64 = "foo.op"() : () -> (i64)
test.format_infer_type_variadic_operands(%i64 : i64) ()

// -----

test.format_custom_directive_attrdict {attr = "x"}

// -----

test.format_custom_directive_attrdict

// -----

test.format_custom_directive_regions {
  "test.return"() : () -> ()
} {
}

// -----

test.oilist_allowed_literal foo foo buzz

// -----

%i64 = "foo.op"() : () -> (i64)
test.else_anchor(%i64)

// -----

"foo.op"() {b = #test.cmpnd_nested_inner<42 #test.custom_anchor<5>>} : () -> ()

// -----

"foo.op"() {b = #test.cmpnd_nested_inner<42 7>} : () -> ()

// -----

"foo.op"() {a = #test.custom_anchor<1, 7>} : () -> ()

// -----

"foo.op"() {a = #test.custom_anchor<1, maybe>} : () -> ()

// -----

test.format_qual_cpmd_nested_attr nested <i <42 <1, !test.smpla, [5, 6]>>>

// -----

test.format_cpmd_nested_attr nested #test.cmpnd_nested_inner<42 <1, !test.smpla, [5, 6]>>

// -----

"foo.op"() : () -> !test.else_anchor<x>

// -----

"foo.op"() : () -> !test.struct_capture_all<v0 = 0>

// -----

"foo.op"() : () -> !test.optional_params<5>

// -----

"foo.op"() : () -> !test.optional_group<(5)>

// -----

%0 = "foo.op"() : () -> !test.cmpnd_inner<42 <1, !test.smpla, [5, 6]>>
test.format_cpmd_nested_type %0 nested !test.cmpnd_inner<42 <1, !test.smpla, [5, 6]>>

// -----

"foo.op"() : () -> !test.cmpnd_inner<42 !test.smpla>
