// `regions`, `$region`, a region anchoring an optional group, variadic
// regions, and a region whose terminator is implicit.
%i64 = "foo.op"() : () -> (i64)
test.format_region_a_op {
  "test.return"() : () -> ()
}
test.format_region_a_op {
^bb0(%arg0: i32):
  "test.return"(%arg0) : (i32) -> ()
} {attr}
test.format_region_b_op {
  "test.return"() : () -> ()
}
test.format_region_b_op {
}
test.format_region_c_op region {
  "test.return"() : () -> ()
}
test.format_region_c_op
test.format_region_c_op {x = 1}
test.format_variadic_region_a_op {
  "test.return"() : () -> ()
}, {
  "test.return"() : () -> ()
}
test.format_variadic_region_a_op {
  %0 = "foo.inner"() : () -> i32
  "test.return"(%0) : (i32) -> ()
}
test.format_variadic_region_a_op
test.format_implicit_terminator_region_a_op {
  "test.return"() : () -> ()
}
test.format_implicit_terminator_region_a_op {
}
test.format_implicit_terminator_region_a_op {
  "foo.body"() : () -> ()
}
test.format_implicit_terminator_region_a_op {
  "test.return"() {foo.attr} : () -> ()
}
test.format_implicit_terminator_region_a_op {
  "test.return"(%i64) : (i64) -> ()
}
test.format_implicit_terminator_region_a_op {
^bb0(%a: i64, %b: f32):
  "foo.use"(%a, %b) : (i64, f32) -> ()
} {attr}
%ir:2 = test.format_infer_type_regions {
^bb0(%a: i32, %b: f32):
  "test.return"() : () -> ()
}
test.format_infer_type_regions {
  "test.return"() : () -> ()
} {x}
