// RUN: --allow-unregistered-dialect
// Dense array elements must be integers or floats.
"t.a"() {a = array<complex<f32>: 1.0>} : () -> ()
