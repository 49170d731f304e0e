// Optional groups anchored on operands, results, types, `functional-type`,
// unit attributes (elided), enum attributes, default-valued attributes
// (elided when default); else groups; a literal after an optional group;
// `prop-dict`.
%i64 = "foo.op"() : () -> (i64)
%i32 = "foo.op"() : () -> (i32)
%0 = test.format_optional_operand_result_a_op(%i64 : i64) : i64
%1 = test.format_optional_operand_result_a_op( : ) : i64
test.format_optional_operand_result_a_op(%i64 : i64) :
test.format_optional_operand_result_a_op(%i64 : i64) : [%i64, %i64]
%2 = test.format_optional_operand_result_b_op(%i64 : i64) : i64
%3 = test.format_optional_operand_result_b_op( : ) : i64
%4 = test.format_optional_operand_result_b_op : i64
test.format_optional_operand_result_b_op : [%i64] {attr}
test.format_optional_result_a_op
%5:3 = test.format_optional_result_a_op : i64 -> i64, i64
test.format_optional_result_b_op
%6:3 = test.format_optional_result_b_op : i64 -> i64, i64
%7:3 = test.format_optional_result_c_op : (i64) -> (i64, i64)
%8 = test.format_optional_result_c_op : (i64) -> ()
test.format_optional_result_c_op
test.format_optional_result_d_op
%9 = test.format_optional_result_d_op : f80
test.format_optional_unit_attribute is_optional
test.format_optional_unit_attribute
test.format_optional_unit_attribute {is_optional}
test.format_optional_unit_attribute is_optional {other}
test.format_optional_enum_attr case5
test.format_optional_enum_attr case10 {x}
test.format_optional_enum_attr "case10"
test.format_optional_enum_attr
test.format_optional_default_enum_attr case10
test.format_optional_default_enum_attr case5
test.format_optional_default_enum_attr {a}
"test.format_optional_default_enum_attr"() <{e = 10 : i64}> {b} : () -> ()
"test.format_optional_default_enum_attr"() <{e = 5 : i64}> : () -> ()
test.format_optional_else then
test.format_optional_else else
test.format_optional_else else {isFirstBranchPresent}
test.format_literal_following_optional_group(5 : i32) : i32 {a}
test.format_literal_following_optional_group : f32
test.format_literal_following_optional_group("s") : tensor<2xi8>
test.ellipsis(%i32 ...) : i32 ...
test.ellipsis(%i32, %i64) : i32, i64 ...
test.format_optional_prop_dict <{a = ["x"], b = 2 : i32}>
test.format_optional_prop_dict <{b = 1 : i32}>
test.format_optional_prop_dict <{b = 3 : i32}> {z}
test.format_optional_prop_dict
test.else_anchor(?)
test.else_anchor(%i64 : i64)
test.else_anchor(%i64 : i64) {a}
test.format_optional_unit_property is_optional
test.format_optional_unit_property
test.format_optional_unit_property {a}
test.format_optional_unit_property_no_elide unit
test.format_optional_unit_property_no_elide
"test.format_optional_unit_property"() <{is_optional = true}> : () -> ()
"test.format_optional_unit_property"() <{is_optional = false}> {is_optional} : () -> ()
test.format_optional_unit_property is_optional {is_optional = 3}
test.format_optional_unit_property_no_elide unit {is_optional = false}
"test.oilist_with_keywords_only_properties"() <{keyword = true}> {otherKeyword} : () -> ()
