// RUN: --allow-unregistered-dialect
// Complex is not a valid vector element type.
"t.a"() {a = dense<[(1.0, 2.0)]> : vector<1xcomplex<f32>>} : () -> ()
