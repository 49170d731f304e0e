// RUN: --allow-unregistered-dialect
// Dense array element widths must be a multiple of 8 (i1 excepted).
"t.a"() {a = array<i7: 3, -1>} : () -> ()
