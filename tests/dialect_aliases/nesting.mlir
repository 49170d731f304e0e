// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Depth orders the aliases: a dialect's final name replaces builtin's
// `tuple` for 17 `!test.smpla`; aliased values inside aliased ones (a
// `!test_tuple` inside a `!tuple`, a `#test2Ealias` inside a distinct
// attribute, inside an array and a dictionary) come after them.
"u.op"() {a = distinct[0]<["alias_test:dot_in_name", 1]>, b = distinct[1]<tuple<!test.smpla>>, c = [{k = "alias_test:trailing_digit"}], d = "alias_test:dot_in_name"} : () -> (tuple<!test.smpla, !test.smpla, !test.smpla, !test.smpla, !test.smpla, !test.smpla, !test.smpla, !test.smpla, !test.smpla, !test.smpla, !test.smpla, !test.smpla, !test.smpla, !test.smpla, !test.smpla, !test.smpla, !test.smpla>, tuple<tuple<!test.smpla>, i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16>)
"u.op"(%x) : (tuple<!test.smpla>) -> () loc(unknown)
%x = "u.op"() : () -> (tuple<!test.smpla>)
