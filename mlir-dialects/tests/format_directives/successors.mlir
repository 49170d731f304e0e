// `$successors` (variadic) and a custom directive taking successors.
"foo.successor_test_region"() ({
  ^bb0:
    test.format_successor_a_op ^bb1 {attr}
  ^bb1:
    test.format_successor_a_op ^bb1, ^bb2 {attr}
  ^bb2:
    test.format_successor_a_op ^bb3
  ^bb3:
    test.format_successor_a_op {attr}
}) { arg_names = ["i", "j", "k"] } : () -> ()
"foo.region"() ({
  test.format_custom_directive_successors ^bb1, ^bb2
^bb1:
  test.format_custom_directive_successors ^bb2
^bb2:
  test.format_custom_directive_successors ^bb2 {attr}
}) : () -> ()
