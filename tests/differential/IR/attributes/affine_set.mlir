// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-local-scope
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Integer sets: equalities and inequalities are normalized to `expr >= 0` /
// `expr == 0`.
"t.s0"() {s = affine_set<(d0) : (d0 - 1 >= 0, d0 == 0)>} : () -> ()
"t.s1"() {s = affine_set<(d0, d1)[s0] : (d0 + s0 >= 0, -d1 + 10 >= 0)>} : () -> ()
"t.s2"() {s = affine_set<(d0) : (d0 <= 5)>} : () -> ()
"t.s3"() {s = affine_set<(d0, d1) : (d0 >= d1, d0 * 2 == d1 + 1)>} : () -> ()
"t.s4"() {s = affine_set<()[s0] : (s0 mod 2 == 0)>} : () -> ()
"t.s5"() {s = affine_set<(d0) : (1 == 0)>} : () -> ()
"t.s6"() {s = affine_set<(d0)[s0, s1] : (d0 floordiv 2 - s1 >= 0, s0 - 1 >= 0, d0 == s0)>} : () -> ()
"t.s7"() {s = affine_set<(d0) : (0 >= 0)>} : () -> ()
