// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Source value and block names are not preserved; any valid identifier
// (a run of digits, or a letter or one of `$ . _ -` followed by letters, digits
// or `$ . _ -`) can name a value.
%foo = "t.a"() : () -> i32
%_ = "t.b"() : () -> i32
%a.b = "t.c"() : () -> i32
%a$b = "t.d"() : () -> i32
%a-b = "t.e"() : () -> i32
%007 = "t.h"() : () -> i32
%arg0 = "t.i"() : () -> i32
%-x = "t.j"() : () -> i32
"t.use"(%foo, %_, %a.b, %a$b, %a-b, %007, %arg0, %-x) : (i32, i32, i32, i32, i32, i32, i32, i32) -> ()
"t.region"() ({
^my_block(%bar: i64, %x.y: i64):
  "t.use"(%bar, %x.y, %foo) : (i64, i64, i32) -> ()
}) : () -> ()
