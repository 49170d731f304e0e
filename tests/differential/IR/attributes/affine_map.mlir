// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-local-scope
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Affine maps of various shapes; dimension and symbol names in the input are
// renamed d0.../s0... on output.
"t.m0"() {m = affine_map<() -> ()>} : () -> ()
"t.m1"() {m = affine_map<() -> (0)>} : () -> ()
"t.m2"() {m = affine_map<(d0) -> (d0)>} : () -> ()
"t.m3"() {m = affine_map<(i, j)[N] -> (i + N, j)>} : () -> ()
"t.m4"() {m = affine_map<()[s0, s1] -> (s1, s0)>} : () -> ()
"t.m5"() {m = affine_map<(d0, d1, d2) -> (d2, d0)>} : () -> ()
"t.m6"() {m = affine_map<(d0)[s0] -> (d0 mod 4, d0 floordiv s0, d0 ceildiv 8, (d0 + s0) mod 3)>} : () -> ()
"t.m7"() {m = affine_map<(d0, d1) -> (d0 * 2 + d1 * 3 - 5, (d0 + d1) * 2, -1)>} : () -> ()
"t.m8"() {m = affine_map<(d0) -> ()>} : () -> ()
"t.m9"() {m = affine_map<(d0, d1) -> (d0, d0, d1, 7)>} : () -> ()
