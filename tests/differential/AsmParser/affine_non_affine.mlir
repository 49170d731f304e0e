// RUN: --allow-unregistered-dialect
// The product of two dimensions is not affine.
"t.a"() {m = affine_map<(d0, d1) -> (d0 * d1)>} : () -> ()
