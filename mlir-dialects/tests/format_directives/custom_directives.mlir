// `custom<…>(…)` with operands, types, attributes, `ref(…)` and spacing.
%i64 = "foo.op"() : () -> (i64)
%i32 = "foo.op"() : () -> (i32)
test.format_custom_directive_operands %i64, %i64 -> (%i64)
test.format_custom_directive_operands %i64 -> (%i64)
test.format_custom_directive_operands %i64 -> () {a}
test.format_custom_directive_operands_and_types %i64, %i64 -> (%i64) : i64, i64 -> (i64)
test.format_custom_directive_operands_and_types %i64 -> (%i64) : i64 -> (i64)
test.format_custom_directive_operands_and_types %i32 -> (%i64, %i32) : i32 -> (i64, i32)
test.format_custom_directive_attributes 54 : i64
test.format_custom_directive_attributes 54 : i64, 46 : i64
test.format_custom_directive_attributes -1 : i64 {a}
%r:3 = test.format_custom_directive_results : i64, i64 -> (i64)
%r2:2 = test.format_custom_directive_results : i64 -> (i64)
%r3:4 = test.format_custom_directive_results : f32, i1 -> (i8, i16)
%t:3 = test.format_custom_directive_results_with_type_refs : i64, i64 -> (i64) type_refs_capture : i64, i64 -> (i64)
%t2:2 = test.format_custom_directive_results_with_type_refs : i64 -> (i64) type_refs_capture : i64 -> (i64)
test.format_custom_directive_with_optional_operand_ref %i64 : 1
test.format_custom_directive_with_optional_operand_ref : 0
test.format_custom_directive_spacing "a" "b"
test.format_custom_directive_spacing "" "with \"quotes\"" {x}
test.format_custom_directive_regions {
  "test.return"() : () -> ()
}
test.format_custom_directive_regions {
^bb0(%a: i64):
  "test.return"(%a) : (i64) -> ()
}, {
  "test.return"() : () -> ()
} {x}
test.format_custom_directive_regions {
}
test.format_custom_directive_attrdict {attr = 42 : i64, optAttr = 43 : i64}
test.format_custom_directive_attrdict {attr = 42 : i64, z = 1}
test.format_custom_directive_attrdict {z, attr = -1 : i64}
