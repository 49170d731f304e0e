// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Symbol references: bare identifiers (letters, digits, `_`, `$`, `.`) print
// unquoted, anything else is quoted with string escapes; nested references
// join with `::`.
"t.flat"() {a = @foo, f = @foo.bar, g = @"foo$bar", h = @_u, l = @a$b, n = @x1} : () -> ()
"t.quoted"() {b = @"quoted name", e = @"0abc", j = @"a::b", k = @"q\"x", m = @"caf\C3\A9", o = @"-dash"} : () -> ()
"t.nested"() {c = @a::@b::@c, d = @"x y"::@z, p = @m::@"in ner"} : () -> ()
"t.in_array"() {list = [@a, @b::@c]} : () -> ()
"t.empty"() {i = @""} : () -> ()
// NO-ROUNDTRIP: mlir-opt prints the empty symbol as @<<INVALID EMPTY SYMBOL>>, which it cannot read back.
