// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// String attributes: printable ASCII is kept, a backslash is doubled, every other
// byte (quote, control characters, DEL, each byte of a UTF-8 sequence) is
// printed as a two-digit uppercase hex escape. A string of type none (the
// default) prints no type.
"t.escapes"() {a = "plain", b = "q\"uote", c = "back\\slash", d = "nl\n tab\t", e = "hex\41\7e\7F\00", k = "\0a\0A\ff"} : () -> ()
"t.raw_bytes"() {f = "café €", j = "ctrl", m = "😀"} : () -> ()
"t.misc"() {g = "", l = "dollar$ at@ {} <> []", n = "a b  c", o = "\\\"\\"} : () -> ()
"t.typed"() {h = "x" : i32, i = "y" : !foo.bar, p = "z" : tensor<2xf32>, q = "" : none} : () -> ()
"t.in_array"() {list = ["a\"b", "é", "" : i8]} : () -> ()
