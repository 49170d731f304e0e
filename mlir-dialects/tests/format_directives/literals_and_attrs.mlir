// Literals and spacing, attributes the format writes, symbol names,
// `attr-dict-with-keyword`, buildable types.
%i64 = "foo.op"() : () -> (i64)
test.format_literal_op keyword_$. -> :, = <> () []( ) ? + * {
} {foo.some_attr}
test.format_literal_op keyword_$. -> :, = <> () []( ) ? + * {}
"test.format_literal_op"() {b = 1 : i32, a = "x"} : () -> ()
test.format_attr_op 10
test.format_attr_op -3 {foo = unit}
"test.format_attr_op"() <{attr = 42 : i64}> {extra} : () -> ()
test.format_opt_attr_op_a(10)
test.format_opt_attr_op_a
test.format_opt_attr_op_a {opt_attr = 7 : i64}
test.format_opt_attr_op_a(1) {x}
test.format_symbol_name_attr_op @name
test.format_symbol_name_attr_op @"quoted name" {a}
"test.format_symbol_name_attr_op"() <{attr = "from_generic"}> : () -> ()
test.format_opt_symbol_name_attr_op @opt_name
test.format_opt_symbol_name_attr_op
test.format_opt_symbol_name_attr_op {foo}
test.format_opt_symbol_ref_attr_op @foo::@bar {test.unit}
test.format_opt_symbol_ref_attr_op {test.unit}
test.format_attr_dict_w_keyword attributes {attr = 10 : i64}
test.format_attr_dict_w_keyword attributes {attr = 10 : i64, opt_attr = 10 : i64}
test.format_attr_dict_w_keyword attributes {opt_attr = 2 : i64, attr = 1 : i64, z.discardable}
%b = test.format_buildable_type_op %i64
%c = test.format_buildable_type_op %b {tag}
