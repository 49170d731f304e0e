// RUN: --allow-unregistered-dialect
// An affine expression using an undeclared symbol.
"t.a"() {m = affine_map<(d0) -> (d0 + s0)>} : () -> ()
