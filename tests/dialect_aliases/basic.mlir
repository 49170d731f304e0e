// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-local-scope
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Builtin and dialect aliases sorted together by name; sanitized names
// (`.` as its hex code, a leading digit prefixed with `_`, a trailing
// digit kept); two tuples named alike numbered.
"u.op"() {d = "alias_test:dot_in_name", g = "alias_test:trailing_digit", h = "alias_test:prefixed_digit", x = affine_map<(d0) -> (d0)>} : () -> (tuple<!test.smpla>, tuple<!test.smpla, !test.smpla>)
"u.op"() {s = "not an alias", e = tuple<>, m = tuple<!test.smpla, i32>} : () -> (!test.smpla)
