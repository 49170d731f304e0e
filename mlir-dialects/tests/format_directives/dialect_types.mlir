// Dialect types: in op formats (stripped unless `qualified`), and with
// parameter formats (nested kinds, else groups and anchors in them,
// `params` and `struct(params)` with optional members, default values).
%0 = "foo.op"() : () -> !test.cmpnd_nested_outer<i <42 <1, !test.smpla, [5, 6]>>>
test.format_cpmd_nested_type %0 nested <i <42 <1, !test.smpla, [5, 6]>>>
test.format_cpmd_nested_type %0 nested !test.cmpnd_nested_outer<i <42 <1, !test.smpla, [5, 6]>>> attributes {x}
test.format_qual_cpmd_nested_type %0 nested !test.cmpnd_nested_outer<i <42 <1, !test.smpla, [5, 6]>>>
"foo.op"() : () -> (!test.cmpnd_nested_outer_qual<i <42 <1, !test.smpla, [5, 6]>>>, !test.cmpnd_inner<42 <1, !test.smpla, [5, 6]>>, !test.cmpnd_a<1, !test.smpla, [5, 6]>)
"foo.op"() : () -> !test.cmpnd_nested_outer<i !test.cmpnd_inner<42 !test.cmpnd_a<1, !test.smpla, [5, 6]>>>
"foo.op"() : () -> (!test.optional_group<(5) 6>, !test.optional_group<x 6>)
"foo.op"() : () -> (!test.optional_group_struct<x>, !test.optional_group_struct<(a = 1)>, !test.optional_group_struct<(b = 2, a = 1)>, !test.optional_group_struct<()>)
"foo.op"() : () -> (!test.else_anchor<?>, !test.else_anchor<5>, !test.else_anchor_struct<?>, !test.else_anchor_struct<a = 1>, !test.else_anchor_struct<b = 2, a = 1>)
"foo.op"() : () -> (!test.default_valued_type<>, !test.default_valued_type<(i32)>, !test.default_valued_type<(i64)>)
"foo.op"() : () -> (!test.optional_type_string, !test.optional_type_string<"default">, !test.optional_type_string<"x">, !test.optional_value_type, !test.optional_value_type<3>)
"foo.op"() : () -> (!test.struct_capture_all<v3 = 3, v2 = 2, v1 = 1, v0 = 0>, !test.all_optional_struct<>, !test.all_optional_struct<b = 2>, !test.all_optional_struct<b = 2, a = 1>)
"foo.op"() : () -> (!test.all_optional_params<>, !test.all_optional_params<1>, !test.all_optional_params<1, 2>)
"foo.op"() : () -> (!test.optional_params<5, "a">, !test.optional_params<"a">, !test.optional_params_after<"a">, !test.optional_params_after<"a", 5>, !test.optional_struct<b = "a">, !test.optional_struct<b = "a", a = 5>)
