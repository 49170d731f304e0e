// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Types of an unregistered dialect are kept as opaque text. The body is
// copied verbatim (whitespace included); `!d<body>` is printed in the
// pretty `!d.body` form when the body is a letter followed by letters,
// digits, `_` or `.`.
%0 = "t.a"() : () -> !foo.bar
%1 = "t.b"() : () -> !foo.bar<1, "x", [a, b]>
%2 = "t.c"() : () -> !foo<"raw body">
%3 = "t.d"() : () -> !foo.bar<{nested = <angle>}>
%4 = "t.e"() : () -> !foo.bar.baz
%5 = "t.f"() : () -> !foo.bar<  spaced   out  >
%6 = "t.g"() : () -> tensor<4x!foo.bar<i32>>
%7 = "t.h"() : () -> !foo<bar>
%8 = "t.i"() : () -> !foo.bar<"a>b">
%9 = "t.j"() : () -> !foo.bar<(x) -> [y]>
%10 = "t.k"() : () -> !foo.a_b$c.d
%11 = "t.l"() : () -> !foo<"quoted">
"t.attr"() {ty = !foo.bar<1>, list = [!foo.x, !foo<y>]} : () -> ()
"t.pretty"() {a = !foo<1abc>, b = !foo<a.b>, c = !foo<_x>, d = !foo<a-b>, e = !foo<A>, f = !foo<a_b>, g = !foo<a$>, h = !foo<Ab_9.x>} : () -> ()
