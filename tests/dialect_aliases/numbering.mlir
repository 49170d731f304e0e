// RUN: --allow-unregistered-dialect
// Different attributes the hook names alike (the same string with
// different types): a name ending in a digit is numbered with `_N`, any
// other by appending N; builtin names are numbered beside them. (The
// `!test.smpla` result loads mlir-opt's test dialect, whose hooks are
// asked only once it is loaded.)
"u.op"() {a = "alias_test:trailing_digit", b = "alias_test:trailing_digit" : i32, c = "alias_test:trailing_digit" : i64, d = "alias_test:dot_in_name" : i1, e = "alias_test:dot_in_name", f = affine_map<(d0) -> (d0 + 1)>, g = affine_map<(d0) -> (d0)>} : () -> ()
"u.op"() {a = "alias_test:prefixed_digit" : index, b = "alias_test:prefixed_digit", c = "alias_test:dot_in_name" : f32} : () -> !test.smpla
