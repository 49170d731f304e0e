// RUN: --allow-unregistered-dialect
// An untyped literal must fit i64 (as signed or unsigned).
"t.a"() {a = 18446744073709551616} : () -> ()
